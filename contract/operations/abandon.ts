// /v1/abandon/* — docs/requirements/cart.md#api Abandonment — and /v1/cart/restore for the signed restore links
// (once, 7 days, lines copied into the visitor's own cart: docs/decisions/0033).
import { answer, defineOperation, errorResponses, ErrorSchema, jsonBody, notFoundResponse, z } from '../operation';
import { CartSchema } from '../schemas/cart';

/** How long a restore link works after it was mailed. */
export const RESTORE_LINK_DAYS = 7;

export const RESTORE_MESSAGES = {
  invalid: 'Deze link om je winkelwagen terug te halen klopt niet. Gebruik de hele link uit de e-mail.',
  expired: `Deze link om je winkelwagen terug te halen is verlopen: hij werkt ${RESTORE_LINK_DAYS} dagen.`,
  used: 'Deze link om je winkelwagen terug te halen is al gebruikt. Kijk in je winkelwagen of voeg de producten opnieuw toe.',
  empty: 'De winkelwagen uit deze link is leeg of al besteld.',
} as const;

const ids = z.array(z.union([z.number().int(), z.string().max(50)])).max(100);
const recorded = { 200: answer('Vastgelegd', z.object({ ok: z.literal(true) })), ...errorResponses };
const abandon = { method: 'post' as const, tags: ['abandon'], security: [{ Bearer: [] }] };

/**
 * Who the report is about, so reports can be joined and followed up (docs/decisions/0048, beyond the
 * the bodies of docs/requirements/cart.md#api, optional): the storefront's random visitor key and the visitor's cart; a logged-in
 * customer is named by the X-Customer-Token header, which the API turns into its customer id.
 */
export const VisitorKeysSchema = z
  .object({ visitor_id: z.string().uuid().optional(), quote_id: z.string().max(64).optional() })
  .strict()
  .optional();
const visitorHeaders = z.object({ 'x-customer-token': z.string().max(200).optional() });

export const recordAbandonedCart = defineOperation({
  ...abandon,
  path: '/v1/abandon/cart',
  summary: 'Verlaten cart vastleggen',
  request: {
    headers: visitorHeaders,
    body: jsonBody(
      z.object({ quote_id: z.string().max(64), updated_at: z.string().max(40).optional(), products: ids, visitor: VisitorKeysSchema }),
    ),
  },
  responses: recorded,
});

export const recordBrowse = defineOperation({
  ...abandon,
  path: '/v1/abandon/browse',
  summary: 'Verlaten browse vastleggen',
  request: { headers: visitorHeaders, body: jsonBody(z.object({ products: ids, visitor: VisitorKeysSchema })) },
  responses: recorded,
});

export const recordCategoryView = defineOperation({
  ...abandon,
  path: '/v1/abandon/category',
  summary: 'Verlaten category vastleggen',
  request: {
    headers: visitorHeaders,
    body: jsonBody(
      z.object({
        data: z.record(z.unknown()).refine((d) => JSON.stringify(d).length <= 4000, 'Te veel gegevens.'),
        visitor: VisitorKeysSchema,
      }),
    ),
  },
  responses: recorded,
});

export const recordEmail = defineOperation({
  ...abandon,
  path: '/v1/abandon/email',
  summary: 'Verlaten email vastleggen',
  request: {
    headers: visitorHeaders,
    body: jsonBody(z.object({ email: z.string().email('Vul een geldig e-mailadres in').max(255), visitor: VisitorKeysSchema })),
  },
  responses: recorded,
});

const restoreErrors = {
  ...errorResponses,
  ...notFoundResponse,
  410: answer('Link verlopen (7 dagen), al gebruikt, of de winkelwagen is leeg', ErrorSchema),
};
const token = z.string().min(10, RESTORE_MESSAGES.invalid).max(200, RESTORE_MESSAGES.invalid);

export const peekRestoreLink = defineOperation({
  method: 'get',
  path: '/v1/cart/restore',
  tags: ['cart'],
  summary: 'Een herstellink bekijken zonder hem te gebruiken: hoeveel regels hij terugbrengt',
  security: [{ Bearer: [] }],
  request: { query: z.object({ token }) },
  responses: { 200: answer('De link werkt', z.object({ lines: z.number().int() })), ...restoreErrors },
});

export const restoreCart = defineOperation({
  method: 'post',
  path: '/v1/cart/restore',
  tags: ['cart'],
  summary:
    'Een herstellink uit de e-mail gebruiken (eenmalig, 7 dagen): de regels worden gekopieerd naar de eigen winkelwagen van de bezoeker (X-Quote-Id, of die van de klant met X-Customer-Token, of een nieuwe). Het antwoord is die winkelwagen, nooit de gemailde.',
  security: [{ Bearer: [] }],
  request: {
    headers: z.object({ 'x-quote-id': z.string().max(64).optional(), 'x-customer-token': z.string().max(200).optional() }),
    body: jsonBody(z.object({ token })),
  },
  responses: { 200: answer('De winkelwagen van de bezoeker', CartSchema), ...restoreErrors },
});
