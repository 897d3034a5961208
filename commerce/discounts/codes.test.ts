// When a discount code may be used (commerce/discounts/codes.ts), without a database: the Dutch reason or null.
import { describe, expect, it } from 'vitest';
import { discountProblem } from './codes';
import { testCode as code } from './test-code';

describe('discountProblem', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('explains why a code cannot be used, in Dutch', () => {
    expect(discountProblem(code({ validTo: new Date('2026-09-01') }), 5000, now)).toBe('Deze kortingscode is verlopen.');
    expect(discountProblem(code({ validFrom: new Date('2027-01-01') }), 5000, now)).toBe('Deze kortingscode is nog niet geldig.');
    expect(discountProblem(code({ usageLimit: 1, timesUsed: 1 }), 5000, now)).toBe('Deze kortingscode is al gebruikt.');
    expect(discountProblem(code({ minOrderValue: 5000 }), 4999, now)).toBe('Deze kortingscode geldt vanaf een bestelbedrag van € 50,00.');
    expect(discountProblem(code(), 100, now)).toBeNull();
  });
});
