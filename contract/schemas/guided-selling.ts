// POST /v1/catalog/guided-selling's answer: a wizard's questions, the live count and the result URL;
// GET /v1/catalog/configurator/{slug}'s answer: the boxspring configurator's steps.
import { z } from '@hono/zod-openapi';

export const WizardQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  explanation: z.string().nullable(),
  is_skippable: z.boolean(),
  is_multiselect: z.boolean(),
  answers: z.array(
    z.object({ id: z.number().int(), answer: z.string(), image: z.string().nullable(), description: z.string().nullable() }),
  ),
});

export const WizardResponseSchema = z
  .object({
    code: z.string(),
    category_id: z.number().int(),
    title: z.string(),
    questions: z.array(WizardQuestionSchema),
    /** The shopper's answers as understood (qs{id} → id, list or 0), off-path answers dropped. */
    answers: z.record(z.union([z.number().int(), z.array(z.number().int())])),
    /** The first question without an answer, or null when the wizard is done. */
    next_question_id: z.number().int().nullable(),
    count: z.number().int(),
    result_url: z.string(),
    /** docs/requirements/assistant-and-guided-selling.md#data result filter: the listing URL and its query part with a leading '?', or null. */
    filter: z.object({ url: z.string(), raw_url: z.string().nullable() }),
  })
  .openapi('GuidedSelling');

const ConfiguratorOptionSchema = z.object({
  id: z.string(),
  btnText: z.string(),
  btnSubText: z.string().nullable(),
  btnId: z.string(),
  extra: z.number().int(),
  text: z.string().nullable(),
  label: z.string().nullable(),
  xpoId: z.string().nullable(),
  xpoVarId: z.string().nullable(),
  image: z.string().nullable().optional(),
});

export const ConfiguratorSchema = z
  .object({
    name: z.string(),
    code: z.string(),
    basePrice: z.number().int(),
    fallbackImage: z.string(),
    defaultConfig: z.record(z.string()),
    category: z.string(),
    steps: z.array(
      z.object({
        order: z.number().int(),
        title: z.string(),
        type: z.enum(['tile', 'buttons', 'summary']),
        property: z.string().nullable(),
        multiProperties: z.boolean(),
        properties: z.array(z.object({ property: z.string(), title: z.string(), options: z.array(ConfiguratorOptionSchema) })),
        info: z.enum(['firmness', 'bed-width']).nullable().optional(),
      }),
    ),
  })
  .openapi('Configurator');

export type WizardQuestion = z.infer<typeof WizardQuestionSchema>;
export type WizardResponse = z.infer<typeof WizardResponseSchema>;
