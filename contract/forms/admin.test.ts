import { parseWithZod } from '@conform-to/zod';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DiscountSchema,
  eurosText,
  parseEuros,
  refundLines,
  refundSchema,
  ReviewActionSchema,
  shopDayBoundary,
  StaffCreateSchema,
} from './admin';

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
};

describe('back-office form rules', () => {
  it('reads euros the Dutch way and writes them back (property)', () => {
    expect(parseEuros('12,50')).toBe(1250);
    expect(parseEuros('€ 1.234,56')).toBe(123456);
    expect(parseEuros('12.5')).toBe(1250);
    expect(parseEuros('7')).toBe(700);
    for (const bad of ['', 'tien', '-5', '1,234', '12,345', '1e3', '12,50,1']) expect(parseEuros(bad), bad).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (cents) => {
        expect(parseEuros(eurosText(cents))).toBe(cents);
      }),
    );
  });

  it('lets optional texts stay empty (a reply that removes, no description, no name)', () => {
    expect(parseWithZod(form({ intent: 'reply', id: '3', reply: '' }), { schema: ReviewActionSchema })).toMatchObject({
      status: 'success',
      value: { reply: '' },
    });
    expect(
      parseWithZod(form({ intent: 'create', email: 'a@slaapzaak.nl', name: '', role: 'medewerker' }), { schema: StaffCreateSchema }),
    ).toMatchObject({ status: 'success', value: { name: '' } });
    const long = parseWithZod(form({ intent: 'reply', id: '3', reply: 'x'.repeat(2001) }), { schema: ReviewActionSchema });
    expect(long.status).toBe('error');
  });

  it('checks a discount value by its kind', () => {
    const base = { intent: 'create', code: 'zomer10', description: '' };
    expect(parseWithZod(form({ ...base, kind: 'percentage', value: '10' }), { schema: DiscountSchema })).toMatchObject({
      status: 'success',
      value: { code: 'ZOMER10' },
    });
    expect(parseWithZod(form({ ...base, kind: 'percentage', value: '150' }), { schema: DiscountSchema }).reply().error).toMatchObject({
      value: ['Een percentage is een heel getal van 1 tot 100.'],
    });
    expect(parseWithZod(form({ ...base, kind: 'fixed', value: 'veel' }), { schema: DiscountSchema }).reply().error).toMatchObject({
      value: ['Vul het kortingsbedrag in euro in, bijvoorbeeld 10,00.'],
    });
    expect(
      parseWithZod(form({ ...base, kind: 'free_shipping', valid_from: '2026-12-10', valid_to: '2026-12-01' }), {
        schema: DiscountSchema,
      }).reply().error,
    ).toMatchObject({ valid_to: ['"Geldig tot" ligt voor "geldig vanaf".'] });
  });

  it('asks an amount or at least one line for a partial refund', () => {
    const schema = refundSchema([11, 12]);
    const base = { intent: 'refund', request_id: 'abcdefgh12', reason: 'Kapot' };
    expect(parseWithZod(form({ ...base, scope: 'amount' }), { schema }).reply().error).toMatchObject({
      amount: ['Vul een bedrag in euro in, bijvoorbeeld 12,50.'],
    });
    expect(parseWithZod(form({ ...base, scope: 'lines', line_11: '0' }), { schema }).reply().error).toMatchObject({
      scope: ['Vul bij minstens één regel een aantal in.'],
    });
    const lines = parseWithZod(form({ ...base, scope: 'lines', line_11: '0', line_12: '2' }), { schema });
    expect(lines.status).toBe('success');
    expect(refundLines(lines.status === 'success' ? (lines.value as Record<string, unknown>) : {}, [11, 12])).toEqual([
      { line_id: 12, quantity: 2 },
    ]);
  });

  it('turns a date into the start or end of that day in Amsterdam, summer and winter', () => {
    expect(shopDayBoundary('2026-07-01', false)).toBe('2026-06-30T22:00:00.000Z');
    expect(shopDayBoundary('2026-12-01', false)).toBe('2026-11-30T23:00:00.000Z');
    expect(shopDayBoundary('2026-12-01', true)).toBe('2026-12-01T22:59:59.000Z');
    expect(shopDayBoundary(undefined, true)).toBeNull();
  });
});
