import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOrderNumber, isReturnNumber, orderDigits, orderNumberFromTyped, orderNumberOf, returnNumberOf } from './order-number';

describe('order and return numbers', () => {
  it('numbers an order DKBD and the last seven digits of its sequence value', () => {
    expect(orderNumberOf(1000001)).toBe('DKBD1000001');
    expect(orderNumberOf('42')).toBe('DKBD0000042');
    expect(orderNumberOf(12345678n)).toBe('DKBD2345678');
    expect(returnNumberOf(7)).toBe('RS0000007');
  });

  it('reads every way a shopper types a number back to the same order number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999 }), fc.constantFrom('', 'DKBD', 'dkbd', 'dkbd ', 'DKBD-', '#'), (n, prefix) => {
        const number = orderNumberOf(n);
        expect(isOrderNumber(number)).toBe(true);
        expect(orderNumberFromTyped(` ${prefix}${orderDigits(number)} `)).toBe(number);
      }),
    );
  });

  it('asks forms for all seven digits and lets the chat pad shorter ones', () => {
    expect(orderNumberFromTyped('123')).toBeNull();
    expect(orderNumberFromTyped('123', { digits: 'up-to-seven' })).toBe('DKBD0000123');
    for (const bad of ['', 'DKBD', '12345678', 'ABCD1234567', 'DKBD12345678', '123456a', '-1234567'])
      expect([bad, orderNumberFromTyped(bad, { digits: 'up-to-seven' })]).toEqual([bad, null]);
  });

  it('tells order numbers and return numbers apart', () => {
    expect(isOrderNumber('RS0000001')).toBe(false);
    expect(isReturnNumber('RS0000001')).toBe(true);
    expect(isReturnNumber('DKBD1000001')).toBe(false);
    expect(isOrderNumber('dkbd1000001')).toBe(false);
  });
});
