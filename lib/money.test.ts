import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatPlainAmount, formatPrice } from './money';

const intl = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

describe('the money formatter', () => {
  it('writes amounts as the specification shows them', () => {
    expect(formatPrice(3995)).toBe('€ 39,95');
    expect(formatPrice(0)).toBe('€ 0,00');
    expect(formatPrice(99)).toBe('€ 0,99');
    expect(formatPrice(10_000)).toBe('€ 100,00');
    expect(formatPrice(123_456)).toBe('€ 1.234,56');
    expect(formatPrice(123_456_789)).toBe('€ 1.234.567,89');
    expect(formatPrice(-500)).toBe('- € 5,00');
    expect(formatAmount(3995)).toBe('39,95');
    expect(formatAmount(123_456)).toBe('1.234,56');
    expect(formatAmount(-500)).toBe('-5,00');
  });

  it("is Intl's nl-NL euro format with a plain space and the minus in front (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const shown = formatPrice(cents);
        const fromIntl = intl.format(Math.abs(cents) / 100).replace(/\u00a0/g, ' ');
        expect(shown).toBe(cents < 0 ? `- ${fromIntl}` : fromIntl);
        expect(shown).toMatch(/^(- )?€ \d{1,3}(\.\d{3})*,\d{2}$/);
        // Read back, it is the same number of cents.
        const back = Number(shown.replace(/[^\d,]/g, '').replace(',', ''));
        expect(cents < 0 ? -back : back).toBe(cents);
        expect(shown.endsWith(formatAmount(Math.abs(cents)))).toBe(true);
      }),
    );
  });

  it('writes a plain amount (fields, CSV) without thousands dots, and it reads back to the same cents (property)', () => {
    expect(formatPlainAmount(123_456)).toBe('1234,56');
    expect(formatPlainAmount(-500)).toBe('-5,00');
    expect(formatPlainAmount(5)).toBe('0,05');
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const shown = formatPlainAmount(cents);
        expect(shown).toMatch(/^-?\d+,\d{2}$/);
        expect(Math.round(Number(shown.replace(',', '.')) * 100)).toBe(cents);
        expect(shown).toBe(formatAmount(cents).replace(/\./g, ''));
      }),
    );
  });

  it('refuses what is not an amount', () => {
    expect(() => formatPlainAmount(Number.NaN)).toThrow(RangeError);
    expect(() => formatPrice(Number.NaN)).toThrow(RangeError);
    expect(() => formatPrice(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
