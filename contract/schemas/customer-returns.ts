// Answers of the self-service returns (docs/decisions/0057), for the customer and the back office.
import { z } from '@hono/zod-openapi';
import { DeliveryOfferSchema } from './checkout';

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
    /** docs/decisions/0065: a 30-day return or a trial-nights return, picked up by the crew or as a parcel. */
    kind: z.enum(['retour', 'proefslapen']),
    pickup: z
      .object({
        method: z.enum(['crew', 'parcel']),
        date: z.string().nullable(),
        slot: z.enum(['ochtend', 'middag', 'avond']).nullable(),
        day_text: z.string().nullable(),
        slot_text: z.string().nullable(),
        released: z.boolean(),
      })
      .nullable(),
    picked_up_at: z.string().nullable(),
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

/** A trial-nights line of an own order (docs/decisions/0065): its nights and whether it can be returned now. */
export const TrialReturnLineSchema = z.object({
  line_id: z.number(),
  title: z.string(),
  sku: z.string(),
  quantity: z.number(),
  returnable: z.number(),
  nights: z.number(),
  min_nights: z.number(),
  nights_left: z.number().nullable(),
  returnable_from: z.string().nullable(),
  ends_at: z.string().nullable(),
  /** open: can be returned now; wacht: not before returnable_from; voorbij: the trial is over; bezorging: not delivered yet. */
  state: z.enum(['open', 'wacht', 'voorbij', 'bezorging']),
  pickup: z.enum(['crew', 'parcel']),
  /** Plain Dutch: why the line cannot be returned now (null when it can). */
  note: z.string().nullable(),
});

export const TrialReturnOverviewSchema = z
  .object({
    order_number: z.string(),
    delivered_at: z.string().nullable(),
    lines: z.array(TrialReturnLineSchema),
    /** The crew's pickup days (same list as checkout's crew days), when an open line is picked up by the crew. */
    offer: DeliveryOfferSchema.nullable(),
    returns: z.array(CustomerReturnAnswerSchema),
  })
  .openapi('TrialReturnOverview');

/** Staff mark the pickup done: strict and empty — the refund's amount is computed, never typed. */
export const TrialPickupDoneBody = z.object({}).strict('Het bedrag van een retour wordt berekend en kan niet worden opgegeven.');
