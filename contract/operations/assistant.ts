// /v1/assistant and /v1/chat/save — docs/requirements/assistant-and-guided-selling.md#api Chat. The assistant answers one message with the
// conversation so far; the order form (docs/requirements/assistant-and-guided-selling.md#data Chat order request) goes along as `order`.
import { answer, defineOperation, ErrorSchema, jsonBody, z } from '../operation';

import { orderNumberFromTyped } from '../rules/order-number';

/** The chat's order number: digits only, at most 7, prefixed DKBD when missing (docs/requirements/assistant-and-guided-selling.md#validation). */
export const chatOrderNumber = (raw: string): string | null => orderNumberFromTyped(raw, { digits: 'up-to-seven' });

const base = { tags: ['assistant'], security: [{ Bearer: [] }] };

export const TurnSchema = z.object({
  role: z.enum(['user', 'assistant', 'question']),
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
    if (!o.orderNumber?.trim() || !chatOrderNumber(o.orderNumber))
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

export const AssistantAnswerSchema = z
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
      order_form: z
        .object({ orderNumber: z.string().optional() })
        .optional()
        .openapi({ description: 'Toon het formulier om een bestelling op te zoeken.' }),
      end_chat: z.boolean().optional().openapi({ description: 'Ongepaste taal: de chat eindigt na 3 seconden en wordt niet bewaard.' }),
    }),
  })
  .openapi('AssistantAnswer');

const failures = {
  400: answer('Ongeldige aanvraag', ErrorSchema),
  429: answer('Te veel berichten', ErrorSchema),
  502: answer('De assistent kon niet antwoorden', ErrorSchema),
};

export const askAssistant = defineOperation({
  ...base,
  method: 'post',
  path: '/v1/assistant',
  summary: 'Een chatbericht beantwoorden',
  description:
    'Beantwoordt één bericht met het gesprek tot nu toe, uit de FAQ, de servicepagina’s en de catalogus van de winkel. ' +
    'Met `order` zoekt de assistent een bestelling op; alleen als ordernummer, voornaam, postcode en huisnummer bij één bestelling horen. ' +
    'Per IP-adres zijn 40 berichten per 5 minuten toegestaan.',
  request: { body: jsonBody(AssistantRequestSchema) },
  responses: { 200: answer('Het antwoord', AssistantAnswerSchema), ...failures },
});

export const saveChat = defineOperation({
  ...base,
  method: 'post',
  path: '/v1/chat/save',
  summary: 'Een afgesloten chat met beoordeling bewaren',
  request: {
    body: jsonBody(
      z.object({
        messages: z.array(TurnSchema).min(1, 'Er zijn geen berichten om te bewaren.').max(200),
        rating: z.number().int().min(1, 'Kies 1 tot 5 sterren.').max(5, 'Kies 1 tot 5 sterren.'),
      }),
    ),
  },
  responses: { 201: answer('Bewaard', z.object({ data: z.object({ id: z.number().int(), message: z.string() }) })), ...failures },
});
