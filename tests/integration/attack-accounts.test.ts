// docs/decisions/0046, holes 2 and 3, as the attacker plays them through the real API (and the storefront's confirm
// page): account pre-hijacking (a stranger makes the account for your address with their password and
// waits for you to confirm it) and recovery that does not recover (a pending e-mail change, a login
// link or a confirm link surviving the victim's new password). Each test asserts what the attacker
// ends up with (no login, no orders, no address) and that the victim's own path still works with one
// click and one password. PGlite, and PostgreSQL with TEST_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action as confirmAction, loader as confirmLoader } from '../../app/routes/account.confirm-email';
import type { FormAnswer } from '../../app/lib/form-submission.server';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../commerce/db/seed/customers';
import { createTestShop, dbKinds, type TestShop } from '../helpers/shop';
import { routeArgs } from '../helpers/route-args';
import { shown } from '../helpers/form-answer';

const ATTACKER_PASSWORD = 'Overname2026!';
const VICTIM_PASSWORD = 'MijnEigen2026!';
const WRONG_CONFIRM = /^Dit wachtwoord hoort niet bij dit account\./;
const paymentStep = { selectedPaymentMethod: 'ideal', issuer: 'ideal_INGBNL2A', shipping_method: 'postnl' };
const uniqueEmail = (tag: string) => `${tag}-${randomBytes(4).toString('hex')}@example.nl`;
/** The value of `param` in the first link to `path` in a mail's text. */
const linkParam = (text: string, path: string, param: string) => {
  const match = new RegExp(`(\\S*${path.replace(/\//g, '\\/')}\\?\\S+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in mail:\n${text}`);
  const value = new URL(match[1]!).searchParams.get(param);
  if (!value) throw new Error(`no ${param} in ${match[1]}`);
  return value;
};

describe.each(dbKinds)('account attacks on %s', (kind) => {
  let shop: TestShop;
  let token: string;
  let variant: { id: number };
  let ipCounter = 0;
  const nextIp = () => `198.51.${100 + (++ipCounter >> 8)}.${ipCounter & 255}`;

  const call = async (method: string, path: string, init: { body?: unknown; customer?: string; headers?: Record<string, string> } = {}) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'x-forwarded-for': nextIp(), ...init.headers };
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
  const orderNumbers = async (session: string) =>
    ((await call('GET', '/v1/customer/orders', { customer: session })).body.orders as { order_number?: string; number?: string }[]).map(
      (o) => o.order_number ?? o.number,
    );

  /** A guest order for `email`, placed like the storefront does; answers the payment-url body. */
  async function guestOrder(email: string) {
    const added = await call('POST', '/v1/cart/item', { body: { item_id: variant.id, quantity: 1 } });
    const q = { 'x-quote-id': added.body.quote_id as string };
    const customer = {
      customer: { type: 'private', first_name: 'Vera', last_name: 'Slachtoffer', email, phone: '0612345678' },
      billing: { zipcode: '1234 AB', house_number: '1', country_code: 'NL' },
      sameDeliveryAddress: true,
    };
    expect((await call('POST', '/v1/checkout/customer', { body: customer, headers: q })).status).toBe(200);
    expect((await call('POST', '/v1/checkout/paymentmethod', { body: paymentStep, headers: q })).status).toBe(200);
    const placed = await call('POST', '/v1/checkout/payment-url', {
      body: {},
      headers: { ...q, 'idempotency-key': `att-${q['x-quote-id']}` },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    return placed.body as { order_number: string; order_token: string };
  }

  /** The thank-you page's "make an account" with a password of the placer's choice. */
  const claimAccount = (order: { order_number: string; order_token: string }, password: string) =>
    call('POST', '/v1/checkout/customer/account', {
      body: { order_number: order.order_number, order_token: order.order_token, password, password_confirmation: password },
    });

  /** Ten wrong passwords and more, from many addresses: the account's limit is used up. */
  async function hammer(email: string) {
    for (let i = 0; i < 12; i++) await login(email, `Fout${i}2026!`);
  }

  /** The victim, unsuspecting, follows every account link in their mailbox: login links, confirm links (with their own password). */
  async function victimClicksEverything(email: string) {
    const sessions: string[] = [];
    for (const mail of await mails(email, 'login-link')) {
      const res = await call('POST', '/v1/customer/login/link', {
        body: { token: linkParam(mail.text, '/account/confirm-email/', 'login') },
      });
      if (res.status === 200) sessions.push(res.body.token);
    }
    for (const mail of await mails(email, 'email-confirm')) {
      const confirmToken = linkParam(mail.text, '/account/confirm-email/', 'token');
      const res = await call('POST', '/v1/customer/email/confirm', { body: { token: confirmToken, password: VICTIM_PASSWORD } });
      if (res.status === 200) sessions.push(res.body.token);
      else expect(res.body.error.message).toMatch(WRONG_CONFIRM);
    }
    return sessions;
  }

  /** A confirmed account of the victim (registered, confirmed with one click and one password) and a session. */
  async function confirmedVictim(tag: string) {
    const email = uniqueEmail(tag);
    const registered = await call('POST', '/v1/customer', {
      body: { type: 'private', first_name: 'Vera', last_name: 'Slachtoffer', email, password: VICTIM_PASSWORD },
    });
    expect(registered.status).toBe(202);
    const [mail] = await mails(email, 'email-confirm');
    const confirmToken = linkParam(mail!.text, '/account/confirm-email/', 'token');
    const confirmed = await call('POST', '/v1/customer/email/confirm', { body: { token: confirmToken, password: VICTIM_PASSWORD } });
    expect(confirmed.status).toBe(200);
    const form = (await call('GET', '/v1/customer', { customer: confirmed.body.token })).body.customer;
    return { email, session: confirmed.body.token as string, form };
  }

  /** The victim's way back in: "Wachtwoord vergeten", the mailed link, a new password. */
  async function victimResets(email: string, password: string) {
    const before = (await mails(email, 'password-reset')).length;
    expect((await call('POST', '/v1/customer/password/forgot', { body: { email } })).status).toBe(202);
    const resets = await mails(email, 'password-reset');
    expect(resets.length).toBe(before + 1);
    const resetToken = linkParam(resets.at(-1)!.text, '/account/reset-password/', 'token');
    const res = await call('POST', '/v1/customer/password/reset', {
      body: { token: resetToken, password, password_confirmation: password },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return resetToken;
  }

  beforeAll(async () => {
    shop = await createTestShop(kind);
    token = await shop.token();
    [variant] = (
      (await shop.database.db.execute(
        sql`select v.id from variants v join products p on p.id = v.product_id where p.available and v.stock >= 30 and v.price between 2000 and 4000 order by v.id limit 1`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
  }, 120_000);
  afterAll(() => shop?.close());

  describe('hole 2: account pre-hijacking', () => {
    it('an account made from a guest order with the victim’s address never shows the attacker the victim’s orders', async () => {
      const victim = uniqueEmail('slachtoffer');
      const earlier = await guestOrder(victim);
      // The attacker orders with the victim's address and makes the account with their own password.
      const bait = await guestOrder(victim);
      expect((await claimAccount(bait, ATTACKER_PASSWORD)).status).toBe(202);
      // Ten wrong logins: no login link goes to an unconfirmed account.
      await hammer(victim);
      expect(await mails(victim, 'login-link')).toHaveLength(0);
      // The victim clicks whatever arrives; the confirm page asks a password they never chose.
      expect(await victimClicksEverything(victim)).toEqual([]);
      // The attacker's password opens nothing, and no order shows anywhere.
      const attacker = await login(victim, ATTACKER_PASSWORD);
      expect(attacker.status).not.toBe(200);
      expect(attacker.body.token).toBeUndefined();

      // The victim's way in: a new password through the mailbox; then both orders of the address are theirs.
      await victimResets(victim, VICTIM_PASSWORD);
      expect((await login(victim, ATTACKER_PASSWORD)).status).toBe(401);
      const mine = await login(victim, VICTIM_PASSWORD);
      expect(mine.status).toBe(200);
      expect(await orderNumbers(mine.body.token)).toEqual(expect.arrayContaining([earlier.order_number, bait.order_number]));
    });

    it('a registration with the victim’s address is not confirmed by the victim’s click, and sends no login link', async () => {
      const victim = uniqueEmail('geregistreerd');
      const earlier = await guestOrder(victim);
      const registered = await call('POST', '/v1/customer', {
        body: { type: 'private', first_name: 'Aan', last_name: 'Valler', email: victim, password: ATTACKER_PASSWORD },
      });
      expect(registered.status).toBe(202);
      await hammer(victim);
      expect(await mails(victim, 'login-link')).toHaveLength(0);
      expect(await victimClicksEverything(victim)).toEqual([]);
      const attacker = await login(victim, ATTACKER_PASSWORD);
      expect(attacker.status).not.toBe(200);
      expect(attacker.body.token).toBeUndefined();
      // The victim resets and owns the account; the attacker's password is gone. A registered account
      // (not one asked from an order) does not collect the address's guest orders.
      await victimResets(victim, VICTIM_PASSWORD);
      const mine = await login(victim, VICTIM_PASSWORD);
      expect(mine.status).toBe(200);
      expect(await orderNumbers(mine.body.token)).not.toContain(earlier.order_number);
      expect((await login(victim, ATTACKER_PASSWORD)).status).toBe(401);
    });

    it('the registrant’s own path stays one click and one password; a wrong password leaves the link working', async () => {
      const email = uniqueEmail('eigen');
      await call('POST', '/v1/customer', {
        body: { type: 'private', first_name: 'Eef', last_name: 'Eigen', email, password: VICTIM_PASSWORD },
      });
      const confirmToken = linkParam((await mails(email, 'email-confirm'))[0]!.text, '/account/confirm-email/', 'token');
      const wrong = await call('POST', '/v1/customer/email/confirm', { body: { token: confirmToken, password: ATTACKER_PASSWORD } });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error.issues).toEqual([{ path: 'password', message: expect.stringMatching(WRONG_CONFIRM) }]);
      const missing = await call('POST', '/v1/customer/email/confirm', { body: { token: confirmToken } });
      expect(missing.status).toBe(400);
      expect((await login(email, VICTIM_PASSWORD)).status).toBe(403);
      const right = await call('POST', '/v1/customer/email/confirm', { body: { token: confirmToken, password: VICTIM_PASSWORD } });
      expect(right.status).toBe(200);
      expect((await call('GET', '/v1/customer', { customer: right.body.token })).body.customer).toMatchObject({
        email,
        email_confirmed: true,
      });
      // Once.
      expect((await call('POST', '/v1/customer/email/confirm', { body: { token: confirmToken, password: VICTIM_PASSWORD } })).status).toBe(
        400,
      );
    });

    it('the thank-you page’s account holds the guest orders after one click and one password', async () => {
      const email = uniqueEmail('gast');
      const earlier = await guestOrder(email);
      const placed = await guestOrder(email);
      expect((await claimAccount(placed, VICTIM_PASSWORD)).status).toBe(202);
      const confirmToken = linkParam((await mails(email, 'email-confirm'))[0]!.text, '/account/confirm-email/', 'token');
      const session = await call('POST', '/v1/customer/email/confirm', { body: { token: confirmToken, password: VICTIM_PASSWORD } });
      expect(session.status).toBe(200);
      expect(await orderNumbers(session.body.token)).toEqual(expect.arrayContaining([earlier.order_number, placed.order_number]));
    });

    it('the storefront’s confirm page asks the password, says a wrong one in Dutch, and logs in with the right one', async () => {
      const email = uniqueEmail('winkel');
      await call('POST', '/v1/customer', {
        body: { type: 'private', first_name: 'Wim', last_name: 'Winkel', email, password: VICTIM_PASSWORD },
      });
      const confirmToken = linkParam((await mails(email, 'email-confirm'))[0]!.text, '/account/confirm-email/', 'token');
      expect(
        await confirmLoader(routeArgs(new Request(`http://localhost/account/confirm-email/?token=${confirmToken}`), shop.context)),
      ).toEqual({
        kind: 'account',
        token: confirmToken,
      });
      const press = (password: string) =>
        confirmAction(
          routeArgs(
            new Request('http://localhost/account/confirm-email/', {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams({ token: confirmToken, kind: 'account', password }),
            }),
            shop.context,
          ),
        );
      const wrong = (await press(ATTACKER_PASSWORD)) as { data: FormAnswer; init: ResponseInit | null };
      expect(wrong.init?.status).toBe(400);
      const seen = shown(wrong.data);
      expect(seen.errors.password ?? seen.error).toMatch(WRONG_CONFIRM);
      const right = (await press(VICTIM_PASSWORD)) as Response;
      expect(right.status).toBe(303);
      expect(right.headers.getSetCookie().some((c) => c.startsWith('slaapzaak_session='))).toBe(true);
    });

    it('keeps the demo customer working: password login, and a login link after ten wrong passwords', async () => {
      expect((await login(DEMO_EMAIL, DEMO_PASSWORD)).status).toBe(200);
      await hammer(DEMO_EMAIL);
      const [mail] = await mails(DEMO_EMAIL, 'login-link');
      expect(mail, 'login link for the confirmed demo account').toBeDefined();
      const byLink = await call('POST', '/v1/customer/login/link', {
        body: { token: linkParam(mail!.text, '/account/confirm-email/', 'login') },
      });
      expect(byLink.status).toBe(200);
      expect(byLink.body.customer.email).toBe(DEMO_EMAIL);
      expect((await login(DEMO_EMAIL, DEMO_PASSWORD)).status).toBe(200);
    });
  });

  describe('hole 3: recovery recovers', () => {
    it('a pending e-mail change dies when the victim resets the password, and the old address is warned at once', async () => {
      const victim = await confirmedVictim('verhuisd');
      const attackerBox = uniqueEmail('aanvaller');
      // The attacker, with a stolen password, logs in and asks to move the account to their mailbox.
      const stolen = await login(victim.email, VICTIM_PASSWORD);
      const asked = await call('PUT', '/v1/customer', {
        customer: stolen.body.token,
        body: { ...victim.form, email: attackerBox, current_password: VICTIM_PASSWORD },
      });
      expect(asked.status).toBe(200);
      // The victim hears of it now, not only after the change.
      const warning = await mails(victim.email, 'email-change-requested');
      expect(warning).toHaveLength(1);
      expect(warning[0]!.text).toContain(attackerBox);
      expect(warning[0]!.text).toContain('/account/forgot-password/');
      const changeToken = linkParam((await mails(attackerBox, 'email-change-confirm'))[0]!.text, '/account/confirm-email/', 'change');

      await victimResets(victim.email, 'Teruggepakt2026!');
      const late = await call('POST', '/v1/customer/email/change/confirm', { body: { token: changeToken, password: VICTIM_PASSWORD } });
      expect(late.status).toBe(400);
      expect(late.body.error.message).toMatch(/ongeldig of verlopen/);
      // The attacker's session ended, their address does not log in, the account stays the victim's.
      expect((await call('GET', '/v1/customer', { customer: stolen.body.token })).status).toBe(401);
      expect((await call('POST', '/v1/customer/password/forgot', { body: { email: attackerBox } })).status).toBe(202);
      expect(await mails(attackerBox, 'password-reset')).toHaveLength(0);
      const back = await login(victim.email, 'Teruggepakt2026!');
      expect(back.status).toBe(200);
      expect((await call('GET', '/v1/customer', { customer: back.body.token })).body.customer.email).toBe(victim.email);
    });

    it('a pending e-mail change dies when the victim changes the password while logged in; the attacker’s session too', async () => {
      const victim = await confirmedVictim('wissel');
      const attackerBox = uniqueEmail('aanvaller');
      const stolen = await login(victim.email, VICTIM_PASSWORD);
      await call('PUT', '/v1/customer', {
        customer: stolen.body.token,
        body: { ...victim.form, email: attackerBox, current_password: VICTIM_PASSWORD },
      });
      const changeToken = linkParam((await mails(attackerBox, 'email-change-confirm'))[0]!.text, '/account/confirm-email/', 'change');
      const changed = await call('PUT', '/v1/customer/password', {
        customer: victim.session,
        body: { current_password: VICTIM_PASSWORD, password: 'Nieuwer2026!', password_confirmation: 'Nieuwer2026!' },
      });
      expect(changed.status).toBe(200);
      expect(
        (await call('POST', '/v1/customer/email/change/confirm', { body: { token: changeToken, password: VICTIM_PASSWORD } })).status,
      ).toBe(400);
      expect((await call('GET', '/v1/customer', { customer: stolen.body.token })).status).toBe(401);
      expect((await call('GET', '/v1/customer', { customer: victim.session })).body.customer.email).toBe(victim.email);
    });

    it('a login link, a second reset link and a confirm link issued before a new password stop working; a used reset link does not replay', async () => {
      // A confirmed account: ten wrong logins mail a login link (say the attacker reads it later).
      const victim = await confirmedVictim('links');
      await hammer(victim.email);
      const [linkMail] = await mails(victim.email, 'login-link');
      expect(linkMail, 'login link for a confirmed account').toBeDefined();
      const loginToken = linkParam(linkMail!.text, '/account/confirm-email/', 'login');
      expect((await call('POST', '/v1/customer/password/forgot', { body: { email: victim.email } })).status).toBe(202);
      const spareReset = linkParam((await mails(victim.email, 'password-reset')).at(-1)!.text, '/account/reset-password/', 'token');
      const used = await victimResets(victim.email, 'Hersteld2026!');
      expect((await call('POST', '/v1/customer/login/link', { body: { token: loginToken } })).status).toBe(400);
      for (const old of [spareReset, used]) {
        const replay = await call('POST', '/v1/customer/password/reset', {
          body: { token: old, password: 'Aanvaller2026!', password_confirmation: 'Aanvaller2026!' },
        });
        expect(replay.status).toBe(400);
      }
      expect((await login(victim.email, 'Aanvaller2026!')).status).toBe(401);
      expect((await login(victim.email, 'Hersteld2026!')).status).toBe(200);

      // An unconfirmed account: its confirm link ends when the password is reset through the mailbox.
      const fresh = uniqueEmail('onbevestigd');
      await call('POST', '/v1/customer', {
        body: { type: 'private', first_name: 'Aan', last_name: 'Valler', email: fresh, password: ATTACKER_PASSWORD },
      });
      const confirmToken = linkParam((await mails(fresh, 'email-confirm'))[0]!.text, '/account/confirm-email/', 'token');
      await victimResets(fresh, VICTIM_PASSWORD);
      expect(
        (await call('POST', '/v1/customer/email/confirm', { body: { token: confirmToken, password: ATTACKER_PASSWORD } })).status,
      ).toBe(400);
      expect((await login(fresh, ATTACKER_PASSWORD)).status).toBe(401);
      expect((await login(fresh, VICTIM_PASSWORD)).status).toBe(200);
    });
  });
});
