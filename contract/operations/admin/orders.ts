// /v1/admin/orders — list (search, filters, 50 a page), CSV export, the order page, and the actions:
// shipped, delivered, cancelled, refunded.
import { defineOperation } from '../../operation';
import {
  CancelBody,
  OrderListAnswer,
  OrderListQuerySchema,
  OrderNumberParam,
  OrderPageAnswer,
  OrderStateAnswer,
  RefundAnswer,
  RefundBody,
  ShipBody,
} from '../../schemas/admin';
import { adminErrors, answer, csvAnswer, jsonBody, providerUnavailable, security, tags } from './shared';

const base = { tags, security };

export const listOrders = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/admin/orders',
  summary: 'Bestellingen, nieuwste eerst, 50 per pagina (zoeken op nummer, naam, e-mail, postcode)',
  request: { query: OrderListQuerySchema },
  responses: { 200: answer('Een pagina bestellingen en de cursor van de volgende', OrderListAnswer), ...adminErrors },
});

export const exportOrders = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/admin/orders.csv',
  summary: 'De gevonden bestellingen als CSV (puntkomma, decimale komma)',
  request: { query: OrderListQuerySchema },
  responses: { 200: csvAnswer('De bestellingen (UTF-8 met BOM)'), ...adminErrors },
});

export const getOrder = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/admin/orders/{number}',
  summary: 'Bestelling: regels, totalen, adressen, betalingen, terugbetalingen, retouren en tijdlijn',
  request: { params: OrderNumberParam },
  responses: { 200: answer('De bestelling', OrderPageAnswer), ...adminErrors },
});

export const shipOrder = defineOperation({
  ...base,
  method: 'post',
  path: '/v1/admin/orders/{number}/ship',
  summary: 'Verzonden (PostNL/DHL + track & trace; de klant krijgt een mail)',
  request: { params: OrderNumberParam, body: jsonBody(ShipBody) },
  responses: { 200: answer('Verzonden (nogmaals hetzelfde: ongewijzigd)', OrderStateAnswer), ...adminErrors },
});

export const deliverOrder = defineOperation({
  ...base,
  method: 'post',
  path: '/v1/admin/orders/{number}/deliver',
  summary: 'Bezorgd',
  request: { params: OrderNumberParam },
  responses: { 200: answer('Bezorgd', OrderStateAnswer), ...adminErrors },
});

export const cancelOrder = defineOperation({
  ...base,
  method: 'post',
  path: '/v1/admin/orders/{number}/cancel',
  summary: 'Annuleren: voorraad en code komen vrij, het betaalde bedrag wordt terugbetaald',
  request: { params: OrderNumberParam, body: jsonBody(CancelBody) },
  responses: { 200: answer('Geannuleerd', OrderStateAnswer), ...adminErrors, ...providerUnavailable },
});

export const refundOrder = defineOperation({
  ...base,
  method: 'post',
  path: '/v1/admin/orders/{number}/refund',
  summary:
    'Terugbetalen: alles (zonder bedrag), regels of een bedrag, via de betaalprovider; request_id maakt een dubbele verzending onschadelijk',
  request: { params: OrderNumberParam, body: jsonBody(RefundBody) },
  responses: { 200: answer('De terugbetaling', RefundAnswer), ...adminErrors },
});
