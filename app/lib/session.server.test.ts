import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getVisitor, sessionStorage } from './session.server';

const context = (secureCookies: boolean) => ({ sessionSecret: 'test-secret', secureCookies }) as AppLoadContext;

describe('session cookie', () => {
  it('is __Host- prefixed, Secure and host-only over HTTPS', async () => {
    const storage = sessionStorage(context(true));
    const session = await storage.getSession(null);
    session.set('customerToken', 'token');
    session.set('firstName', 'Sanne');
    const cookie = await storage.commitSession(session);
    expect(cookie).toMatch(/^__Host-slaapzaak_session=/);
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toMatch(/Domain=/i);
    const request = new Request('https://shop.test/', { headers: { Cookie: cookie.split(';')[0]! } });
    expect(await getVisitor(request, context(true))).toEqual({ loggedIn: true, firstName: 'Sanne' });
  });

  it('keeps the plain name over HTTP (browsers refuse __Host- cookies without Secure)', async () => {
    const storage = sessionStorage(context(false));
    const cookie = await storage.commitSession(await storage.getSession(null));
    expect(cookie).toMatch(/^slaapzaak_session=/);
    expect(cookie).not.toContain('Secure');
  });
});
