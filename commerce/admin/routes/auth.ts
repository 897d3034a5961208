// /v1/admin/auth — the handlers of staff login, logout, who am I and the one-time enrolment /
// password links (contract/operations/admin/auth.ts defines them).
import * as ops from '#contract/operations/admin/auth';
import type { StaffLinkPurpose } from '#contract/schemas/admin';
import { completeStaffLink, describeStaffLink, revokeSession, staffLogin, staffOtp } from '../staff-auth';
import { adminServicesOf, answerJson, clientIp, createAdminRouter, staffCall } from './context';

export function createAdminAuthRoutes() {
  const app = createAdminRouter();

  app.openapi(ops.staffLogin, (c) =>
    answerJson(c, 200, () => staffLogin(adminServicesOf(c), { ...c.req.valid('json'), ip: clientIp(c as never) })),
  );
  app.openapi(ops.staffOtp, (c) =>
    answerJson(c, 200, () => staffOtp(adminServicesOf(c), { ...c.req.valid('json'), ip: clientIp(c as never) })),
  );

  app.openapi(ops.staffLogout, (c) =>
    staffCall(c, {}, async (_actor, svc) => {
      await revokeSession(svc.db, c.get('sessionHash'), svc.now());
      return { message: 'Je bent uitgelogd.' };
    }),
  );
  app.openapi(ops.staffMe, (c) =>
    staffCall(c, {}, async (actor) => ({ staff: { id: actor.id, email: actor.email, role: actor.role, refund_limit: actor.refundLimit } })),
  );

  app.openapi(ops.describeStaffLink, (c) =>
    answerJson(c, 200, async () => {
      const link = await describeStaffLink(adminServicesOf(c), c.req.valid('param').token);
      // Only enrolment and password links are found by their token here.
      return { ...link, purpose: link.purpose as StaffLinkPurpose };
    }),
  );
  app.openapi(ops.completeStaffLink, (c) =>
    answerJson(c, 200, () =>
      completeStaffLink(adminServicesOf(c), c.req.valid('param').token, { ...c.req.valid('json'), ip: clientIp(c as never) }),
    ),
  );

  return app;
}
