// Attack review 2026-11-27, H3 and H10 (docs/security/attack-review-2026-11-27.md, ADR 0046): a new e-mail
// address of an account is confirmed by the mailed link AND the account's password, and the move ends every
// one-time link and every other session of the account. The review's own tests are in attack-review.test.ts;
// these add the legitimate path (one click and one password, on the API and on the storefront's confirm page),
// the wrong password, and the login link and sessions of the old mailbox. PGlite, and PostgreSQL with
// TEST_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action as confirmAction, loader as confirmLoader } from '../../app/routes/account.confirm-email';
import type { FormAnswer } from '../../app/lib/form-submission.server';
import { createTestShop, dbKinds, type TestShop } from '../helpers/shop';
import { routeArgs } from '../helpers/route-args';
import { shown } from '../helpers/form-answer';

const PASSWORD = 'Verhuizen2026!';
const WRONG = /^Dit wachtwoord hoort niet bij dit account\./;
const uniqueEmail = (tag: string) => `${tag}-${randomBytes(4).toString('hex')}@example.nl`;
/** The value of `param` in the first link to `path` in a mail's text. */
const linkParam = (text: string, path: string, param: string) => {
  const match = new RegExp(`(\\S*${path.replace(/\//g, '\\/')}\\?\\S+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in mail:\n${text}`);
  const value = new URL(match[1]!).searchParams.get(param);
  if (!value) throw new Error(`no ${param} in ${match[1]}`);
  return value;
};

describe.each(dbKinds)('attack review: moving an account to a new address on %s', (kind) => {
  let shop: TestShop;
  let token: string;
  let ipCounter = 0;
  const nextIp = () => `198.51.${100 + (++ipCounter >> 8)}.${ipCounter & 255}`;

  const call = async (method: string, path: string, init: { body?: unknown; customer?: string } = {}) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'x-forwarded-for': nextIp() };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.customer) headers['x-customer-token'] = init.customer;
    const res = await shop.app.request(path, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
  const mails = async (to: string, tag?: string) => {
    await shop.settled();
    return (await shop.mailer.list()).filter((m) => m.to.toLowerCase() === to.toLowerCase() && (!tag || m.tag === tag));
  };
  const login = (username: string, password: string) => call('POST', '/v1/customer/login', { body: { username, password } });
  const confirmChange = (changeToken: string, password: string, customer?: string) =>
    call('POST', '/v1/customer/email/change/confirm', { body: { token: changeToken, password }, customer });

  /** A confirmed account with a session, and its request to move to `to`; answers the link mailed to `to`. */
  async function accountMovingTo(tag: string, to: string) {
    const email = uniqueEmail(tag);
    expect(
      (
        await call('POST', '/v1/customer', {
          body: { type: 'private', first_name: 'Mila', last_name: 'Verhuisd', email, password: PASSWORD },
        })
      ).status,
    ).toBe(202);
    const confirmToken = linkParam((await mails(email, 'email-confirm'))[0]!.text, '/account/confirm-email/', 'token');
    const session = (await call('POST', '/v1/customer/email/confirm', { body: { token: confirmToken, password: PASSWORD } })).body
      .token as string;
    const form = (await call('GET', '/v1/customer', { customer: session })).body.customer;
    return {
      email,
      session,
      ask: async () => {
        const asked = await call('PUT', '/v1/customer', { customer: session, body: { ...form, email: to, current_password: PASSWORD } });
        expect(asked.status).toBe(200);
        return linkParam((await mails(to, 'email-change-confirm')).at(-1)!.text, '/account/confirm-email/', 'change');
      },
    };
  }

  beforeAll(async () => {
    shop = await createTestShop(kind);
    token = await shop.token();
  }, 120_000);
  afterAll(() => shop?.close());

  it('the link alone or with a wrong password moves nothing and says so in Dutch; the link then still works with the right one', async () => {
    const fresh = uniqueEmail('nieuw');
    const me = await accountMovingTo('oud', fresh);
    const changeToken = await me.ask();

    const bare = await call('POST', '/v1/customer/email/change/confirm', { body: { token: changeToken } });
    expect(bare.status).toBe(400);
    const wrong = await confirmChange(changeToken, 'Overname2026!');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toMatch(WRONG);
    expect(wrong.body.error.issues).toEqual([{ path: 'password', message: wrong.body.error.message }]);
    expect((await login(fresh, PASSWORD)).status).toBe(401);
    expect(await mails(me.email, 'email-changed')).toHaveLength(0);

    const done = await confirmChange(changeToken, PASSWORD, me.session);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(`Je e-mailadres is gewijzigd in ${fresh}. Log voortaan in met dit e-mailadres.`);
    expect((await call('GET', '/v1/customer', { customer: me.session })).body.customer).toMatchObject({
      email: fresh,
      email_confirmed: true,
    });
    expect((await login(fresh, PASSWORD)).status).toBe(200);
    expect(await mails(me.email, 'email-changed')).toHaveLength(1);
  });

  it('ten wrong passwords pause the link; a stranger’s wrong logins on the address do not', async () => {
    const fresh = uniqueEmail('gepauzeerd');
    const me = await accountMovingTo('pauze', fresh);
    const changeToken = await me.ask();
    for (let i = 0; i < 12; i++) await login(me.email, `Fout${i}2026!`);
    for (let i = 0; i < 10; i++) expect((await confirmChange(changeToken, `Gok${i}2026!`)).status).toBe(400);
    const paused = await confirmChange(changeToken, PASSWORD);
    expect(paused.status).toBe(429);
    expect(paused.body.error.message).toMatch(/Te vaak een verkeerd wachtwoord ingevuld/);
    expect((await login(fresh, PASSWORD)).status).toBe(401);
  });

  it('the move ends the login link mailed to the old address and every other session; the confirming session stays', async () => {
    const fresh = uniqueEmail('schoon');
    const me = await accountMovingTo('achterblijver', fresh);
    const changeToken = await me.ask();
    // Meanwhile, someone with the old mailbox: a session of their own, and a login link (after ten wrong logins).
    const other = (await login(me.email, PASSWORD)).body.token as string;
    for (let i = 0; i < 12; i++) await login(me.email, `Fout${i}2026!`);
    const [loginMail] = await mails(me.email, 'login-link');
    expect(loginMail, 'a login link to the old address').toBeDefined();
    const loginToken = linkParam(loginMail!.text, '/account/confirm-email/', 'login');

    expect((await confirmChange(changeToken, PASSWORD, me.session)).status).toBe(200);

    expect((await call('POST', '/v1/customer/login/link', { body: { token: loginToken } })).status).toBe(400);
    expect((await call('GET', '/v1/customer', { customer: other })).status).toBe(401);
    expect((await call('GET', '/v1/customer', { customer: me.session })).status).toBe(200);
  });

  it('the storefront’s confirm page for a new address asks the password, says a wrong one in Dutch, and moves with the right one', async () => {
    const fresh = uniqueEmail('winkel');
    const me = await accountMovingTo('winkeloud', fresh);
    const changeToken = await me.ask();
    expect(
      await confirmLoader(routeArgs(new Request(`http://localhost/account/confirm-email/?change=${changeToken}`), shop.context)),
    ).toEqual({
      kind: 'email-change',
      token: changeToken,
    });
    const press = (password: string) =>
      confirmAction(
        routeArgs(
          new Request('http://localhost/account/confirm-email/', {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ token: changeToken, kind: 'email-change', password }),
          }),
          shop.context,
        ),
      );
    const wrong = (await press('Overname2026!')) as { data: FormAnswer; init: ResponseInit | null };
    expect(wrong.init?.status).toBe(400);
    const seen = shown(wrong.data);
    expect(seen.errors.password ?? seen.error).toMatch(WRONG);
    expect((await login(fresh, PASSWORD)).status).toBe(401);
    const right = (await press(PASSWORD)) as Response;
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe('/account/login/');
    expect((await login(fresh, PASSWORD)).status).toBe(200);
  });
});
