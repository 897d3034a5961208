import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keptPromises, paymentPromise, productPaymentPromise } from './payment-promises';

const footer = {
  paymentMethods: ['ideal', 'creditcard', 'paypal', 'afterpay', 'billink', 'in3', 'alma', 'spraypay'].map((code) => ({
    code,
    title: code,
  })),
  usps: ['Snelle verzending', 'Achteraf of in 3 termijnen veilig betalen', 'Gratis verzending vanaf € 100'],
};

describe('payment badges and promises', () => {
  it('promise only what the provider takes', () => {
    expect(paymentPromise(() => true)).toBe('Achteraf of in 3 termijnen veilig betalen');
    expect(paymentPromise((m) => m === 'afterpay')).toBe('Achteraf veilig betalen');
    expect(paymentPromise((m) => m === 'in3')).toBe('In 3 termijnen veilig betalen');
    expect(paymentPromise((m) => m === 'ideal')).toBeNull();
  });

  it('never shows a badge or promise the provider cannot keep (any set of methods)', () => {
    fc.assert(
      fc.property(fc.subarray(footer.paymentMethods.map((m) => m.code)), (taken) => {
        const supports = (m: string) => taken.includes(m);
        const kept = keptPromises(footer, supports);
        expect(kept.paymentMethods.map((m) => m.code)).toEqual(footer.paymentMethods.map((m) => m.code).filter((c) => taken.includes(c)));
        const promises = kept.usps.filter((u) => /achteraf|termijn/i.test(u));
        if (!taken.includes('afterpay') && !taken.includes('billink')) expect(promises.join()).not.toMatch(/achteraf/i);
        if (!taken.includes('in3')) expect(promises.join()).not.toMatch(/termijn/i);
        expect(kept.usps).toContain('Snelle verzending');
      }),
    );
  });

  it("the product page's highlight promises the same parts as the header (any set of methods)", () => {
    fc.assert(
      fc.property(fc.subarray(footer.paymentMethods.map((m) => m.code)), (taken) => {
        const supports = (m: string) => taken.includes(m);
        const onProduct = productPaymentPromise(supports) ?? '';
        const inHeader = paymentPromise(supports) ?? '';
        for (const part of [/achteraf/i, /termijn/i]) expect(part.test(onProduct)).toBe(part.test(inHeader));
      }),
    );
  });
});
