import { describe, expect, it } from 'vitest';
import { computeTotals, FREE_SHIPPING_THRESHOLD, STANDARD_SHIPPING } from './cart';
import { testCode as code } from '../discounts/test-code';

const line = (price: number, quantity = 1, price_old: number | null = null) => ({ price, quantity, price_old });

describe('computeTotals', () => {
  it('adds lines, old prices and the saving', () => {
    const t = computeTotals([line(3995, 2, 4995), line(1000)], null);
    expect(t.sub_total).toBe(8990);
    expect(t.sub_total_old).toBe(10990);
    expect(t.sub_total_diff).toBe(2000);
    expect(t.total_quantity).toBe(3);
    expect(t.shipping_costs).toBe(STANDARD_SHIPPING);
    expect(t.grand_total).toBe(8990 + STANDARD_SHIPPING);
    expect(t.free_shipping_progress).toEqual({ threshold: FREE_SHIPPING_THRESHOLD, remaining: 1010, percentage: 89, reached: false });
  });

  it('ships free from € 100 and charges nothing for an empty cart', () => {
    expect(computeTotals([line(10_000)], null).shipping_costs).toBe(0);
    expect(computeTotals([line(9_999)], null).shipping_costs).toBe(STANDARD_SHIPPING);
    expect(computeTotals([], null)).toMatchObject({ grand_total: 0, shipping_costs: 0 });
  });

  it('applies a percentage, a fixed amount (never below zero) and free shipping', () => {
    expect(computeTotals([line(5000)], code({ value: 10 })).discounts).toBe(500);
    expect(computeTotals([line(1500)], code({ kind: 'fixed', value: 2000 })).discounts).toBe(1500);
    const free = computeTotals([line(2000)], code({ kind: 'free_shipping' }));
    expect(free).toMatchObject({ discounts: 0, shipping_costs: 0, grand_total: 2000 });
    expect(free.free_shipping_progress.reached).toBe(true);
  });

  it('counts the threshold after the discount', () => {
    const t = computeTotals([line(10_500)], code({ kind: 'fixed', value: 1000 }));
    expect(t.shipping_costs).toBe(STANDARD_SHIPPING);
    expect(t.grand_total).toBe(9500 + STANDARD_SHIPPING);
  });

  it('a crew cart pays the crew rate, not the parcel rate; free from the threshold, whatever parcel method is stored', () => {
    const below = computeTotals([line(9000)], null, { crew: true });
    expect(below.shipping_costs).toBe(3995);
    expect(below.grand_total).toBe(9000 + 3995);
    for (const shippingMethod of ['postnl', 'postnl-avond'])
      expect(computeTotals([line(FREE_SHIPPING_THRESHOLD + 50_000)], null, { crew: true, shippingMethod }).shipping_costs).toBe(0);
  });

  it('adds the chosen shipping method and the PayPal fee of 0,99', () => {
    const evening = computeTotals([line(2000)], null, { shippingMethod: 'postnl-avond' });
    expect(evening.shipping_costs).toBe(795);
    const eveningFree = computeTotals([line(12_000)], null, { shippingMethod: 'postnl-avond' });
    expect(eveningFree.shipping_costs).toBe(300);
    const paypal = computeTotals([line(2000)], null, { paymentMethod: 'paypal' });
    expect(paypal.payment_costs).toBe(99);
    expect(paypal.grand_total).toBe(2000 + STANDARD_SHIPPING + 99);
  });

  it('adds optional shipping insurance as an additional cost, also with free shipping, never on an empty cart', () => {
    const insured = computeTotals([line(2000)], null, { shippingInsurance: true });
    expect(insured.additional_costs).toBe(1000);
    expect(insured.grand_total).toBe(2000 + STANDARD_SHIPPING + 1000);
    const insuredFree = computeTotals([line(12_000)], null, { shippingInsurance: true });
    expect(insuredFree.shipping_costs).toBe(0);
    expect(insuredFree.grand_total).toBe(12_000 + 1000);
    expect(computeTotals([], null, { shippingInsurance: true }).additional_costs).toBe(0);
    expect(computeTotals([line(2000)], null).additional_costs).toBe(0);
  });

  it('ignores a code that does not apply (yet)', () => {
    const t = computeTotals([line(3000)], code({ minOrderValue: 5000 }));
    expect(t.discounts).toBe(0);
    expect(t.promo_progress).toBeNull();
  });
});

describe('promo_progress (the cart promo of GET /v1/content/cart-promo)', () => {
  const promo = code({ code: 'KORTING20', kind: 'fixed', value: 2000, minOrderValue: 10_000, description: '€ 20 korting vanaf € 100' });
  const now = new Date('2026-11-22T12:00:00Z');

  it('is null without a cart promo', () => {
    expect(computeTotals([line(3000)], null).promo_progress).toBeNull();
  });

  it('counts towards the promo code on the subtotal, and says when it is applied', () => {
    expect(computeTotals([line(3000), line(2500, 2)], null, { promoCode: promo, now }).promo_progress).toEqual({
      code: 'KORTING20',
      description: '€ 20 korting vanaf € 100',
      threshold: 10_000,
      remaining: 2000,
      percentage: 80,
      reached: false,
      applied: false,
    });
    // Applied but under the threshold: the code gives nothing yet, so it is not "applied".
    expect(computeTotals([line(3000)], promo, { promoCode: promo, now }).promo_progress).toMatchObject({
      remaining: 7000,
      reached: false,
      applied: false,
    });
    const reached = computeTotals([line(10_000)], promo, { promoCode: promo, now });
    expect(reached.promo_progress).toMatchObject({ remaining: 0, percentage: 100, reached: true, applied: true });
    expect(reached.discounts).toBe(2000);
    // Another code applied: the progress still measures the promo's code.
    expect(computeTotals([line(12_000)], code(), { promoCode: promo, now }).promo_progress).toMatchObject({
      reached: true,
      applied: false,
    });
  });

  it('hides a promo whose code expired or is used up', () => {
    expect(computeTotals([line(3000)], null, { promoCode: { ...promo, validTo: new Date('2026-01-01') }, now }).promo_progress).toBeNull();
    expect(computeTotals([line(3000)], null, { promoCode: { ...promo, usageLimit: 1, timesUsed: 1 }, now }).promo_progress).toBeNull();
  });
});
