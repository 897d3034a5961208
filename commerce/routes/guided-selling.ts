// /v1/catalog/guided-selling and /v1/catalog/configurator/{slug} (SPEC §7 Catalog, §3 Wizard and
// Configurator). Logic lives in services/guided-selling.ts and services/configurator.ts.
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter, errorBody, errorResponses, notFoundResponse } from '../http';
import { getConfigurator } from '../services/configurator';
import { guidedSelling, WizardError } from '../services/guided-selling';

const AnswerValue = z.union([z.number().int().min(0), z.string().max(12), z.array(z.union([z.number().int().min(0), z.string().max(12)])).max(50)]);

const WizardRequestSchema = z
  .object({
    code: z.string().min(1).max(60).optional(),
    category_id: z.coerce.number().int().positive().optional(),
    questions: z.record(AnswerValue).optional().openapi({ example: { qs101: 1013, qs103: [1031, 1032], qs104: 0 } }),
  })
  .refine((b) => b.code !== undefined || b.category_id !== undefined, { message: 'Geef een code of category_id mee.' });

const WizardQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  explanation: z.string().nullable(),
  is_skippable: z.boolean(),
  is_multiselect: z.boolean(),
  answers: z.array(z.object({ id: z.number().int(), answer: z.string(), image: z.string().nullable(), description: z.string().nullable() })),
});

const WizardResponseSchema = z
  .object({
    code: z.string(),
    category_id: z.number().int(),
    title: z.string(),
    questions: z.array(WizardQuestionSchema),
    answers: z.record(z.union([z.number().int(), z.array(z.number().int())])),
    next_question_id: z.number().int().nullable(),
    count: z.number().int(),
    result_url: z.string(),
    filter: z.object({ url: z.string(), raw_url: z.string().nullable() }),
  })
  .openapi('GuidedSelling');

const OptionSchema = z.object({
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
        properties: z.array(z.object({ property: z.string(), title: z.string(), options: z.array(OptionSchema) })),
        info: z.enum(['firmness', 'bed-width']).nullable().optional(),
      }),
    ),
  })
  .openapi('Configurator');

export function createGuidedSellingRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/catalog/guided-selling',
      tags: ['catalog'],
      summary: 'Keuzehulp: volgende vragen, het aantal passende producten en de resultaat-URL',
      description:
        'questions is een map qs{vraag-id} → antwoord-id (een lijst bij meerkeuze, 0 = overgeslagen). count is het totaal van het productoverzicht met dezelfde filters; result_url is dat overzicht (tn_fk_{key}=waarde, tn_fk_ae-prijs=min-max).',
      security: [{ Bearer: [] }],
      request: { body: { required: true, content: { 'application/json': { schema: WizardRequestSchema } } } },
      responses: {
        200: { description: 'De keuzehulp', content: { 'application/json': { schema: WizardResponseSchema } } },
        ...errorResponses,
        ...notFoundResponse,
      },
    }),
    async (c) => {
      try {
        const answer = await guidedSelling(c.get('deps').database.db, c.req.valid('json'));
        if (!answer) return c.json(errorBody('Deze keuzehulp bestaat niet.'), 404);
        return c.json(answer, 200);
      } catch (error) {
        if (error instanceof WizardError) return c.json(errorBody(error.message), 400);
        throw error;
      }
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/catalog/configurator/{slug}',
      tags: ['catalog'],
      summary: 'De boxspring-configurator van een product',
      description: 'Stappen met opties; extra is de meerprijs in centen bovenop basePrice. Stappen zonder opties vallen weg; de samenvatting voegt de winkel zelf toe.',
      security: [{ Bearer: [] }],
      request: { params: z.object({ slug: z.string().min(1).max(120) }) },
      responses: {
        200: { description: 'De configurator', content: { 'application/json': { schema: ConfiguratorSchema } } },
        ...errorResponses,
        ...notFoundResponse,
      },
    }),
    async (c) => {
      const def = await getConfigurator(c.get('deps').database.db, c.req.valid('param').slug);
      if (!def) return c.json(errorBody('Deze configurator bestaat niet.'), 404);
      return c.json(def, 200);
    },
  );

  return app;
}
