// /v1/admin/vitals — the field-data report (contract/operations/admin/vitals.ts); every staff role reads it.
import * as ops from '#contract/operations/admin/vitals';
import { vitalsReport } from '../../rum/vitals';
import { createAdminRouter, staffCall } from './context';

export function createAdminVitalsRoutes() {
  const app = createAdminRouter();
  app.openapi(ops.getVitalsReport, (c) => staffCall(c, {}, (_a, svc) => vitalsReport(svc.db, c.req.valid('query').dagen === '7' ? 7 : 28)));
  return app;
}
