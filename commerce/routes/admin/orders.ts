// /v1/admin/orders — list (search, filters, 50 a page), CSV export, the order page, and the actions:
// shipped, delivered, cancelled, refunded.
import { createRoute } from '@hono/zod-openapi';
import { CancelBody, OrderListQuerySchema, OrderNumberParam, RefundBody, ShipBody } from '../../../contract/schemas/admin';
import { cancelByStaff, markDelivered, markShipped } from '../../services/admin/fulfilment';
import { exportOrdersCsv, listOrders, orderPage } from '../../services/admin/orders';
import { refundOrder } from '../../services/admin/refunds';
import { adminResponses, createAdminRouter, jsonBody, security, staffCall, tags } from './context';

export function createAdminOrderRoutes() {
  const app = createAdminRouter();

  app.openapi(
    createRoute({ method: 'get', path: '/v1/admin/orders', tags, security, summary: 'Bestellingen, nieuwste eerst, 50 per pagina (zoeken op nummer, naam, e-mail, postcode)', request: { query: OrderListQuerySchema }, responses: adminResponses('Een pagina bestellingen en de cursor van de volgende') }),
    (c) => staffCall(c, {}, (_a, svc) => listOrders(svc.db, c.req.valid('query'))),
  );

  app.openapi(
    createRoute({ method: 'get', path: '/v1/admin/orders.csv', tags, security, summary: 'De gevonden bestellingen als CSV (puntkomma, decimale komma)', request: { query: OrderListQuerySchema }, responses: adminResponses('text/csv') }),
    (c) =>
      staffCall(c, {}, async (_a, svc) => {
        const csv = await exportOrdersCsv(svc.db, c.req.valid('query'));
        return new Response(`\uFEFF${csv}`, {
          headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="bestellingen.csv"', 'Cache-Control': 'no-store' },
        });
      }),
  );

  app.openapi(
    createRoute({ method: 'get', path: '/v1/admin/orders/{number}', tags, security, summary: 'Bestelling: regels, totalen, adressen, betalingen, terugbetalingen, retouren en tijdlijn', request: { params: OrderNumberParam }, responses: adminResponses('De bestelling') }),
    (c) => staffCall(c, {}, (_a, svc) => orderPage(svc.db, c.req.valid('param').number)),
  );

  app.openapi(
    createRoute({ method: 'post', path: '/v1/admin/orders/{number}/ship', tags, security, summary: 'Verzonden (PostNL/DHL + track & trace; de klant krijgt een mail)', request: { params: OrderNumberParam, body: jsonBody(ShipBody) }, responses: adminResponses('Verzonden (nogmaals hetzelfde: ongewijzigd)') }),
    (c) => staffCall(c, {}, (actor, svc) => markShipped(svc, actor, c.req.valid('param').number, c.req.valid('json'))),
  );

  app.openapi(
    createRoute({ method: 'post', path: '/v1/admin/orders/{number}/deliver', tags, security, summary: 'Bezorgd', request: { params: OrderNumberParam }, responses: adminResponses('Bezorgd') }),
    (c) => staffCall(c, {}, (actor, svc) => markDelivered(svc, actor, c.req.valid('param').number)),
  );

  app.openapi(
    createRoute({ method: 'post', path: '/v1/admin/orders/{number}/cancel', tags, security, summary: 'Annuleren: voorraad en code komen vrij, het betaalde bedrag wordt terugbetaald', request: { params: OrderNumberParam, body: jsonBody(CancelBody) }, responses: adminResponses('Geannuleerd', { 503: 'Betaalprovider niet bereikbaar' }) }),
    (c) => staffCall(c, {}, (actor, svc) => cancelByStaff(svc, actor, c.req.valid('param').number, c.req.valid('json').reason)),
  );

  app.openapi(
    createRoute({ method: 'post', path: '/v1/admin/orders/{number}/refund', tags, security, summary: 'Terugbetalen: alles (zonder bedrag), regels of een bedrag, via de betaalprovider; request_id maakt een dubbele verzending onschadelijk', request: { params: OrderNumberParam, body: jsonBody(RefundBody) }, responses: adminResponses('De terugbetaling') }),
    (c) => staffCall(c, {}, (actor, svc) => refundOrder(svc, actor, c.req.valid('param').number, c.req.valid('json'))),
  );

  return app;
}
