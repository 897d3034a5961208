// A discount code's rules for unit tests without a database (cart totals, discountProblem).
import type { DiscountCode } from './codes';

export const testCode = (overrides: Partial<DiscountCode> = {}) => ({
  code: 'TEST',
  kind: 'percentage' as const,
  value: 10,
  minOrderValue: 0,
  validFrom: null,
  validTo: null,
  usageLimit: null,
  perCustomerLimit: null,
  timesUsed: 0,
  description: 'Test',
  ...overrides,
});
