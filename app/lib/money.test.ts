import { describe, expect, it } from 'vitest';
import { formatAmount, formatPrice } from './money';

describe('formatPrice', () => {
  it('shows cents the Dutch way with a space after the euro sign', () => {
    expect(formatPrice(3995)).toBe('€ 39,95');
    expect(formatPrice(100)).toBe('€ 1,00');
    expect(formatPrice(5)).toBe('€ 0,05');
    expect(formatPrice(123456)).toBe('€ 1.234,56');
    expect(formatPrice(-500)).toBe('- € 5,00');
  });
  it('refuses what is not a number', () => {
    expect(() => formatPrice(Number.NaN)).toThrow(RangeError);
  });
  it('formats a bare amount', () => {
    expect(formatAmount(99)).toBe('0,99');
  });
});
