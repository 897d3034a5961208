// /v1/admin/delivery — the crew's delivery planning (contract/operations/admin/delivery.ts; docs/decisions/0066,
// docs/decisions/0066). Every staff role may plan: it is order handling. "Today" is the delivery clock
// the checkout offers days by (promiseNow: the demo's DELIVERY_CLOCK, else the shop's clock).
import type { Context } from 'hono';
import * as ops from '#contract/operations/admin/delivery';
import { amsterdamTime, promiseNow } from '../../delivery/promise';
import { closeDay, dayList, markStopDelivered, markStopNotHome, planWeek, setCapacity } from '../../delivery/planning';
import { createAdminRouter, staffCall, type AdminEnv } from './context';

const today = (c: Context<AdminEnv>) => amsterdamTime(promiseNow(c.get('deps').config)).day;

export function createAdminDeliveryRoutes() {
  const app = createAdminRouter();
  app.openapi(ops.getDeliveryWeek, (c) =>
    staffCall(c, {}, (_a, svc) => planWeek(svc.db, c.req.valid('query').region, c.req.valid('query').week, today(c))),
  );
  app.openapi(ops.setDeliveryCapacity, (c) => staffCall(c, {}, (actor, svc) => setCapacity(svc, actor, c.req.valid('json'), today(c))));
  app.openapi(ops.closeDeliveryDay, (c) => staffCall(c, {}, (actor, svc) => closeDay(svc, actor, c.req.valid('json'), today(c))));
  app.openapi(ops.getDeliveryDay, (c) =>
    staffCall(c, {}, (_a, svc) => dayList(svc.db, c.req.valid('param').region, c.req.valid('param').day)),
  );
  app.openapi(ops.markDeliveryDelivered, (c) =>
    staffCall(c, {}, (actor, svc) => markStopDelivered(svc, actor, c.req.valid('param').number, c.req.valid('json'))),
  );
  app.openapi(ops.markDeliveryNotHome, (c) =>
    staffCall(c, {}, (actor, svc) => markStopNotHome(svc, actor, c.req.valid('param').number, c.req.valid('json'))),
  );
  return app;
}
