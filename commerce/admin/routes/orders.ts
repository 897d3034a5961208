// /v1/admin/orders — the handlers of the list (search, filters, 50 a page), the CSV export, the
// order page and its actions (contract/operations/admin/orders.ts defines them).
import * as ops from '#contract/operations/admin/orders';
import type { AdminOrderPage } from '#contract/schemas/admin';
import { cancelByStaff, markDelivered, markShipped } from '../fulfilment';
import { exportOrdersCsv, listOrders, orderPage } from '../orders';
import { refundOrder } from '../refunds';
import { createAdminRouter, csvDownload, staffCall, staffFile } from './context';

export function createAdminOrderRoutes() {
  const app = createAdminRouter();
  const number = (c: { req: { valid(target: 'param'): { number: string } } }) => c.req.valid('param').number;

  app.openapi(ops.listOrders, (c) => staffCall(c, {}, (_a, svc) => listOrders(svc.db, c.req.valid('query'))));
  app.openapi(ops.exportOrders, (c) =>
    staffFile(c, async (_a, svc) => csvDownload(await exportOrdersCsv(svc.db, c.req.valid('query')), 'bestellingen.csv')),
  );
  app.openapi(ops.getOrder, (c) => staffCall(c, {}, (_a, svc) => orderPage(svc.db, number(c)) as Promise<AdminOrderPage>));
  // (The order's customer and addresses are stored as JSON the database types as unknown.)

  app.openapi(ops.shipOrder, (c) => staffCall(c, {}, (actor, svc) => markShipped(svc, actor, number(c), c.req.valid('json'))));
  app.openapi(ops.deliverOrder, (c) => staffCall(c, {}, (actor, svc) => markDelivered(svc, actor, number(c))));
  app.openapi(ops.cancelOrder, (c) => staffCall(c, {}, (actor, svc) => cancelByStaff(svc, actor, number(c), c.req.valid('json').reason)));
  app.openapi(ops.refundOrder, (c) => staffCall(c, {}, (actor, svc) => refundOrder(svc, actor, number(c), c.req.valid('json'))));

  return app;
}
