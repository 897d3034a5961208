// /v1/admin — returns queue, catalogue care (stock, availability, prices) and review moderation.
import { createRoute } from '@hono/zod-openapi';
import {
  AvailabilityBody, IdParam, LowStockQuery, PriceBody, ReturnListQuery, ReturnRefundBody, ReturnRejectBody, ReviewModerateBody, ReviewReplyBody, StockBody,
} from '../../../contract/schemas/admin';
import { changeStock, lowStock, productWithVariants, setAvailability, setPrice } from '../../services/admin/catalogue';
import { approveReturn, listReturns, receiveReturn, refundReturn, rejectReturn } from '../../services/admin/returns';
import { moderate, replyToReview, reviewQueue } from '../../services/admin/reviews';
import { adminResponses, createAdminRouter, jsonBody, security, staffCall, tags } from './context';

export function createAdminCareRoutes() {
  const app = createAdminRouter();
  const id = (c: { req: { valid(target: 'param'): { id: number } } }) => c.req.valid('param').id;

  app.openapi(
    createRoute({ method: 'get', path: '/v1/admin/returns', tags, security, summary: 'Retourverzoeken (standaard: open)', request: { query: ReturnListQuery }, responses: adminResponses('Retourverzoeken') }),
    (c) => staffCall(c, {}, (_a, svc) => listReturns(svc, c.req.valid('query').status)),
  );
  app.openapi(
    createRoute({ method: 'post', path: '/v1/admin/returns/{id}/approve', tags, security, summary: 'Goedkeuren: retournummer, per mail naar de klant', request: { params: IdParam }, responses: adminResponses('Goedgekeurd') }),
    (c) => staffCall(c, {}, (actor, svc) => approveReturn(svc, actor, id(c))),
  );
  app.openapi(
    createRoute({ method: 'post', path: '/v1/admin/returns/{id}/receive', tags, security, summary: 'Retour ontvangen', request: { params: IdParam }, responses: adminResponses('Ontvangen') }),
    (c) => staffCall(c, {}, (actor, svc) => receiveReturn(svc, actor, id(c))),
  );
  app.openapi(
    createRoute({ method: 'post', path: '/v1/admin/returns/{id}/refund', tags, security, summary: 'Ontvangen retour terugbetalen (bedrag, of wat er nog van de betaling over is)', request: { params: IdParam, body: jsonBody(ReturnRefundBody) }, responses: adminResponses('Terugbetaald') }),
    (c) => staffCall(c, {}, (actor, svc) => refundReturn(svc, actor, id(c), c.req.valid('json'))),
  );
  app.openapi(
    createRoute({ method: 'post', path: '/v1/admin/returns/{id}/reject', tags, security, summary: 'Afwijzen met een reden (per mail naar de klant)', request: { params: IdParam, body: jsonBody(ReturnRejectBody) }, responses: adminResponses('Afgewezen') }),
    (c) => staffCall(c, {}, (actor, svc) => rejectReturn(svc, actor, id(c), c.req.valid('json').reason)),
  );

  app.openapi(
    createRoute({ method: 'get', path: '/v1/admin/stock/low', tags, security, summary: 'Varianten met een voorraad op of onder de drempel', request: { query: LowStockQuery }, responses: adminResponses('Varianten') }),
    (c) => staffCall(c, {}, (_a, svc) => lowStock(svc.db, c.req.valid('query').threshold)),
  );
  app.openapi(
    createRoute({ method: 'get', path: '/v1/admin/products/{id}', tags, security, summary: 'Product met varianten, prijzen en voorraad', request: { params: IdParam }, responses: adminResponses('Product') }),
    (c) => staffCall(c, {}, (_a, svc) => productWithVariants(svc.db, id(c))),
  );
  app.openapi(
    createRoute({ method: 'post', path: '/v1/admin/variants/{id}/stock', tags, security, summary: 'Voorraad zetten (set) of bijtellen (add, ook negatief)', request: { params: IdParam, body: jsonBody(StockBody) }, responses: adminResponses('De variant') }),
    (c) => staffCall(c, {}, (actor, svc) => changeStock(svc, actor, id(c), c.req.valid('json'))),
  );
  app.openapi(
    createRoute({ method: 'post', path: '/v1/admin/variants/{id}/price', tags, security, summary: 'Prijs en oude prijs (centen); de winkel toont het binnen de levensduur van haar caches', request: { params: IdParam, body: jsonBody(PriceBody) }, responses: adminResponses('De variant') }),
    (c) => staffCall(c, {}, (actor, svc) => setPrice(svc, actor, id(c), c.req.valid('json'))),
  );
  app.openapi(
    createRoute({ method: 'post', path: '/v1/admin/products/{id}/availability', tags, security, summary: 'Product leverbaar aan/uit', request: { params: IdParam, body: jsonBody(AvailabilityBody) }, responses: adminResponses('Het product') }),
    (c) => staffCall(c, {}, (actor, svc) => setAvailability(svc, actor, id(c), c.req.valid('json').available)),
  );

  app.openapi(
    createRoute({ method: 'get', path: '/v1/admin/reviews', tags, security, summary: 'Beoordelingen die op goedkeuring wachten, oudste eerst', responses: adminResponses('Wachtrij') }),
    (c) => staffCall(c, {}, (_a, svc) => reviewQueue(svc.db)),
  );
  app.openapi(
    createRoute({ method: 'post', path: '/v1/admin/reviews/{id}/moderate', tags, security, summary: 'Goedkeuren of afwijzen', request: { params: IdParam, body: jsonBody(ReviewModerateBody) }, responses: adminResponses('Beoordeeld') }),
    (c) => staffCall(c, {}, (actor, svc) => moderate(svc.db, actor, id(c), c.req.valid('json').status)),
  );
  app.openapi(
    createRoute({ method: 'post', path: '/v1/admin/reviews/{id}/reply', tags, security, summary: 'Openbaar antwoord van de winkel (leeg: weghalen)', request: { params: IdParam, body: jsonBody(ReviewReplyBody) }, responses: adminResponses('Antwoord opgeslagen') }),
    (c) => staffCall(c, {}, (actor, svc) => replyToReview(svc.db, actor, id(c), c.req.valid('json').reply)),
  );
  return app;
}
