// /v1/admin — the handlers of the returns queue, catalogue care (stock, availability, prices) and
// review moderation (contract/operations/admin/care.ts defines them).
import * as ops from '#contract/operations/admin/care';
import { changeStock, lowStock, productWithVariants, setAvailability, setPrice } from '../catalogue';
import { approveReturn, listReturns, receiveReturn, refundReturn, rejectReturn } from '../returns';
import * as own from '#contract/operations/admin/customer-returns';
import {
  listCustomerReturns,
  previewCustomerReturnRefund,
  receiveCustomerReturn,
  refundCustomerReturn,
  rejectCustomerReturn,
  trialPickupDone,
} from '../customer-returns';
import { moderate, replyToReview, reviewQueue } from '../reviews';
import { createAdminRouter, staffCall } from './context';

type AdminRouter = ReturnType<typeof createAdminRouter>;
const id = (c: { req: { valid(target: 'param'): { id: number } } }) => c.req.valid('param').id;

function registerReturns(app: AdminRouter) {
  app.openapi(ops.listReturns, (c) => staffCall(c, {}, (_a, svc) => listReturns(svc, c.req.valid('query').status)));
  app.openapi(ops.approveReturn, (c) => staffCall(c, {}, (actor, svc) => approveReturn(svc, actor, id(c))));
  app.openapi(ops.receiveReturn, (c) => staffCall(c, {}, (actor, svc) => receiveReturn(svc, actor, id(c))));
  app.openapi(ops.refundReturn, (c) => staffCall(c, {}, (actor, svc) => refundReturn(svc, actor, id(c), c.req.valid('json'))));
  app.openapi(ops.rejectReturn, (c) => staffCall(c, {}, (actor, svc) => rejectReturn(svc, actor, id(c), c.req.valid('json').reason)));
}

/** Self-service returns (docs/decisions/0057): the refund takes no amount, it is computed. */
function registerCustomerReturns(app: AdminRouter) {
  app.openapi(own.listCustomerReturns, (c) => staffCall(c, {}, (_a, svc) => listCustomerReturns(svc, c.req.valid('query').status)));
  app.openapi(own.receiveCustomerReturn, (c) =>
    staffCall(c, {}, (actor, svc) => receiveCustomerReturn(svc, actor, id(c), c.req.valid('json').note)),
  );
  app.openapi(own.refundCustomerReturn, (c) => staffCall(c, {}, (actor, svc) => refundCustomerReturn(svc, actor, id(c))));
  app.openapi(own.previewCustomerReturnRefund, (c) => staffCall(c, {}, (_a, svc) => previewCustomerReturnRefund(svc, id(c))));
  app.openapi(own.rejectCustomerReturn, (c) =>
    staffCall(c, {}, (actor, svc) => rejectCustomerReturn(svc, actor, id(c), c.req.valid('json').reason)),
  );
  app.openapi(own.trialPickupDone, (c) => staffCall(c, {}, (actor, svc) => trialPickupDone(svc, actor, id(c))));
}

function registerCatalogue(app: AdminRouter) {
  app.openapi(ops.listLowStock, (c) => staffCall(c, {}, (_a, svc) => lowStock(svc.db, c.req.valid('query').threshold)));
  app.openapi(ops.getProduct, (c) => staffCall(c, {}, (_a, svc) => productWithVariants(svc.db, id(c))));
  app.openapi(ops.changeStock, (c) => staffCall(c, {}, (actor, svc) => changeStock(svc, actor, id(c), c.req.valid('json'))));
  app.openapi(ops.setPrice, (c) => staffCall(c, {}, (actor, svc) => setPrice(svc, actor, id(c), c.req.valid('json'))));
  app.openapi(ops.setAvailability, (c) =>
    staffCall(c, {}, (actor, svc) => setAvailability(svc, actor, id(c), c.req.valid('json').available)),
  );
}

function registerReviews(app: AdminRouter) {
  app.openapi(ops.listPendingReviews, (c) => staffCall(c, {}, (_a, svc) => reviewQueue(svc.db)));
  app.openapi(ops.moderateReview, (c) => staffCall(c, {}, (actor, svc) => moderate(svc.db, actor, id(c), c.req.valid('json').status)));
  app.openapi(ops.replyToReview, (c) => staffCall(c, {}, (actor, svc) => replyToReview(svc.db, actor, id(c), c.req.valid('json').reply)));
}

export function createAdminCareRoutes() {
  const app = createAdminRouter();
  registerReturns(app);
  registerCustomerReturns(app);
  registerCatalogue(app);
  registerReviews(app);
  return app;
}
