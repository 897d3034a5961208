// /v1/assistant and /v1/chat/save — SPEC §7 Chat. The assistant answers one message with the
// conversation so far; the order form (SPEC §3 Chat order request) goes along as `order`.
import { createRoute, z } from '@hono/zod-openapi';
import { errorBody, ErrorSchema, createRouter } from '../http';
import { createEmbeddedAssistantModel } from '../providers/assistant/embedded';
import { ASSISTANT_FAILURE, answerChat } from '../services/assistant/assistant';
import { normaliseOrderNumber } from '../services/assistant/order-lookup';
import { saveChat } from '../services/assistant/transcripts';
import { LIMITS } from '../services/rate-limits';
import { clientIp, createLimiterFactory } from './customer-context';

const RoleSchema = z.enum(['user', 'assistant', 'question']);

const TurnSchema = z.object({
  role: RoleSchema,
  content: z.string().max(4000),
  answers: z.array(z.string().max(200)).max(10).optional(),
  question: z.boolean().optional(),
});

const OrderRequestSchema = z
  .object({
    knowsOrderNumber: z.boolean(),
    orderNumber: z.string().max(20).optional(),
    firstName: z.string().max(100).optional(),
    zipCode: z.string().max(10).optional(),
    houseNumber: z.string().max(10).optional(),
  })
  .superRefine((o, ctx) => {
    if (!o.knowsOrderNumber) return;
    if (!o.orderNumber?.trim() || !normaliseOrderNumber(o.orderNumber))
      ctx.addIssue({ code: 'custom', path: ['orderNumber'], message: 'Vul je ordernummer in: alleen cijfers, maximaal 7.' });
    for (const field of ['firstName', 'zipCode', 'houseNumber'] as const)
      if (!o[field]?.trim()) ctx.addIssue({ code: 'custom', path: [field], message: 'Dit is een verplicht veld' });
  })
  .openapi('ChatOrderRequest');

const AssistantRequestSchema = z
  .object({
    message: z.string().max(1000).default(''),
    /** The conversation so far, oldest first (also accepted as `messages`). */
    history: z.array(TurnSchema).max(100).optional(),
    messages: z.array(TurnSchema).max(100).optional(),
    order: OrderRequestSchema.optional(),
  })
  .refine((b) => b.order || b.message.trim().length > 0, { path: ['message'], message: 'Typ eerst een bericht.' })
  .openapi('AssistantRequest');

const LinkSchema = z.object({ title: z.string(), url: z.string() });
const AssistantAnswerSchema = z
  .object({
    data: z.object({
      message: z.object({
        role: z.literal('assistant'),
        content: z.string(),
        answers: z.array(z.string()).optional(),
        end: z.boolean().optional().openapi({ description: 'Eindtype-antwoord: de chat vraagt daarna of de vragen beantwoord zijn.' }),
      }),
      intent: z.string(),
      suggestions: z.array(z.string()).optional(),
      products: z.array(z.object({ title: z.string(), url: z.string(), price: z.number().int(), image: z.string().nullable() })).optional(),
      links: z.array(LinkSchema).optional(),
      order_form: z.object({ orderNumber: z.string().optional() }).optional().openapi({ description: 'Toon het formulier om een bestelling op te zoeken.' }),
      end_chat: z.boolean().optional().openapi({ description: 'Ongepaste taal: de chat eindigt na 3 seconden en wordt niet bewaard.' }),
    }),
  })
  .openapi('AssistantAnswer');

const json = (schema: z.ZodTypeAny) => ({ 'application/json': { schema } });
const failures = {
  400: { description: 'Ongeldige aanvraag', content: json(ErrorSchema) },
  429: { description: 'Te veel berichten', content: json(ErrorSchema) },
  502: { description: 'De assistent kon niet antwoorden', content: json(ErrorSchema) },
};

export function createAssistantRoutes() {
  const app = createRouter();
  const limiterFor = createLimiterFactory();
  const fallbackModel = createEmbeddedAssistantModel();

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/assistant',
      tags: ['assistant'],
      summary: 'Een chatbericht beantwoorden',
      description:
        'Beantwoordt één bericht met het gesprek tot nu toe, uit de FAQ, de servicepagina’s en de catalogus van de winkel. ' +
        'Met `order` zoekt de assistent een bestelling op; alleen als ordernummer, voornaam, postcode en huisnummer bij één bestelling horen. ' +
        'Per IP-adres zijn 40 berichten per 5 minuten toegestaan.',
      security: [{ Bearer: [] }],
      request: { body: { required: true, content: json(AssistantRequestSchema) } },
      responses: { 200: { description: 'Het antwoord', content: json(AssistantAnswerSchema) }, ...failures },
    }),
    async (c) => {
      const { database, providers } = c.get('deps');
      const body = c.req.valid('json');
      const limiter = limiterFor(c);
      const ip = clientIp(c);
      if (!(await limiter.take(LIMITS.assistantIp, ip))) return c.json(errorBody(LIMITS.assistantIp.message), 429);
      if (body.order?.knowsOrderNumber && (await limiter.exhausted(LIMITS.orderLookupIp, ip))) return c.json(errorBody(LIMITS.orderLookupIp.message), 429);
      const turns: z.infer<typeof TurnSchema>[] = body.history ?? body.messages ?? [];
      const history = turns
        .filter((t) => t.role !== 'question' && t.content.trim())
        .slice(-20)
        .map((t) => ({ role: t.role === 'user' ? ('user' as const) : ('assistant' as const), content: t.content }));
      try {
        const answer = await answerChat({ db: database.db, model: providers.assistant ?? fallbackModel }, { message: body.message, history, order: body.order });
        // Wrong order details count toward the look-up limit, so order numbers cannot be guessed.
        if (body.order?.knowsOrderNumber && answer.order_form) await limiter.record(LIMITS.orderLookupIp, ip);
        return c.json({ data: answer }, 200);
      } catch (err) {
        providers.logger.error({ err: (err as Error).message }, 'assistant failed');
        return c.json(errorBody(ASSISTANT_FAILURE), 502);
      }
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/chat/save',
      tags: ['assistant'],
      summary: 'Een afgesloten chat met beoordeling bewaren',
      security: [{ Bearer: [] }],
      request: {
        body: {
          required: true,
          content: json(
            z.object({
              messages: z.array(TurnSchema).min(1, 'Er zijn geen berichten om te bewaren.').max(200),
              rating: z.number().int().min(1, 'Kies 1 tot 5 sterren.').max(5, 'Kies 1 tot 5 sterren.'),
            }),
          ),
        },
      },
      responses: {
        201: { description: 'Bewaard', content: json(z.object({ data: z.object({ id: z.number().int(), message: z.string() }) })) },
        ...failures,
      },
    }),
    async (c) => {
      const { database } = c.get('deps');
      if (!(await limiterFor(c).take(LIMITS.chatSaveIp, clientIp(c)))) return c.json(errorBody(LIMITS.chatSaveIp.message), 429);
      const { messages, rating } = c.req.valid('json');
      const id = await saveChat(database.db, messages, rating);
      return c.json({ data: { id, message: 'Bedankt, de chat is bewaard.' } }, 201);
    },
  );
  return app;
}
