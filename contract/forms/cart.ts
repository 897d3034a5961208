// Cart form submissions, one per intent (docs/requirements/cart.md#data Add to cart payload; Dutch messages).
import { z } from 'zod';

const QUANTITY = 'Kies een aantal van 1 tot en met 99.';
const quantity = z.coerce.number({ invalid_type_error: QUANTITY }).int(QUANTITY).min(1, QUANTITY).max(99, QUANTITY);
const id = (message: string) => z.coerce.number({ invalid_type_error: message }).int(message).positive(message).max(2_147_483_647, message);

export const CartIntentSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('add'),
    item_id: id('Kies eerst een maat of uitvoering.'),
    quantity,
    redirectTo: z.string().max(2000).optional(),
  }),
  z.object({ intent: z.literal('update'), line_id: id('Dit artikel staat niet (meer) in je winkelwagen.'), quantity }),
  z.object({ intent: z.literal('remove'), line_id: id('Dit artikel staat niet (meer) in je winkelwagen.') }),
  z.object({
    intent: z.literal('apply-discount'),
    discount_code: z
      .string({ required_error: 'Vul een kortingscode in.' })
      .trim()
      .min(1, 'Vul een kortingscode in.')
      .max(50, 'Deze kortingscode bestaat niet.'),
  }),
  z.object({ intent: z.literal('remove-discount') }),
]);

export type CartIntent = z.infer<typeof CartIntentSchema>;

/** The posted form as an object; unknown intents give a Dutch error. */
export function parseCartForm(form: FormData) {
  const values = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')) as Record<string, string>;
  const result = CartIntentSchema.safeParse(values);
  if (result.success) return { ok: true as const, intent: result.data, values };
  const issue = result.error.issues[0];
  const message = issue.code === 'invalid_union_discriminator' ? 'Deze actie bestaat niet.' : issue.message;
  return { ok: false as const, message, field: String(issue.path[0] ?? ''), values };
}
