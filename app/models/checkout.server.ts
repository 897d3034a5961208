// The checkout and order calls of SPEC §7, named by the cart's quote_id.
import type { Cart } from './cart.server';
import type { CommerceClient } from './client.server';

// The answer shapes are the commerce API's own (type-only import: no server code comes along).
export type { CheckoutAddress, CheckoutDetails, Issue } from '../../contract/schemas/checkout';
import type { CheckoutAddress, CheckoutDetails } from '../../contract/schemas/checkout';

export interface PaymentMethodOption {
  code: string;
  title: string;
  description: string;
  price_incl: number;
  issuers: { id: string; name: string }[];
  rule_set: 'pay-later' | 'in3' | 'alma' | 'spraypay' | 'default';
}

export interface ShippingMethodOption {
  code: string;
  title: string;
  description: string;
  price_incl: number;
}

/** The optional shipping insurance of the payment step and whether this cart has it. */
export interface ShippingInsuranceOption {
  title: string;
  description: string;
  price_incl: number;
  selected: boolean;
}

export interface OrderDetail {
  order_number: string;
  status: string;
  label: string;
  email: string;
  customer: { first_name: string; last_name: string };
  billing_address: CheckoutAddress;
  shipping_address: CheckoutAddress;
  payment_method: string;
  shipping_method: string;
  totals: { sub_total: number; discounts: number; shipping_costs: number; payment_costs: number; additional_costs: number; grand_total: number };
  lines: { title: string; sku: string; options: string[]; quantity: number; unit_price: number; row_total: number; product_id: number; variant_id: number }[];
  events: { from: string | null; to: string; note: string; at: string }[];
}

const q = (quoteId: string | null): HeadersInit => (quoteId ? { 'x-quote-id': quoteId } : {});

export function getCheckout(commerce: CommerceClient, quoteId: string | null) {
  return commerce.request<{ cart: Cart; details: CheckoutDetails }>('GET', '/v1/checkout', { headers: q(quoteId) });
}

export function saveCustomerStep(commerce: CommerceClient, quoteId: string, body: unknown) {
  return commerce.request<{ details: CheckoutDetails }>('POST', '/v1/checkout/customer', { headers: q(quoteId), body });
}

export function getPaymentMethods(commerce: CommerceClient, quoteId: string) {
  return commerce.request<{ paymentMethods: PaymentMethodOption[]; selected: CheckoutDetails['payment'] | null }>('GET', '/v1/checkout/paymentmethod', { headers: q(quoteId) });
}

export function getShippingMethods(commerce: CommerceClient, quoteId: string) {
  return commerce.request<{ shippingMethods: ShippingMethodOption[]; selected: string; shippingInsurance: ShippingInsuranceOption }>('GET', '/v1/checkout/shippingmethod', { headers: q(quoteId) });
}

export function savePaymentStep(commerce: CommerceClient, quoteId: string, body: unknown) {
  return commerce.request<{ details: CheckoutDetails; cart: Cart }>('POST', '/v1/checkout/paymentmethod', { headers: q(quoteId), body });
}

export function lookupPostcode(commerce: CommerceClient, query: { zipcode: string; house_number: string; extension?: string; country_code?: string }) {
  return commerce.request<{ street: string; city: string }>('GET', '/v1/checkout/postcode/autocomplete', { query });
}

/** The placed order; `order_token` proves to the API that this caller placed it (docs/decisions/0034). */
export interface PlacedOrderAnswer {
  order_number: string;
  order_token?: string;
  status: string;
  payment_url: string | null;
  grand_total: number;
}

export function placeOrder(commerce: CommerceClient, quoteId: string, idempotencyKey: string, customerToken?: string | null) {
  return commerce.request<PlacedOrderAnswer>('POST', '/v1/checkout/payment-url', {
    headers: { ...q(quoteId), 'idempotency-key': idempotencyKey, ...(customerToken ? { 'x-customer-token': customerToken } : {}) },
    body: {},
  });
}

export function retryOrderPayment(commerce: CommerceClient, orderNumber: string) {
  return commerce.request<{ order_number: string; status: string; payment_url: string | null }>('POST', '/v1/order/payment-url', { body: { order_number: orderNumber } });
}

export function getOrder(commerce: CommerceClient, orderNumber: string) {
  return commerce.request<OrderDetail>('GET', `/v1/order/${encodeURIComponent(orderNumber)}`);
}
