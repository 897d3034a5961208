// A self-service return (docs/decisions/0057): the account's return form posts the lines and
// quantities, a reason and a random request id (a double submit is one return). Quantities are only a
// wish: the API checks them against what is still returnable under the order's lock.
import { z } from 'zod';

export const RETURN_REASONS = {
  maat: 'Past niet of verkeerde maat',
  verwachting: 'Anders dan verwacht',
  beschadigd: 'Beschadigd of defect',
  verkeerd: 'Verkeerd artikel ontvangen',
  bedacht: 'Ik heb me bedacht',
} as const;
export type ReturnReason = keyof typeof RETURN_REASONS;

export const CUSTOMER_RETURN_FORM_MESSAGES = {
  reason: 'Kies een reden voor je retour.',
  note: 'Je toelichting mag hoogstens 500 tekens lang zijn.',
  lines: 'Kies minstens één artikel en het aantal dat je wilt retourneren.',
  quantity: 'Kies een aantal van 0 tot 99.',
  request: 'Dit formulier is verlopen. Laad de pagina opnieuw en probeer het nog eens.',
};

const M = CUSTOMER_RETURN_FORM_MESSAGES;

export const CustomerReturnSchema = z.object({
  request_id: z.string({ required_error: M.request, invalid_type_error: M.request }).regex(/^[A-Za-z0-9_-]{8,64}$/, M.request),
  reason: z.enum(Object.keys(RETURN_REASONS) as [ReturnReason, ...ReturnReason[]], { errorMap: () => ({ message: M.reason }) }),
  note: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string({ invalid_type_error: M.note }).max(500, M.note).optional()),
  lines: z
    .array(
      z.object({
        line_id: z.number({ invalid_type_error: M.lines }).int(M.lines).positive(M.lines).max(2_147_483_647, M.lines),
        quantity: z.number({ invalid_type_error: M.quantity }).int(M.quantity).min(0, M.quantity).max(99, M.quantity),
      }),
      { required_error: M.lines, invalid_type_error: M.lines },
    )
    .max(100, M.lines)
    .refine((l) => l.some((x) => x.quantity > 0), M.lines),
});
export type CustomerReturnInput = z.infer<typeof CustomerReturnSchema>;

/**
 * A trial-nights return (docs/decisions/0065): the same lines, reason and request id, and the pickup: a
 * day and part of day of the crew's list when a crew item goes back (checked by the API against the
 * region's places), nothing for a parcel.
 */
export const TrialReturnSchema = CustomerReturnSchema.extend({
  pickup_date: z.string().max(10).optional(),
  pickup_slot: z.string().max(10).optional(),
});
export type TrialReturnInput = z.infer<typeof TrialReturnSchema>;

/** The stored reason: the chosen reason's words, with the customer's note after it. */
export const reasonText = (input: Pick<CustomerReturnInput, 'reason' | 'note'>) =>
  input.note ? `${RETURN_REASONS[input.reason]}: ${input.note}` : RETURN_REASONS[input.reason];

/** The back office's forms on a self-service return: receive (with a note) and refund (no amount: it is computed). */
export const CustomerReturnActionSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('receive'),
    id: z.coerce.number().int().positive(),
    note: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() ? v.trim() : undefined),
      z.string().max(1000, 'De notitie mag hoogstens 1000 tekens lang zijn.').optional(),
    ),
  }),
  z.object({ intent: z.literal('refund'), id: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal('picked-up'), id: z.coerce.number().int().positive() }),
  z.object({
    intent: z.literal('reject'),
    id: z.coerce.number().int().positive(),
    reason: z
      .string({ required_error: 'Schrijf de reden op die de klant te zien krijgt.' })
      .trim()
      .min(3, 'Schrijf de reden op die de klant te zien krijgt.')
      .max(500, 'De reden mag hoogstens 500 tekens lang zijn.'),
  }),
]);
