import fc from 'fast-check';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sessionStorage } from '../session.server';
import {
  backOfficeReturnPath,
  commitStaffSession,
  destroyStaffSession,
  loginLocation,
  readStaffSession,
  sessionEnded,
  staffOf,
  STAFF_IDLE_SECONDS,
} from './staff-session.server';

const context = (secure = false) => ({ sessionSecret: 'test-secret', secureCookies: secure }) as AppLoadContext;
const cookieOf = (setCookie: string) => setCookie.split(';')[0]!;
const requestWith = (cookie?: string, url = 'http://shop.test/beheer/') => new Request(url, { headers: cookie ? { Cookie: cookie } : {} });

/** What a signed cookie value means: its URL-decoded parts as bytes (a value that does not decode is its own). */
function cookieBytes(value: string): string {
  try {
    return decodeURIComponent(value)
      .split('.')
      .map((part) => Buffer.from(part, 'base64').toString('hex'))
      .join('.');
  } catch {
    return `undecodable:${value}`;
  }
}

async function loggedIn(ctx = context()) {
  const session = await readStaffSession(requestWith(), ctx);
  session.set('token', 'staff-token-123');
  session.set('role', 'medewerker');
  session.set('email', 'medewerker@slaapzaak.nl');
  return commitStaffSession(ctx, session);
}

describe('the staff cookie', () => {
  it('is HttpOnly, SameSite=Strict, only for /beheer, and lives 8 hours', async () => {
    const header = await loggedIn();
    expect(header).toMatch(/^slaapzaak_beheer=/);
    expect(header).toMatch(/; HttpOnly/i);
    expect(header).toMatch(/; SameSite=Strict/i);
    expect(header).toMatch(/; Path=\/beheer(;|$)/);
    expect(header).toContain(`Max-Age=${STAFF_IDLE_SECONDS}`);
    expect(STAFF_IDLE_SECONDS).toBe(8 * 60 * 60);
    expect(header).not.toMatch(/; Secure/i);
  });

  it('is Secure with the __Secure- prefix over HTTPS', async () => {
    const header = await loggedIn(context(true));
    expect(header).toMatch(/^__Secure-slaapzaak_beheer=/);
    expect(header).toMatch(/; Secure/i);
    // Read back only under its own name.
    const staff = staffOf(await readStaffSession(requestWith(cookieOf(header)), context(true)));
    expect(staff).toEqual({ token: 'staff-token-123', role: 'medewerker', email: 'medewerker@slaapzaak.nl' });
    expect(staffOf(await readStaffSession(requestWith(cookieOf(header).replace('__Secure-', '')), context(true)))).toBeNull();
  });

  it('reads back the staff member it was written for', async () => {
    const staff = staffOf(await readStaffSession(requestWith(cookieOf(await loggedIn())), context()));
    expect(staff?.token).toBe('staff-token-123');
    expect(staff?.role).toBe('medewerker');
  });

  it('gives nothing for a tampered value, another secret, or a customer session under its name (property)', async () => {
    const good = cookieOf(await loggedIn());
    const [name, value] = [good.slice(0, good.indexOf('=')), good.slice(good.indexOf('=') + 1)];
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: value.length - 1 }), fc.constantFrom('A', 'b', '0', '%', '.'), async (at, by) => {
        const tampered = value.slice(0, at) + by + value.slice(at + 1);
        // `%2B` and `%2b` are one `+`, and base64 leaves the last character's low bits unused: a change that
        // decodes to the same bytes is the same cookie, not a tampered one.
        fc.pre(cookieBytes(tampered) !== cookieBytes(value));
        expect(staffOf(await readStaffSession(requestWith(`${name}=${tampered}`), context()))).toBeNull();
      }),
      { numRuns: 60 },
    );
    expect(staffOf(await readStaffSession(requestWith(good), { ...context(), sessionSecret: 'another' } as AppLoadContext))).toBeNull();
    // The storefront's session, signed with the shop's own secret, is no staff cookie even when it holds a token.
    const customer = await sessionStorage(context()).getSession();
    customer.set('customerToken', 'customer-token');
    (customer as unknown as { set(k: string, v: string): void }).set('token', 'customer-token');
    const customerCookie = cookieOf(await sessionStorage(context()).commitSession(customer));
    const disguised = `slaapzaak_beheer=${customerCookie.slice(customerCookie.indexOf('=') + 1)}`;
    expect(staffOf(await readStaffSession(requestWith(disguised), context()))).toBeNull();
  });

  it('needs a token and a known role', async () => {
    const session = await readStaffSession(requestWith(), context());
    session.set('token', 'x');
    expect(staffOf(session)).toBeNull();
    session.set('role', 'klant' as never);
    expect(staffOf(session)).toBeNull();
    session.set('role', 'eigenaar');
    expect(staffOf(session)?.role).toBe('eigenaar');
  });

  it('is emptied at logout', async () => {
    const session = await readStaffSession(requestWith(cookieOf(await loggedIn())), context());
    const header = await destroyStaffSession(context(), session);
    expect(header).toMatch(/^slaapzaak_beheer=;/);
    expect(header).toMatch(/Expires=Thu, 01 Jan 1970/);
  });
});

describe('return paths of the back office', () => {
  it('stays inside /beheer/ and never returns to the login page', () => {
    expect(backOfficeReturnPath('/beheer/bestellingen/?status=paid')).toBe('/beheer/bestellingen/?status=paid');
    for (const bad of [
      'https://evil.example/beheer/',
      '//evil.example/',
      '/account/',
      '/beheer/inloggen/',
      '/beheer/inloggen/?redirectTo=/x',
      '/\\evil',
      null,
      42,
      '',
    ]) {
      expect(backOfficeReturnPath(bad), String(bad)).toBe('/beheer/');
    }
  });

  it('remembers the page, not its data request, and never a form post', () => {
    expect(loginLocation(new Request('http://shop.test/beheer/bestellingen/?q=jansen'))).toBe(
      '/beheer/inloggen/?redirectTo=%2Fbeheer%2Fbestellingen%2F%3Fq%3Djansen',
    );
    expect(loginLocation(new Request('http://shop.test/beheer/retouren/_.data?_routes=beheer'))).toBe(
      '/beheer/inloggen/?redirectTo=%2Fbeheer%2Fretouren%2F',
    );
    expect(loginLocation(new Request('http://shop.test/beheer/'))).toBe('/beheer/inloggen/');
    expect(loginLocation(new Request('http://shop.test/beheer/bestellingen/DKBD1000001/', { method: 'POST' }))).toBe('/beheer/inloggen/');
    expect(loginLocation(new Request('http://shop.test/beheer/'), 'verlopen')).toBe('/beheer/inloggen/?reden=verlopen');
  });

  it('sends an ended session to the login page with the cookie removed', async () => {
    const thrown = await sessionEnded(requestWith(cookieOf(await loggedIn()), 'http://shop.test/beheer/voorraad/'), context()).catch(
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(Response);
    const res = thrown as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/beheer/inloggen/?redirectTo=%2Fbeheer%2Fvoorraad%2F&reden=verlopen');
    expect(res.headers.get('Set-Cookie')).toMatch(/^slaapzaak_beheer=;/);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
  });
});
