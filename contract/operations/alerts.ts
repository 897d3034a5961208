// /v1/alerts — "Mail me als hij er weer is" (stock alerts, double opt-in, one-click unsubscribe) and the
// account's price-drop alerts for favourites (docs/decisions/0052).
import { AlertTokenSchema, PriceAlertsSchema, StockAlertRequestSchema } from '../forms/alerts';
import { answer, defineOperation, jsonBody, z } from '../operation';
import { MessageSchema } from '../schemas/customer';
import { conflict, CustomerHeaders, customerErrors, notFound, tooMany } from './customer';

const base = { tags: ['alerts'], security: [{ Bearer: [] }] };
const headers = { headers: CustomerHeaders };

export const StockAlertSchema = z
  .object({
    id: z.number(),
    variant_id: z.number(),
    product_title: z.string(),
    variant_title: z.string(),
    product_url: z.string(),
    status: z.enum(['pending', 'confirmed', 'sent', 'unsubscribed']),
    created_at: z.string(),
  })
  .openapi('StockAlert');

export const requestStockAlert = defineOperation({
  ...base,
  method: 'post',
  path: '/v1/alerts/stock',
  summary:
    'Mail me als hij er weer is: vraagt een bevestigingsmail (double opt-in) voor een uitverkochte variant. Hetzelfde antwoord voor een nieuw en een bekend adres. 404 voor een variant die niet bestaat, 409 als hij op voorraad is, 429 bij te veel aanvragen vanaf één adres (per /64 bij IPv6) of voor één e-mailadres.',
  request: { ...headers, body: jsonBody(StockAlertRequestSchema) },
  responses: {
    202: answer('Bevestigingsmail verstuurd (als dat nodig is)', MessageSchema),
    ...customerErrors,
    ...notFound,
    ...conflict,
    ...tooMany,
  },
});

export const confirmStockAlert = defineOperation({
  ...base,
  method: 'post',
  path: '/v1/alerts/stock/confirm',
  summary: 'Bevestigt een voorraadmelding met de link uit de mail. Is het artikel al terug, dan volgt de melding meteen.',
  request: { ...headers, body: jsonBody(AlertTokenSchema) },
  responses: { 200: answer('Bevestigd', MessageSchema.extend({ alert: StockAlertSchema })), ...customerErrors },
});

export const unsubscribeStockAlert = defineOperation({
  ...base,
  method: 'post',
  path: '/v1/alerts/stock/unsubscribe',
  summary: 'Afmelden met de link uit de mail (werkt voor elke status; nogmaals afmelden is geen fout).',
  request: { ...headers, body: jsonBody(AlertTokenSchema) },
  responses: { 200: answer('Afgemeld', MessageSchema.extend({ alert: StockAlertSchema })), ...customerErrors },
});

export const listMyAlerts = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/customer/alerts',
  summary: 'De voorraadmeldingen van het adres van de ingelogde klant en de keuze voor prijsmeldingen van favorieten',
  request: headers,
  responses: {
    200: answer('Meldingen', z.object({ stock_alerts: z.array(StockAlertSchema), price_alerts: z.boolean() })),
    ...customerErrors,
  },
});

export const setPriceAlerts = defineOperation({
  ...base,
  method: 'put',
  path: '/v1/customer/alerts/price',
  summary: 'Prijsmeldingen voor favorieten aan of uit (hoogstens één mail per week)',
  request: { ...headers, body: jsonBody(PriceAlertsSchema) },
  responses: { 200: answer('Opgeslagen', MessageSchema.extend({ price_alerts: z.boolean() })), ...customerErrors },
});

/** The List-Unsubscribe target (RFC 8058): a mail program POSTs `List-Unsubscribe=One-Click` here, without the service token. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/v1/alerts/stock/one-click';
