// /v1/catalog/guided-selling and /v1/catalog/configurator/{slug} — docs/requirements/assistant-and-guided-selling.md#api Catalog, #data Wizard and
// Configurator.
import { answer, defineOperation, errorResponses, jsonBody, notFoundResponse, z } from '../operation';
import { ConfiguratorSchema, WizardResponseSchema } from '../schemas/guided-selling';

const base = { tags: ['catalog'], security: [{ Bearer: [] }] };
const AnswerValue = z.union([
  z.number().int().min(0),
  z.string().max(12),
  z.array(z.union([z.number().int().min(0), z.string().max(12)])).max(50),
]);

export const WizardRequestSchema = z
  .object({
    code: z.string().min(1).max(60).optional(),
    category_id: z.coerce.number().int().positive().optional(),
    questions: z
      .record(AnswerValue)
      .optional()
      .openapi({ example: { qs101: 1013, qs103: [1031, 1032], qs104: 0 } }),
  })
  .refine((b) => b.code !== undefined || b.category_id !== undefined, { message: 'Geef een code of category_id mee.' });

export const runGuidedSelling = defineOperation({
  ...base,
  method: 'post',
  path: '/v1/catalog/guided-selling',
  summary: 'Keuzehulp: volgende vragen, het aantal passende producten en de resultaat-URL',
  description:
    'questions is een map qs{vraag-id} → antwoord-id (een lijst bij meerkeuze, 0 = overgeslagen). count is het totaal van het productoverzicht met dezelfde filters; result_url is dat overzicht (tn_fk_{key}=waarde, tn_fk_ae-prijs=min-max).',
  request: { body: jsonBody(WizardRequestSchema) },
  responses: { 200: answer('De keuzehulp', WizardResponseSchema), ...errorResponses, ...notFoundResponse },
});

export const getConfigurator = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/catalog/configurator/{slug}',
  summary: 'De boxspring-configurator van een product',
  description:
    'Stappen met opties; extra is de meerprijs in centen bovenop basePrice. Stappen zonder opties vallen weg; de samenvatting voegt de winkel zelf toe.',
  request: { params: z.object({ slug: z.string().min(1).max(120) }) },
  responses: { 200: answer('De configurator', ConfiguratorSchema), ...errorResponses, ...notFoundResponse },
});
