// Answers of the self-service returns (docs/decisions/0057), for the customer and the back office.
import { z } from '@hono/zod-openapi';

export const CUSTOMER_RETURN_STATUS_VALUES = ['aangemeld', 'onderweg', 'ontvangen', 'terugbetaald', 'afgewezen'] as const;

export const CustomerReturnAnswerSchema = z
  .object({
    id: z.number(),
    number: z.string(),
    order_number: z.string().nullable(),
    status: z.enum(CUSTOMER_RETURN_STATUS_VALUES),
    reason: z.string(),
    lines: z.array(z.object({ line_id: z.number(), quantity: z.number(), title: z.string().nullable() })),
    inspection_note: z.string().nullable(),
    refund_id: z.number().nullable(),
    created_at: z.string(),
    received_at: z.string().nullable(),
    refunded_at: z.string().nullable(),
    rejection_reason: z.string().nullable(),
    rejected_at: z.string().nullable(),
  })
  .openapi('CustomerReturn');

export const ReturnOverviewSchema = z
  .object({
    order_number: z.string(),
    delivered_at: z.string().nullable(),
    deadline: z.string().nullable(),
    open: z.boolean(),
    closed_reason: z.string().nullable(),
    return_days: z.number(),
    legal_days: z.number(),
    lines: z.array(z.object({ line_id: z.number(), title: z.string(), sku: z.string(), quantity: z.number(), returnable: z.number() })),
    returns: z.array(CustomerReturnAnswerSchema),
  })
  .openapi('ReturnOverview');

export const StaffCustomerReturnSchema = CustomerReturnAnswerSchema.extend({ email: z.string(), name: z.string() });
export const CustomerReturnListQuery = z.object({
  status: z
    .enum(['open', ...CUSTOMER_RETURN_STATUS_VALUES], { errorMap: () => ({ message: 'Kies een bestaande status.' }) })
    .default('open'),
});
export const CustomerReturnReceiveBody = z.object({
  note: z.string().trim().max(1000, 'De notitie mag hoogstens 1000 tekens lang zijn.').optional(),
});
/** Strict: a refund has no amount to type; a body with one is refused, not ignored. */
export const CustomerReturnRefundBody = z.object({}).strict('Het bedrag van een retour wordt berekend en kan niet worden opgegeven.');
const RefundAnswer = z.object({
  id: z.number(),
  amount: z.number(),
  reason: z.string(),
  lines: z.any(),
  status: z.string(),
  created_at: z.string(),
});
export const CustomerReturnStepAnswer = z.object({
  return: CustomerReturnAnswerSchema,
  refund: RefundAnswer.nullable().optional(),
  changed: z.boolean(),
});

/** Staff reject a return: the reason is shown to the customer (docs/decisions/0064). */
export const CustomerReturnRejectBody = z
  .object({
    reason: z
      .string({ required_error: 'Schrijf de reden op die de klant te zien krijgt.' })
      .trim()
      .min(3, 'Schrijf de reden op die de klant te zien krijgt.')
      .max(500, 'De reden mag hoogstens 500 tekens lang zijn.'),
  })
  .strict();
/** What the refund of a received return will be, before staff confirm it: the same computation as the refund. */
export const CustomerReturnRefundPreview = z.object({ amount: z.number() });
