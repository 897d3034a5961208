// The rug return request (/vloerkleed-retourneren/, POST /v1/customer/service-fee-request): the
// order is found by its number and the postcode it was delivered to, so guests can use it too.
import { z } from 'zod';
import { orderNumberFromTyped } from '../rules/order-number';
import { MESSAGES, normalizeZipcode } from './fields';

export const ReturnRequestSchema = z.object({
  orderNumber: z
    .string({ required_error: MESSAGES.orderNumber, invalid_type_error: MESSAGES.orderNumber })
    .max(30, MESSAGES.orderNumber)
    .transform((value, ctx) => {
      const number = orderNumberFromTyped(value);
      if (!number) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: MESSAGES.orderNumber });
        return z.NEVER;
      }
      return number;
    }),
  zipcode: z
    .string({ required_error: MESSAGES.zipcode, invalid_type_error: MESSAGES.zipcode })
    .max(12, MESSAGES.zipcode)
    .transform((value, ctx) => {
      // The country is not asked: a Dutch postcode or a Belgian/Luxembourg one of 4 digits.
      const zipcode = normalizeZipcode(value, 'NL') ?? normalizeZipcode(value, 'BE');
      if (!zipcode) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: MESSAGES.zipcode });
        return z.NEVER;
      }
      return zipcode;
    }),
  reason: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ required_error: MESSAGES.reason, invalid_type_error: MESSAGES.reason })
      .min(5, MESSAGES.reason)
      .max(1000, MESSAGES.reasonTooLong),
  ),
});

export type ReturnRequest = z.infer<typeof ReturnRequestSchema>;
