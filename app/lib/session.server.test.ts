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

describe('rotating SESSION_SECRET (SESSION_SECRET_PREVIOUS)', () => {
  const OLD = 'old-session-secret-0123456789abcdef';
  const NEW = 'new-session-secret-0123456789abcdef';
  const at = (sessionSecret: string, previousSessionSecrets?: string[]) =>
    ({ sessionSecret, previousSessionSecrets, secureCookies: true }) as AppLoadContext;

  async function loggedInCookie(context: AppLoadContext) {
    const storage = sessionStorage(context);
    const session = await storage.getSession(null);
    session.set('customerToken', 'token');
    session.set('firstName', 'Sanne');
    return (await storage.commitSession(session)).split(';')[0]!;
  }
  const visitor = (cookie: string, context: AppLoadContext) =>
    getVisitor(new Request('https://shop.test/', { headers: { Cookie: cookie } }), context);

  it('keeps a shopper logged in across the rotation, and signs new cookies with the new secret', async () => {
    const before = await loggedInCookie(at(OLD));
    expect(await visitor(before, at(NEW, [OLD]))).toEqual({ loggedIn: true, firstName: 'Sanne' });
    const after = await loggedInCookie(at(NEW, [OLD]));
    // Once the old secret is dropped, only cookies signed with the new one are read.
    expect(await visitor(after, at(NEW))).toEqual({ loggedIn: true, firstName: 'Sanne' });
    expect((await visitor(before, at(NEW))).loggedIn).toBe(false);
  });

  it('reads no cookie signed with a secret that is neither the current nor a previous one', async () => {
    const forged = await loggedInCookie(at('someone-elses-secret-0123456789abcdef'));
    expect((await visitor(forged, at(NEW, [OLD]))).loggedIn).toBe(false);
  });
});
