import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTotals, STANDARD_SHIPPING } from '../cart/cart';
import { discountProblem } from '../discounts/codes';
import { paymentMethod, PAYMENT_METHODS, SHIPPING_INSURANCE, SHIPPING_METHODS, shippingCost } from '../checkout/checkout-options';
import {
  cartTotalsOf,
  discountOn,
  FREE_SHIPPING_THRESHOLD,
  grandTotalOf,
  lineTotal,
  netOf,
  progressToward,
  refundableOf,
  subTotalOf,
  vatPartOf,
  type PricedLine,
} from './pricing';

// The computations as they stood before pricing.ts (docs/decisions/0043), kept as the oracle.
const oldVatOf = (totalInclCents: number) => Math.round((totalInclCents * 21) / 121);
function oldShippingCost(code: string, freeShipping: boolean): number {
  const method = SHIPPING_METHODS.find((m) => m.code === code) ?? SHIPPING_METHODS[0];
  return freeShipping ? method.price - SHIPPING_METHODS[0].price : method.price;
}
type Code = Parameters<typeof discountProblem>[0];
function oldComputeTotals(
  lines: readonly PricedLine[],
  code: Code | null,
  o: { shippingMethod: string; paymentMethod: string | null; shippingInsurance: boolean; now: Date; promoCode: Code | null },
) {
  const sub_total = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const sub_total_old = lines.reduce((sum, l) => sum + Math.max(l.price_old ?? l.price, l.price) * l.quantity, 0);
  const usable = code && discountProblem(code, sub_total, o.now) === null ? code : null;
  let discounts = 0;
  if (usable?.kind === 'percentage') discounts = Math.round((sub_total * Math.min(usable.value, 100)) / 100);
  if (usable?.kind === 'fixed') discounts = Math.min(usable.value, sub_total);
  const afterDiscount = sub_total - discounts;
  const freeShipping = usable?.kind === 'free_shipping' || afterDiscount >= FREE_SHIPPING_THRESHOLD;
  const shipping_costs = lines.length === 0 ? 0 : oldShippingCost(o.shippingMethod, freeShipping);
  const payment_costs = lines.length === 0 ? 0 : (paymentMethod(o.paymentMethod)?.price_incl ?? 0);
  const additional_costs = lines.length > 0 && o.shippingInsurance ? SHIPPING_INSURANCE.price_incl : 0;
  const grand_total = afterDiscount + shipping_costs + payment_costs + additional_costs;
  const remaining = Math.max(0, FREE_SHIPPING_THRESHOLD - afterDiscount);
  const promo = o.promoCode;
  let promo_progress = null;
  if (promo && discountProblem(promo, Number.MAX_SAFE_INTEGER, o.now) === null) {
    const threshold = promo.minOrderValue;
    const reached = sub_total >= threshold;
    promo_progress = {
      code: promo.code,
      description: promo.description,
      threshold,
      remaining: reached ? 0 : threshold - sub_total,
      percentage: reached || threshold === 0 ? 100 : Math.floor((sub_total / threshold) * 100),
      reached,
      applied: usable?.code === promo.code,
    };
  }
  return {
    total_quantity: lines.reduce((sum, l) => sum + l.quantity, 0),
    sub_total,
    sub_total_old,
    sub_total_diff: sub_total_old - sub_total,
    discounts,
    shipping_costs,
    payment_costs,
    additional_costs,
    grand_total,
    total: grand_total,
    free_shipping_progress: {
      threshold: FREE_SHIPPING_THRESHOLD,
      remaining: freeShipping ? 0 : remaining,
      percentage: freeShipping ? 100 : Math.floor((afterDiscount / FREE_SHIPPING_THRESHOLD) * 100),
      reached: freeShipping,
    },
    promo_progress,
  };
}

const NOW = new Date('2026-06-01T12:00:00Z');
const cents = fc.integer({ min: 0, max: 500_000 });
const lineArb: fc.Arbitrary<PricedLine & { price_old: number | null }> = fc.record({
  price: cents,
  quantity: fc.integer({ min: 1, max: 20 }),
  price_old: fc.option(cents, { nil: null }),
});
const linesArb = fc.array(lineArb, { maxLength: 8 });
const dateArb = fc.option(
  fc.integer({ min: -30, max: 30 }).map((d) => new Date(NOW.getTime() + d * 86_400_000)),
  { nil: null },
);
const codeArb: fc.Arbitrary<Code> = fc.record({
  code: fc.constantFrom('A', 'B', 'PROMO'),
  kind: fc.constantFrom('percentage' as const, 'fixed' as const, 'free_shipping' as const),
  value: fc.integer({ min: 0, max: 200_000 }),
  minOrderValue: fc.oneof(fc.constant(0), cents),
  validFrom: dateArb,
  validTo: dateArb,
  usageLimit: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
  perCustomerLimit: fc.constant(null),
  timesUsed: fc.integer({ min: 0, max: 3 }),
  description: fc.constant('Test'),
  disabledAt: fc.option(fc.constant(NOW), { nil: null }),
});
const choicesArb = fc.record({
  shippingMethod: fc.constantFrom('postnl', 'postnl-avond', 'onbekend'),
  paymentMethod: fc.option(fc.constantFrom(...PAYMENT_METHODS.map((m) => m.code), 'onbekend'), { nil: null }),
  shippingInsurance: fc.boolean(),
});

describe('pricing', () => {
  it("the cart's totals for random carts equal the computation before pricing.ts", () => {
    fc.assert(
      fc.property(
        linesArb,
        fc.option(codeArb, { nil: null }),
        fc.option(codeArb, { nil: null }),
        choicesArb,
        (lines, code, promoCode, choices) => {
          const options = { ...choices, now: NOW, promoCode };
          expect(computeTotals(lines, code, options)).toEqual(oldComputeTotals(lines, code, options));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('the grand total is the sum of its parts, never negative; the discount never exceeds the subtotal', () => {
    const rule = fc.record({
      kind: fc.constantFrom('percentage' as const, 'fixed' as const, 'free_shipping' as const),
      value: fc.integer({ min: 0, max: 200_000 }),
    });
    fc.assert(
      fc.property(
        linesArb,
        fc.option(rule, { nil: null }),
        fc.integer({ min: 0, max: 999 }),
        fc.boolean(),
        (lines, code, payment, insured) => {
          const method = SHIPPING_METHODS[1];
          const t = cartTotalsOf(lines, code, {
            shipping: { price: method.price, standard: STANDARD_SHIPPING },
            payment,
            insurance: insured ? SHIPPING_INSURANCE.price_incl : 0,
          });
          expect(t.sub_total).toBe(lines.reduce((s, l) => s + lineTotal(l.price, l.quantity), 0));
          expect(t.discounts).toBeGreaterThanOrEqual(0);
          expect(t.discounts).toBeLessThanOrEqual(t.sub_total);
          expect(t.grand_total).toBe(t.sub_total - t.discounts + t.shipping_costs + t.payment_costs + t.additional_costs);
          expect(t.grand_total).toBeGreaterThanOrEqual(0);
          expect(t.total).toBe(t.grand_total);
          expect(t.sub_total_old).toBeGreaterThanOrEqual(t.sub_total);
          for (const n of Object.values(t)) if (typeof n === 'number') expect(Number.isInteger(n)).toBe(true);
          if (lines.length === 0) expect(t.grand_total).toBe(0);
        },
      ),
    );
  });

  it('a discount is an integer between 0 and the subtotal', () => {
    fc.assert(
      fc.property(
        fc.option(
          fc.record({ kind: fc.constantFrom('percentage' as const, 'fixed' as const, 'free_shipping' as const), value: fc.nat(300_000) }),
          { nil: null },
        ),
        cents,
        (code, sub) => {
          const d = discountOn(code, sub);
          expect(Number.isInteger(d)).toBe(true);
          expect(d).toBeGreaterThanOrEqual(0);
          expect(d).toBeLessThanOrEqual(sub);
        },
      ),
    );
  });

  it("the BTW part equals the invoice's old computation, and net + BTW is the gross amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (gross) => {
        expect(vatPartOf(gross)).toBe(oldVatOf(gross));
        expect(netOf(gross) + vatPartOf(gross)).toBe(gross);
        expect(vatPartOf(gross)).toBeLessThanOrEqual(gross);
      }),
    );
    expect(vatPartOf(12100)).toBe(2100);
    expect(vatPartOf(3995)).toBe(693);
  });

  it('shipping costs are as before for every method and free-shipping state', () => {
    for (const code of ['postnl', 'postnl-avond', 'onbekend']) {
      for (const free of [false, true]) expect(shippingCost(code, free)).toBe(oldShippingCost(code, free));
    }
  });

  it('progress toward a threshold: remaining + reached part adds up, percentage 0..100', () => {
    fc.assert(
      fc.property(cents, cents, fc.boolean(), (amount, threshold, anyway) => {
        const p = progressToward(amount, threshold, anyway);
        expect(p.threshold).toBe(threshold);
        expect(p.reached).toBe(anyway || amount >= threshold);
        if (!p.reached) {
          expect(p.remaining).toBe(threshold - amount);
          expect(p.percentage).toBeGreaterThanOrEqual(0);
          expect(p.percentage).toBeLessThan(100);
        } else {
          expect(p.remaining).toBe(0);
          expect(p.percentage).toBe(100);
        }
      }),
    );
  });

  it('what can be refunded is paid less refunded less promised, never below 0', () => {
    const payment = fc.record({ amount: cents, refundedAmount: cents });
    fc.assert(
      fc.property(fc.array(payment, { maxLength: 3 }), cents, (kept, promised) => {
        const old = Math.max(0, kept.reduce((s, p) => s + p.amount - p.refundedAmount, 0) - promised);
        expect(refundableOf(kept, promised)).toBe(old);
        expect(refundableOf(kept, promised)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('grand total and subtotal of simple figures', () => {
    expect(
      subTotalOf([
        { price: 3995, quantity: 2 },
        { price: 1000, quantity: 1 },
      ]),
    ).toBe(8990);
    expect(grandTotalOf({ afterDiscount: 8990, shipping: 495, payment: 99, additional: 1000 })).toBe(10584);
  });
});
