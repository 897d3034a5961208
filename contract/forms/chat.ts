// The chat's order look-up form (docs/requirements/assistant-and-guided-selling.md#data Chat order request, #validation Chat: order number digits only,
// max 7, DKBD prefix added when missing).
import { z } from 'zod';

const required = (max: number) =>
  z.string({ required_error: 'Dit is een verplicht veld' }).trim().min(1, 'Dit is een verplicht veld').max(max, `Maximaal ${max} tekens`);

export const chatOrderSchema = z.discriminatedUnion('knowsOrderNumber', [
  z.object({
    knowsOrderNumber: z.literal(true),
    orderNumber: z
      .string({ required_error: 'Dit is een verplicht veld' })
      .trim()
      .transform((v) => v.replace(/^dkbd-?/i, '').replace(/\s+/g, ''))
      .pipe(
        z
          .string()
          .min(1, 'Dit is een verplicht veld')
          .regex(/^\d{1,7}$/, 'Een ordernummer bestaat uit maximaal 7 cijfers'),
      ),
    firstName: required(100),
    zipCode: required(10),
    houseNumber: required(10),
  }),
  z.object({ knowsOrderNumber: z.literal(false) }),
]);

export type ChatOrderForm = z.infer<typeof chatOrderSchema>;

/** Form fields (strings) to the schema's input: the checkbox 'knowsOrderNumber' is 'on' or 'ja' when ticked. */
export function chatOrderInput(values: Record<string, unknown>) {
  const knows = values.knowsOrderNumber;
  return { ...values, knowsOrderNumber: knows === true || knows === 'on' || knows === 'ja' || knows === 'true' };
}

/** The posted look-up form as it comes (strings; the pressed button says 'ja' or 'nee'): one schema for the page, the widget and /api/assistant. */
export const chatOrderFormSchema = z.preprocess(
  (raw) => (raw && typeof raw === 'object' && !Array.isArray(raw) ? chatOrderInput(raw as Record<string, unknown>) : raw),
  chatOrderSchema,
);

/** The first message per field of a refused look-up. */
export function chatOrderErrors(error: z.ZodError): Partial<Record<'orderNumber' | 'firstName' | 'zipCode' | 'houseNumber', string>> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? 'orderNumber')] ??= issue.message;
  return errors;
}
