// /v1/admin — discount codes, dashboard, privacy requests, staff management and the audit log
// (the last two for the owner only).
import { createRoute } from '@hono/zod-openapi';
import {
  AuditQuery, BatchParam, CodeParam, DashboardQuery, DiscountBatchBody, DiscountCreateBody, DiscountListQuery, DiscountUpdateBody, IdParam, PrivacyBody, StaffCreateBody, StaffUpdateBody,
} from '../../../contract/schemas/admin';
import { readAuditLog } from '../../services/admin/audit-log';
import { AdminError } from '../../services/admin/context';
import { dashboard } from '../../services/admin/dashboard';
import { batchCsv, createDiscount, generateBatch, listDiscounts, updateDiscount } from '../../services/admin/discounts';
import { eraseCustomerData, exportCustomerData } from '../../services/admin/privacy';
import { createStaffMember, listStaff, resetStaffPassword, updateStaffMember } from '../../services/admin/staff';
import { adminResponses, createAdminRouter, jsonBody, security, staffCall, tags } from './context';

export function createAdminOfficeRoutes() {
  const app = createAdminRouter();

  app.openapi(
    createRoute({ method: 'get', path: '/v1/admin/discounts', tags, security, summary: 'Kortingscodes met gebruik, en reeksen eenmalige codes', request: { query: DiscountListQuery }, responses: adminResponses('Codes') }),
    (c) => staffCall(c, {}, (_a, svc) => listDiscounts(svc.db, c.req.valid('query').q)),
  );
  app.openapi(
    createRoute({ method: 'post', path: '/v1/admin/discounts', tags, security, summary: 'Kortingscode maken', request: { body: jsonBody(DiscountCreateBody) }, responses: adminResponses('Gemaakt') }),
    (c) => {
      const { code, ...rules } = c.req.valid('json');
      return staffCall(c, { status: 201 }, (actor, svc) => createDiscount(svc, actor, code, rules));
    },
  );
  app.openapi(
    createRoute({ method: 'patch', path: '/v1/admin/discounts/{code}', tags, security, summary: 'Kortingscode wijzigen of uitschakelen (disabled)', request: { params: CodeParam, body: jsonBody(DiscountUpdateBody) }, responses: adminResponses('Gewijzigd') }),
    (c) => staffCall(c, {}, (actor, svc) => updateDiscount(svc, actor, c.req.valid('param').code.toUpperCase(), c.req.valid('json'))),
  );
  app.openapi(
    createRoute({ method: 'post', path: '/v1/admin/discounts/batches', tags, security, summary: 'N eenmalige codes in één reeks (eenmalig getoond; CSV blijft te downloaden)', request: { body: jsonBody(DiscountBatchBody) }, responses: adminResponses('De reeks') }),
    (c) => staffCall(c, { status: 201 }, (actor, svc) => generateBatch(svc, actor, c.req.valid('json'))),
  );
  app.openapi(
    createRoute({ method: 'get', path: '/v1/admin/discounts/batches/{batch}', tags, security, summary: 'De codes van een reeks als CSV, met gebruik', request: { params: BatchParam }, responses: adminResponses('text/csv') }),
    (c) =>
      staffCall(c, {}, async (_a, svc) => {
        const { batch } = c.req.valid('param');
        const csv = await batchCsv(svc.db, batch);
        if (!csv) throw new AdminError('Deze reeks bestaat niet.', 404);
        return new Response(`\uFEFF${csv}`, { headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${batch}.csv"`, 'Cache-Control': 'no-store' } });
      }),
  );

  app.openapi(
    createRoute({ method: 'get', path: '/v1/admin/dashboard', tags, security, summary: 'Bestellingen en omzet van vandaag en deze week, te verzenden, open retouren, weinig voorraad', request: { query: DashboardQuery }, responses: adminResponses('De cijfers') }),
    (c) => staffCall(c, {}, (_a, svc) => dashboard(svc.db, svc.now(), c.req.valid('query').low_stock_threshold)),
  );

  app.openapi(
    createRoute({ method: 'post', path: '/v1/admin/privacy/export', tags, security, summary: 'Alle gegevens bij een e-mailadres als JSON', request: { body: jsonBody(PrivacyBody) }, responses: adminResponses('De gegevens') }),
    (c) => staffCall(c, {}, (actor, svc) => exportCustomerData(svc.db, actor, c.req.valid('json').email)),
  );
  app.openapi(
    createRoute({ method: 'post', path: '/v1/admin/privacy/erase', tags, security, summary: 'Gegevens wissen: bestellingen blijven (bewaarplicht), persoonsgegevens worden anoniem', request: { body: jsonBody(PrivacyBody) }, responses: adminResponses('Gewist') }),
    (c) =>
      staffCall(c, {}, (actor, svc) => {
        const body = c.req.valid('json');
        if (body.confirm !== true) throw new AdminError('Bevestig dat je de gegevens wilt verwijderen.', 400, 'confirm');
        return eraseCustomerData(svc.db, actor, body.email, svc.now());
      }),
  );

  app.openapi(
    createRoute({ method: 'get', path: '/v1/admin/staff', tags, security, summary: 'Medewerkers (alleen eigenaar)', responses: adminResponses('Medewerkers') }),
    (c) => staffCall(c, { owner: true }, (actor, svc) => listStaff(svc, actor)),
  );
  app.openapi(
    createRoute({ method: 'post', path: '/v1/admin/staff', tags, security, summary: 'Medewerker aanmaken; antwoordt met een eenmalige inschrijflink (alleen eigenaar)', request: { body: jsonBody(StaffCreateBody) }, responses: adminResponses('Aangemaakt') }),
    (c) => staffCall(c, { owner: true, status: 201 }, (actor, svc) => createStaffMember(svc.db, svc.publicUrl, actor, c.req.valid('json'), svc.now())),
  );
  app.openapi(
    createRoute({ method: 'patch', path: '/v1/admin/staff/{id}', tags, security, summary: 'Uitschakelen, limiet voor terugbetalingen, naam (alleen eigenaar)', request: { params: IdParam, body: jsonBody(StaffUpdateBody) }, responses: adminResponses('Gewijzigd') }),
    (c) => staffCall(c, { owner: true }, (actor, svc) => updateStaffMember(svc, actor, c.req.valid('param').id, c.req.valid('json'))),
  );
  app.openapi(
    createRoute({ method: 'post', path: '/v1/admin/staff/{id}/reset-password', tags, security, summary: 'Wachtwoord van een ander opnieuw laten instellen: eenmalige link (alleen eigenaar)', request: { params: IdParam }, responses: adminResponses('De link') }),
    (c) => staffCall(c, { owner: true }, (actor, svc) => resetStaffPassword(svc, actor, c.req.valid('param').id)),
  );
  app.openapi(
    createRoute({ method: 'get', path: '/v1/admin/audit', tags, security, summary: 'Auditlog, nieuwste eerst (alleen eigenaar)', request: { query: AuditQuery }, responses: adminResponses('Regels') }),
    (c) => staffCall(c, { owner: true }, (actor, svc) => readAuditLog(svc.db, actor, c.req.valid('query').before)),
  );
  return app;
}
