import { describe, expect, it } from 'vitest';
import { MESSAGES } from './fields';
import { orderNumberFromTyped } from '../rules/order-number';
import { firstMessages as errorsOf } from '../../tests/helpers/form-answer';
import { ReturnRequestSchema } from './returns';

describe('rug return request', () => {
  it('accepts an order number with or without DKBD and a Dutch or Belgian postcode', () => {
    const r = ReturnRequestSchema.safeParse({ orderNumber: ' 1000001 ', zipcode: '1234ab', reason: 'Te groot voor de kamer' });
    expect(r.success && r.data).toEqual({ orderNumber: 'DKBD1000001', zipcode: '1234 AB', reason: 'Te groot voor de kamer' });
    expect(ReturnRequestSchema.safeParse({ orderNumber: 'dkbd1000001', zipcode: '2000', reason: 'Kleur valt tegen' }).success).toBe(true);
  });
  it('refuses bad input with Dutch messages for every field', () => {
    const r = ReturnRequestSchema.safeParse({ orderNumber: 'DKBD12', zipcode: 'nope', reason: ' ' });
    expect(r.success).toBe(false);
    if (!r.success)
      expect(errorsOf(r.error)).toEqual({ orderNumber: MESSAGES.orderNumber, zipcode: MESSAGES.zipcode, reason: MESSAGES.reason });
  });
  it.each([
    ['1234567', 'DKBD1234567'],
    ['DKBD 1234567', 'DKBD1234567'],
    ['12345678', null],
    ['DKBD123456', null],
    ['ABCD1234567', null],
    ['', null],
  ])('reads the order number %j as %j', (input, expected) => {
    expect(orderNumberFromTyped(input)).toBe(expected);
  });
});
