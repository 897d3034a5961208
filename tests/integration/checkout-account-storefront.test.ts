// docs/decisions/0034 in the storefront: an account after a guest order, from the thank-you page
// (docs/decisions/0034, 0039). The order token travels only in the signed, HttpOnly orders cookie.
// Loaders and actions with real Requests and a cookie jar, on the real API; the attacker's twins:
// a forged or someone else's token, a tampered cookie, a replay, no token at all, a filled honeypot.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action as cartAction } from '../../app/routes/cart';
import { action as addressAction } from '../../app/routes/checkout.address-details';
import { action as paymentAction } from '../../app/routes/checkout.payment-methods';
import { action as payAction, loader as payLoader } from '../../app/routes/checkout.pay';
import { action as thankYouAction, loader as thankYouLoader } from '../../app/routes/checkout.thankyou';
import { NO_PROOF } from '../../app/routes/checkout-account.server';
import { getPlacedOrder, rememberPlacedOrder } from '../../app/lib/cart-cookie.server';
import { HONEYPOT_FIELD, SPAM_MESSAGE } from '../../app/lib/honeypot.server';
import { MESSAGES } from '#contract/forms/fields';
import type { FormAnswer } from '../../app/lib/form-submission.server';
import { CHECKOUT_ACCOUNT_MESSAGES, orderToken } from '../../commerce/checkout/checkout-account';
import { Browser, dataOf, location, run, statusOf } from '../helpers/cookie-browser';
import { shown } from '../helpers/form-answer';
import { routeArgs } from '../helpers/route-args';
import { createTestShop, dbKinds, testConfig, type TestShop } from '../helpers/shop';

const PASSWORD = 'Nachtrust2026!';

type ThankYouData = { order: { order_number: string; email: string }; account: { state: string; notice?: string } };

describe.each(dbKinds)('account after a guest order, from the thank-you page, on %s', (kind) => {
  let shop: TestShop;
  let variantId: number;
  const rows = async <T>(q: ReturnType<typeof sql>) => ((await shop.database.db.execute(q)) as unknown as { rows: T[] }).rows;
  const args = (request: Request) => routeArgs(request, shop.context);
  const thankYou = (number: string) => `/checkout/thankyou?order=${number}`;
  const claimedAt = async (number: string) =>
    (await rows<{ at: Date | null }>(sql`select account_claimed_at as at from orders where number = ${number}`))[0]?.at ?? null;

  /** A guest order placed through the storefront's own checkout; answers the browser and the order number. */
  async function guestOrder(email: string) {
    const browser = new Browser();
    const added = await run(browser, () =>
      cartAction(args(browser.post('/cart/', { intent: 'add', item_id: String(variantId), quantity: '1' }))),
    );
    expect(statusOf(added)).toBe(303);
    const address = {
      type: 'private',
      first_name: 'Floor',
      last_name: 'Jansen',
      email,
      phone: '06 12345678',
      zipcode: '1234 AB',
      house_number: '1',
      country_code: 'NL',
      sameDeliveryAddress: 'on',
    };
    expect(location(await run(browser, () => addressAction(args(browser.post('/checkout/address-details/', address)))))).toBe(
      '/checkout/payment-methods/',
    );
    const payment = { selectedPaymentMethod: 'ideal', issuer: 'ideal_INGBNL2A', shipping_method: 'postnl' };
    expect(location(await run(browser, () => paymentAction(args(browser.post('/checkout/payment-methods/', payment)))))).toBe(
      '/checkout/pay/',
    );
    const { attempt } = (await run(browser, () => payLoader(args(browser.get('/checkout/pay/'))))) as { attempt: string };
    const placed = await run(browser, () => payAction(args(browser.post('/checkout/pay/', { attempt }))));
    expect(statusOf(placed)).toBe(303);
    const [row] = await rows<{ number: string }>(sql`select number from orders where email = ${email} order by id desc limit 1`);
    return { browser, number: row!.number, paymentLocation: location(placed)! };
  }

  const claim = (browser: Browser, number: string, fields: Record<string, string> = {}) =>
    run(browser, () =>
      thankYouAction(args(browser.post(thankYou(number), { password: PASSWORD, password_confirmation: PASSWORD, ...fields }))),
    );
  const page = async (browser: Browser, number: string) =>
    dataOf<ThankYouData>(await run(browser, () => thankYouLoader(args(browser.get(thankYou(number))))));
  const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.nl`;

  beforeAll(async () => {
    shop = await createTestShop(kind);
    [{ id: variantId }] = await rows<{ id: number }>(
      sql`select v.id from variants v join products p on p.id = v.product_id where p.available and v.stock >= 40 order by v.id limit 1`,
    );
  }, 120_000);
  afterAll(() => shop?.close());

  it('keeps the guest order token in the signed orders cookie only, and offers the form', async () => {
    const { browser, number, paymentLocation } = await guestOrder(uniqueEmail('bewaar'));
    const token = orderToken(testConfig.tokenSecret, number);
    const placed = await getPlacedOrder(browser.get('/'), shop.context, number);
    expect(placed).toEqual({ number, token, accountRequested: false });
    // Never in the URL of the payment page, never in the page or its data.
    expect(paymentLocation).not.toContain(token);
    const data = await page(browser, number);
    expect(data.account).toEqual({ state: 'offer' });
    expect(JSON.stringify(data)).not.toContain(token);
  });

  it('creates the account once: the second submit (a replay) gets the 409 in Dutch', async () => {
    const email = uniqueEmail('gast');
    const { browser, number } = await guestOrder(email);
    const before = new Map(browser.cookies);
    const answer = await claim(browser, number);
    expect(statusOf(answer)).toBe(303);
    expect(location(answer)).toBe(thankYou(number));
    expect(await claimedAt(number)).not.toBeNull();
    expect((await rows<{ email: string }>(sql`select email from customers where lower(email) = ${email}`)).length).toBe(1);
    // The page now says to check the mail, once with the API's own words; no form any more.
    expect((await page(browser, number)).account).toEqual({ state: 'requested', notice: CHECKOUT_ACCOUNT_MESSAGES.registered });
    expect((await page(browser, number)).account.state).toBe('requested');

    // The same post again, with the cookie as it was before (another tab, the Back button).
    const replayer = new Browser();
    for (const [name, value] of before) replayer.cookies.set(name, value);
    const replay = await claim(replayer, number);
    expect(statusOf(replay)).toBe(409);
    expect(shown(dataOf<FormAnswer>(replay)).error).toBe(CHECKOUT_ACCOUNT_MESSAGES.alreadyRequested);
  });

  it('checks the password with the SPEC rule and Dutch messages before asking the API', async () => {
    const { browser, number } = await guestOrder(uniqueEmail('regel'));
    const weak = await claim(browser, number, { password: 'kort', password_confirmation: 'kort' });
    expect(statusOf(weak)).toBe(400);
    expect(shown(dataOf<FormAnswer>(weak)).errors.password).toBe(MESSAGES.passwordMin);
    const unequal = await claim(browser, number, { password_confirmation: 'Anders2026!' });
    expect(statusOf(unequal)).toBe(400);
    expect(shown(dataOf<FormAnswer>(unequal)).errors.password_confirmation).toBe(MESSAGES.passwordsUnequal);
    // Passwords are never sent back into the page.
    expect(JSON.stringify(dataOf(unequal))).not.toContain(PASSWORD);
    expect(await claimedAt(number)).toBeNull();
  });

  it("ignores a posted order number or token: only this browser's own order and proof count", async () => {
    const victim = await guestOrder(uniqueEmail('slachtoffer'));
    const attacker = await guestOrder(uniqueEmail('aanvaller'));
    const victimToken = orderToken(testConfig.tokenSecret, victim.number);
    const answer = await claim(attacker.browser, attacker.number, { order_number: victim.number, order_token: victimToken });
    expect(statusOf(answer)).toBe(303);
    expect(await claimedAt(attacker.number)).not.toBeNull();
    expect(await claimedAt(victim.number)).toBeNull();
  });

  it("answers 404 for someone else's order number in the address, and for a tampered cookie", async () => {
    const victim = await guestOrder(uniqueEmail('ander'));
    const attacker = await guestOrder(uniqueEmail('raden'));
    await expect(claim(attacker.browser, victim.number)).rejects.toMatchObject({ init: { status: 404 } });

    // A cookie written by hand: the victim's number with a forged token, unsigned.
    const forged = new Browser();
    forged.cookies.set('slaapzaak_orders', btoa(JSON.stringify([{ n: victim.number, t: 'A'.repeat(43) }])));
    await expect(claim(forged, victim.number)).rejects.toMatchObject({ init: { status: 404 } });
    // The victim's own cookie with the token swapped and the old signature kept.
    const signed = victim.browser.cookies.get('slaapzaak_orders')!;
    const swapped = new Browser();
    swapped.cookies.set(
      'slaapzaak_orders',
      `${btoa(JSON.stringify([{ n: victim.number, t: 'B'.repeat(43) }]))}.${signed.split('.').pop()}`,
    );
    await expect(claim(swapped, victim.number)).rejects.toMatchObject({ init: { status: 404 } });
    expect(await claimedAt(victim.number)).toBeNull();
  });

  it('offers nothing and refuses with a Dutch 404 for an order whose token this browser does not hold', async () => {
    const { number } = await guestOrder(uniqueEmail('zonder'));
    // An orders cookie with the number only (an order placed while logged in, or an older cookie).
    const browser = new Browser();
    browser.take(new Response(null, { headers: { 'Set-Cookie': await rememberPlacedOrder(browser.get('/'), shop.context, number) } }));
    expect((await page(browser, number)).account).toEqual({ state: 'none' });
    const answer = await claim(browser, number);
    expect(statusOf(answer)).toBe(404);
    expect(shown(dataOf<FormAnswer>(answer)).error).toBe(NO_PROOF);
    expect(await claimedAt(number)).toBeNull();
  });

  it('refuses a filled honeypot with the neutral 400 and asks nothing of the API', async () => {
    const { browser, number } = await guestOrder(uniqueEmail('bot'));
    await expect(claim(browser, number, { [HONEYPOT_FIELD]: 'Bot' })).rejects.toMatchObject({ data: SPAM_MESSAGE, init: { status: 400 } });
    expect(await claimedAt(number)).toBeNull();
  });
});
