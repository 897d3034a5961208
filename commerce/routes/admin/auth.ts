// /v1/admin/auth — staff login (password → ticket → TOTP or recovery code → session), logout, who
// am I, and the one-time enrolment / password links.
import { createRoute } from '@hono/zod-openapi';
import { EnrolBody, LoginBody, OtpBody, TokenParam } from '../../../contract/schemas/admin';
import { completeStaffLink, describeStaffLink, revokeSession, staffLogin, staffOtp } from '../../services/admin/staff-auth';
import { adminResponses, adminServicesOf, answerAdminError, clientIp, createAdminRouter, jsonBody, security, staffCall, tags } from './context';
import type { Context } from 'hono';
import type { AdminEnv } from './context';

async function open(c: Context<AdminEnv>, work: () => Promise<object>): Promise<Response> {
  try {
    return c.json(await work(), 200);
  } catch (error) {
    return answerAdminError(c, error);
  }
}

export function createAdminAuthRoutes() {
  const app = createAdminRouter();

  app.openapi(
    createRoute({ method: 'post', path: '/v1/admin/auth/login', tags, summary: 'Stap 1: e-mailadres en wachtwoord → inlogticket (5 minuten)', request: { body: jsonBody(LoginBody) }, responses: adminResponses('Ticket voor de tweede stap', { 429: 'Te veel pogingen' }) }),
    (c) => open(c, () => staffLogin(adminServicesOf(c), { ...c.req.valid('json'), ip: clientIp(c as never) })),
  );

  app.openapi(
    createRoute({ method: 'post', path: '/v1/admin/auth/otp', tags, summary: 'Stap 2: ticket + TOTP-code (of herstelcode, eenmalig) → medewerkerstoken', request: { body: jsonBody(OtpBody) }, responses: adminResponses('Medewerkerstoken (verloopt na 8 uur zonder gebruik)', { 429: 'Te veel pogingen' }) }),
    (c) => open(c, () => staffOtp(adminServicesOf(c), c.req.valid('json'))),
  );

  app.openapi(
    createRoute({ method: 'post', path: '/v1/admin/auth/logout', tags, security, summary: 'Uitloggen: de sessie vervalt', responses: adminResponses('Uitgelogd') }),
    (c) =>
      staffCall(c, {}, async (_actor, svc) => {
        await revokeSession(svc.db, c.get('sessionHash'), svc.now());
        return { message: 'Je bent uitgelogd.' };
      }),
  );

  app.openapi(
    createRoute({ method: 'get', path: '/v1/admin/auth/me', tags, security, summary: 'De ingelogde medewerker', responses: adminResponses('Medewerker') }),
    (c) => staffCall(c, {}, async (actor) => ({ staff: { id: actor.id, email: actor.email, role: actor.role, refund_limit: actor.refundLimit } })),
  );

  app.openapi(
    createRoute({ method: 'get', path: '/v1/admin/auth/enrol/{token}', tags, summary: 'Eenmalige link: otpauth-URI en QR-code (inschrijven) of alleen het account (wachtwoord opnieuw)', request: { params: TokenParam }, responses: adminResponses('De link') }),
    (c) => open(c, () => describeStaffLink(adminServicesOf(c), c.req.valid('param').token)),
  );

  app.openapi(
    createRoute({ method: 'post', path: '/v1/admin/auth/enrol/{token}', tags, summary: 'Link gebruiken: nieuw wachtwoord + eerste code; inschrijven geeft eenmalig 10 herstelcodes', request: { params: TokenParam, body: jsonBody(EnrolBody) }, responses: adminResponses('Klaar') }),
    (c) => open(c, () => completeStaffLink(adminServicesOf(c), c.req.valid('param').token, c.req.valid('json'))),
  );

  return app;
}

