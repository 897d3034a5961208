// /v1/admin — the handlers of discount codes, the dashboard, privacy requests, staff management and
// the audit log (the last two for the owner only; contract/operations/admin/office.ts defines them).
import * as ops from '#contract/operations/admin/office';
import type { DashboardNumbers, StaffLinkPurpose } from '#contract/schemas/admin';
import { readAuditLog, verifyAuditLog } from '../audit-log';
import { AdminError } from '../context';
import { dashboard } from '../dashboard';
import { batchCsv, createDiscount, generateBatch, listDiscounts, updateDiscount } from '../../discounts/admin';
import { eraseCustomerData, exportCustomerData } from '../privacy';
import { createStaffMember, listStaff, resetStaffPassword, updateStaffMember } from '../staff';
import { createAdminRouter, csvDownload, staffCall, staffFile } from './context';

type AdminRouter = ReturnType<typeof createAdminRouter>;

function registerDiscounts(app: AdminRouter) {
  app.openapi(ops.listDiscounts, (c) => staffCall(c, {}, (_a, svc) => listDiscounts(svc.db, c.req.valid('query').q)));
  app.openapi(ops.createDiscount, (c) => {
    const { code, ...rules } = c.req.valid('json');
    return staffCall(c, { status: 201 }, (actor, svc) => createDiscount(svc, actor, code, rules));
  });
  app.openapi(ops.updateDiscount, (c) =>
    staffCall(c, {}, (actor, svc) => updateDiscount(svc, actor, c.req.valid('param').code.toUpperCase(), c.req.valid('json'))),
  );
  app.openapi(ops.createDiscountBatch, (c) =>
    staffCall(c, { status: 201 }, (actor, svc) => generateBatch(svc, actor, c.req.valid('json'))),
  );
  app.openapi(ops.exportDiscountBatch, (c) =>
    staffFile(c, async (_a, svc) => {
      const { batch } = c.req.valid('param');
      const csv = await batchCsv(svc.db, batch);
      if (!csv) throw new AdminError('Deze reeks bestaat niet.', 404);
      return csvDownload(csv, `${batch}.csv`);
    }),
  );
}

function registerPrivacy(app: AdminRouter) {
  app.openapi(ops.exportCustomerData, (c) =>
    staffCall(c, {}, (actor, svc) => exportCustomerData(svc.db, actor, c.req.valid('json').email)),
  );
  app.openapi(ops.eraseCustomerData, (c) =>
    staffCall(c, {}, (actor, svc) => {
      const body = c.req.valid('json');
      if (body.confirm !== true) throw new AdminError('Bevestig dat je de gegevens wilt verwijderen.', 400, 'confirm');
      return eraseCustomerData(svc.db, actor, body.email, svc.now());
    }),
  );
}

function registerStaff(app: AdminRouter) {
  app.openapi(ops.listStaff, (c) => staffCall(c, { owner: true }, (actor, svc) => listStaff(svc, actor)));
  app.openapi(ops.createStaffMember, (c) =>
    staffCall(c, { owner: true, status: 201 }, (actor, svc) =>
      createStaffMember(svc.db, svc.publicUrl, actor, c.req.valid('json'), svc.now()),
    ),
  );
  app.openapi(ops.updateStaffMember, (c) =>
    staffCall(c, { owner: true }, (actor, svc) => updateStaffMember(svc, actor, c.req.valid('param').id, c.req.valid('json'))),
  );
  app.openapi(ops.resetStaffPassword, (c) =>
    staffCall(c, { owner: true }, async (actor, svc) => {
      const link = await resetStaffPassword(svc, actor, c.req.valid('param').id);
      return { ...link, purpose: link.purpose as StaffLinkPurpose };
    }),
  );
  app.openapi(ops.readAuditLog, (c) =>
    staffCall(c, { owner: true }, (actor, svc) => readAuditLog(svc.db, actor, c.req.valid('query').before)),
  );
  app.openapi(ops.verifyAuditLog, (c) => staffCall(c, { owner: true }, (_actor, svc) => verifyAuditLog(svc.db)));
}

export function createAdminOfficeRoutes() {
  const app = createAdminRouter();
  registerDiscounts(app);
  app.openapi(ops.getDashboard, (c) =>
    staffCall(c, {}, (_a, svc) => dashboard(svc.db, svc.now(), c.req.valid('query').low_stock_threshold) as Promise<DashboardNumbers>),
  );
  registerPrivacy(app);
  registerStaff(app);
  return app;
}
