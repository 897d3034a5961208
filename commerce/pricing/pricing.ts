// Pricing: the one module that adds up money (docs/decisions/0043). Every function is pure and works on whole
// cents; the cart, order placement, the invoice, the configurator and back-office refunds call it,
// so a total is computed the same way wherever it is shown, charged or refunded.
// Prices include 21% BTW (docs/requirements/checkout-and-payment.md#data); a rounding is Math.round (half up) or, for progress, Math.floor.
import type { CartTotals } from '#contract/schemas/cart';
import { configuredPrice as configuredPriceRule } from '#contract/rules/configurator';

/** From this amount (after discount) shipping is free (docs/requirements/checkout-and-payment.md#data). */
export const FREE_SHIPPING_THRESHOLD = 10_000;
/**
 * Delivery by the shop's own two-person crew (docs/decisions/0059, ADR 0063): its own rate instead of the parcel
 * carrier's, free from the same threshold (or with a free-shipping code). It replaces the parcel rate for
 * the whole cart: what else is in it comes along with the crew.
 */
export const CREW_DELIVERY_RATE = 3_995;
/** The BTW rate on everything the shop sells, in percent. */
export const VAT_RATE = 21;

/** A priced line: a unit price in cents, a quantity, and the unit's old (strike-through) price if any. */
export interface PricedLine {
  price: number;
  quantity: number;
  price_old?: number | null;
}

/** What a discount code does to an amount; only a code that may be used now is given here. */
export interface DiscountRule {
  kind: 'percentage' | 'fixed' | 'free_shipping';
  value: number;
}

/** The sum of amounts in cents. */
export function sumCents(amounts: Iterable<number>): number {
  let total = 0;
  for (const amount of amounts) total += amount;
  return total;
}

/** A line's total: unit price × quantity. */
export function lineTotal(unitPrice: number, quantity: number): number {
  return unitPrice * quantity;
}

/** The lines' total at their prices. */
export function subTotalOf(lines: readonly PricedLine[]): number {
  return sumCents(lines.map((l) => lineTotal(l.price, l.quantity)));
}

/** The lines' total at their old prices (a line without one, or with a lower one, counts at its price). */
export function subTotalOldOf(lines: readonly PricedLine[]): number {
  return sumCents(lines.map((l) => lineTotal(Math.max(l.price_old ?? l.price, l.price), l.quantity)));
}

export function totalQuantityOf(lines: readonly Pick<PricedLine, 'quantity'>[]): number {
  return sumCents(lines.map((l) => l.quantity));
}

/** The discount of a usable code on a subtotal: never above the subtotal, never negative for a valid code. */
export function discountOn(code: DiscountRule | null, subTotal: number): number {
  if (code?.kind === 'percentage') return Math.round((subTotal * Math.min(code.value, 100)) / 100);
  if (code?.kind === 'fixed') return Math.min(code.value, subTotal);
  return 0;
}

/** Shipping by a method: free shipping takes the standard rate off every method (so the standard one is 0). */
export function shippingCostOf(methodPrice: number, standardPrice: number, freeShipping: boolean): number {
  return freeShipping ? methodPrice - standardPrice : methodPrice;
}

/** Whether shipping is free: by a free-shipping code, or from the threshold on the amount after discount. */
export function isFreeShipping(code: DiscountRule | null, afterDiscount: number): boolean {
  return code?.kind === 'free_shipping' || afterDiscount >= FREE_SHIPPING_THRESHOLD;
}

/** What the shopper pays: the goods after discount plus shipping, payment costs and additional costs (insurance, the crew's services). */
export function grandTotalOf(parts: { afterDiscount: number; shipping: number; payment: number; additional: number }): number {
  return parts.afterDiscount + parts.shipping + parts.payment + parts.additional;
}

/** The BTW inside a gross (incl. BTW) amount: amount × 21/121, rounded to the cent. */
export function vatPartOf(grossCents: number): number {
  return Math.round((grossCents * VAT_RATE) / (100 + VAT_RATE));
}

/** A gross amount without its BTW. */
export function netOf(grossCents: number): number {
  return grossCents - vatPartOf(grossCents);
}

export interface Progress {
  threshold: number;
  remaining: number;
  percentage: number;
  reached: boolean;
}

/** How far an amount is toward a threshold (whole percent, rounded down); `reachedAnyway` marks it reached. */
export function progressToward(amount: number, threshold: number, reachedAnyway = false): Progress {
  const reached = reachedAnyway || amount >= threshold;
  return {
    threshold,
    remaining: reached ? 0 : Math.max(0, threshold - amount),
    percentage: reached || threshold === 0 ? 100 : Math.floor((amount / threshold) * 100),
    reached,
  };
}

/** The costs a checkout's choices add, in cents (looked up by the caller: checkout-options.ts). */
export interface CostChoices {
  /** The chosen shipping method's price and the standard method's price. */
  shipping: { price: number; standard: number };
  /** The payment method's extra costs (PayPal 0,99), 0 for none. */
  payment: number;
  /** Shipping insurance when chosen, else 0. */
  insurance: number;
  /** The crew's services when chosen (servicesTotalOf), else 0. */
  services?: number;
}

/** The totals of docs/requirements/checkout-and-payment.md#data (all but the promo's progress) for lines, a usable discount code and the checkout's costs. */
export function cartTotalsOf(
  lines: readonly PricedLine[],
  code: DiscountRule | null,
  costs: CostChoices,
): Omit<CartTotals, 'promo_progress'> {
  const sub_total = subTotalOf(lines);
  const sub_total_old = subTotalOldOf(lines);
  const discounts = discountOn(code, sub_total);
  const afterDiscount = sub_total - discounts;
  const freeShipping = isFreeShipping(code, afterDiscount);
  const empty = lines.length === 0;
  const shipping_costs = empty ? 0 : shippingCostOf(costs.shipping.price, costs.shipping.standard, freeShipping);
  const payment_costs = empty ? 0 : costs.payment;
  const additional_costs = empty ? 0 : costs.insurance + (costs.services ?? 0);
  const grand_total = grandTotalOf({ afterDiscount, shipping: shipping_costs, payment: payment_costs, additional: additional_costs });
  return {
    total_quantity: totalQuantityOf(lines),
    sub_total,
    sub_total_old,
    sub_total_diff: sub_total_old - sub_total,
    discounts,
    shipping_costs,
    payment_costs,
    additional_costs,
    grand_total,
    total: grand_total,
    free_shipping_progress: progressToward(afterDiscount, FREE_SHIPPING_THRESHOLD, freeShipping),
  };
}

/** What the kept payments still hold: paid less refunded, less refunds promised but not yet done; never below 0. */
export function refundableOf(kept: readonly { amount: number; refundedAmount: number }[], promised: number): number {
  return Math.max(0, sumCents(kept.map((p) => p.amount - p.refundedAmount)) - promised);
}

/** A configured box spring's unit price: the definition's base price plus the chosen options' extras (contract/rules). */
export const configuredUnitPrice = configuredPriceRule;

/**
 * What each line was paid: its row total less its share of the order's discount. The discount is
 * shared in proportion to the row totals, whole cents by the largest-remainder rule (each share
 * rounded down, the cents left over go to the largest remainders, ties to the earlier line), so the
 * lines add up to exactly subtotal − discount and no line is paid less than 0 or more than its row.
 */
export function allocatePaid(rowTotals: readonly number[], discount: number): number[] {
  const subTotal = sumCents(rowTotals);
  const off = Math.max(0, Math.min(discount, subTotal));
  if (off === 0 || subTotal === 0) return [...rowTotals];
  // Integer arithmetic: a share is (row × off) div subTotal, its remainder (row × off) mod subTotal.
  const shares = rowTotals.map((row) => Math.floor((row * off - ((row * off) % subTotal)) / subTotal));
  let left = off - sumCents(shares);
  const order = rowTotals.map((row, i) => ({ i, rest: (row * off) % subTotal })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]++;
    left--;
  }
  return rowTotals.map((row, i) => row - shares[i]);
}

/**
 * The cents of `count` units of a line paid `linePaid` for `quantity` units, when `done` units were
 * refunded before: units are valued cumulatively (floor(paid × n / quantity)), so refunding every unit,
 * in any steps, refunds exactly `linePaid`.
 */
export function unitsShare(linePaid: number, quantity: number, done: number, count: number): number {
  const upTo = (n: number) => (n >= quantity ? linePaid : Math.floor((linePaid * n) / quantity));
  return upTo(done + count) - upTo(done);
}

/** An order's lines with what each was paid: stored at placement, or allocated the same way for older rows. */
export function paidAmountsOf<L extends { rowTotal: number; paidAmount: number | null }>(
  lines: readonly L[],
  order: { discountTotal: number },
): number[] {
  if (lines.every((l) => l.paidAmount !== null)) return lines.map((l) => l.paidAmount as number);
  return allocatePaid(
    lines.map((l) => l.rowTotal),
    order.discountTotal,
  );
}

/**
 * The crew's extra services (docs/decisions/0069, docs/decisions/0059 and 0069), in cents incl. 21% BTW: the API
 * prices them, a form only says which are wanted and how many. Take-back is per old mattress or bed
 * (piece); carrying upstairs without a lift is per floor, once per order.
 */
export const DELIVERY_SERVICES = {
  assembly: { title: 'Montage door onze bezorgers', price_incl: 4900 },
  takeback: { title: 'Oude matras of bed retour', price_incl: 2500 },
  upstairs: { title: 'Naar boven dragen zonder lift', price_incl: 1500 },
} as const;

export type DeliveryService = keyof typeof DELIVERY_SERVICES;

/** The most floors the crew carries up without a lift (0: ground floor or a lift). */
export const MAX_FLOORS = 10;

/** The services chosen for one crew delivery: take-back per piece, carrying upstairs per floor. */
export type ServicesChoice = { assembly: boolean; takeback: boolean; takeback_pieces?: number; floors?: number };

/** The count a service is priced for: take-back pieces (1 when ticked without a count), floors, or 1/0. */
export function serviceCount(code: DeliveryService, choice: ServicesChoice): number {
  if (code === 'assembly') return choice.assembly ? 1 : 0;
  if (code === 'takeback') return choice.takeback ? Math.max(1, choice.takeback_pieces ?? 1) : 0;
  return Math.max(0, choice.floors ?? 0);
}

/** What one service costs for its count, in cents incl. BTW (count × fee; 0 when not chosen). */
export function servicePriceOf(code: DeliveryService, choice: ServicesChoice): number {
  return serviceCount(code, choice) * DELIVERY_SERVICES[code].price_incl;
}

/** What the chosen services cost together, in cents incl. BTW. */
export function servicesTotalOf(choice: ServicesChoice): number {
  return (Object.keys(DELIVERY_SERVICES) as DeliveryService[]).reduce((sum, code) => sum + servicePriceOf(code, choice), 0);
}
