// Shipping and payment methods the checkout offers (docs/requirements/checkout-and-payment.md#data Payment form, #limits PayPal fee 0,99).
import { CREW_DELIVERY_RATE, shippingCostOf } from '../pricing/pricing';

export interface ShippingMethod {
  code: string;
  title: string;
  description: string;
  /** Price in cents before free shipping applies. */
  price: number;
}

export const SHIPPING_METHODS: ShippingMethod[] = [
  { code: 'postnl', title: 'PostNL', description: 'Voor 23:59 besteld, morgen in huis', price: 495 },
  { code: 'postnl-avond', title: 'PostNL avondlevering', description: 'Morgen tussen 18:00 en 22:00 bezorgd', price: 795 },
];

/** The shipping method by its code; an unknown code is the standard method. */
export function shippingMethodOf(code: string): ShippingMethod {
  return SHIPPING_METHODS.find((m) => m.code === code) ?? SHIPPING_METHODS[0];
}

/**
 * A cart with a crew-delivered line is brought by the shop's own team at the crew's rate (pricing.ts,
 * ADR 0063), whatever parcel method is stored: the shipping step offers that one way, at the price the
 * cart charges, under the standard method's code (the parcel choice plays no part in a crew order).
 */
export const CREW_SHIPPING_METHOD: ShippingMethod = {
  code: 'postnl',
  title: 'Bezorging door ons eigen team',
  description: 'Twee bezorgers brengen je bestelling op de dag en het dagdeel dat je hieronder kiest',
  price: CREW_DELIVERY_RATE,
};

/** The ways a cart can be delivered, each with what it costs this cart (free shipping taken into account). */
export function shippingOptionsFor(crew: boolean, freeShipping: boolean): (ShippingMethod & { price_incl: number })[] {
  if (crew) return [{ ...CREW_SHIPPING_METHOD, price_incl: shippingCostOf(CREW_DELIVERY_RATE, CREW_DELIVERY_RATE, freeShipping) }];
  return SHIPPING_METHODS.map((m) => ({ ...m, price_incl: shippingCost(m.code, freeShipping) }));
}

/** Free shipping (from € 100 or with a code) takes the standard rate off every method (pricing.ts). */
export function shippingCost(code: string, freeShipping: boolean): number {
  return shippingCostOf(shippingMethodOf(code).price, SHIPPING_METHODS[0].price, freeShipping);
}

/**
 * Optional shipping insurance (docs/requirements/checkout-and-payment.md#data 'shippingInsurance default 10', read as € 10,00 incl. BTW —
 * docs/decisions/0010): covers loss and damage in transit up to the order value. Off unless chosen.
 */
export const SHIPPING_INSURANCE = {
  title: 'Verzendverzekering',
  description: 'Je bestelling is tijdens het vervoer verzekerd tegen verlies en schade, tot de volle orderwaarde.',
  price_incl: 1000,
} as const;

export type RuleSet = 'pay-later' | 'in3' | 'alma' | 'spraypay' | 'default';

export interface PaymentMethod {
  code: string;
  title: string;
  description: string;
  /** Extra costs in cents (PayPal 0,99). */
  price_incl: number;
  issuers: { id: string; name: string }[];
  rules: RuleSet;
}

export const IDEAL_ISSUERS = [
  { id: 'ideal_ABNANL2A', name: 'ABN AMRO' },
  { id: 'ideal_ASNBNL21', name: 'ASN Bank' },
  { id: 'ideal_BUNQNL2A', name: 'bunq' },
  { id: 'ideal_INGBNL2A', name: 'ING' },
  { id: 'ideal_KNABNL2H', name: 'Knab' },
  { id: 'ideal_RABONL2U', name: 'Rabobank' },
  { id: 'ideal_RBRBNL21', name: 'RegioBank' },
  { id: 'ideal_REVOLT21', name: 'Revolut' },
  { id: 'ideal_SNSBNL2A', name: 'SNS' },
  { id: 'ideal_TRIONL2U', name: 'Triodos Bank' },
];

/** What iDEAL says when the bank is chosen on the provider's page (iDEAL 2.0, docs/decisions/0040). */
export const HOSTED_ISSUER_DESCRIPTION = 'Direct betalen via je eigen bank; je kiest je bank op de volgende pagina';

/** iDEAL is shown as "iDEAL | Wero", the co-branding required since 2026 (docs/decisions/0040). */
export const PAYMENT_METHODS: PaymentMethod[] = [
  {
    code: 'ideal',
    title: 'iDEAL | Wero',
    description: 'Direct betalen via je eigen bank',
    price_incl: 0,
    issuers: IDEAL_ISSUERS,
    rules: 'default',
  },
  {
    code: 'afterpay',
    title: 'Riverty (achteraf betalen)',
    description: 'Betaal binnen 14 dagen na ontvangst',
    price_incl: 0,
    issuers: [],
    rules: 'pay-later',
  },
  {
    code: 'billink',
    title: 'Billink (achteraf betalen)',
    description: 'Eerst ontvangen, dan betalen',
    price_incl: 0,
    issuers: [],
    rules: 'pay-later',
  },
  { code: 'in3', title: 'in3 (in 3 termijnen)', description: 'Betaal in 3 termijnen, 0% rente', price_incl: 0, issuers: [], rules: 'in3' },
  {
    code: 'alma',
    title: 'Alma (in 2, 3 of 4 termijnen)',
    description: 'Gespreid betalen zonder rente',
    price_incl: 0,
    issuers: [],
    rules: 'alma',
  },
  { code: 'spraypay', title: 'SprayPay', description: 'Gespreid betalen (23 t/m 75 jaar)', price_incl: 0, issuers: [], rules: 'spraypay' },
  {
    code: 'creditcard',
    title: 'Creditcard',
    description: 'Visa, Mastercard of American Express',
    price_incl: 0,
    issuers: [],
    rules: 'default',
  },
  { code: 'paypal', title: 'PayPal', description: 'Betalen met je PayPal-account', price_incl: 99, issuers: [], rules: 'default' },
];

export function paymentMethod(code: string | null | undefined): PaymentMethod | null {
  return PAYMENT_METHODS.find((m) => m.code === code) ?? null;
}
