// /v1/admin/search — the search report and the synonym editor (contract/operations/admin/search.ts).
import * as ops from '#contract/operations/admin/search';
import { deleteSynonym, saveSynonym, searchReport } from '../search';
import { createAdminRouter, staffCall } from './context';

export function createAdminSearchRoutes() {
  const app = createAdminRouter();
  app.openapi(ops.getSearchReport, (c) => staffCall(c, {}, (_a, svc) => searchReport(svc)));
  app.openapi(ops.addSearchSynonym, (c) => staffCall(c, {}, (actor, svc) => saveSynonym(svc, actor, c.req.valid('json'))));
  app.openapi(ops.deleteSearchSynonym, (c) => staffCall(c, {}, (actor, svc) => deleteSynonym(svc, actor, c.req.valid('param').id)));
  return app;
}
