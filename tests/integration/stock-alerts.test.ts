// docs/decisions/0052, alerts: "Mail me als hij er weer is" through the real API — double opt-in, one mail per
// variant and address when staff restock (also with restocks at the same moment), one-click
// unsubscribe, the attacker's moves (unknown or in-stock variant, forged and swapped links, a flood
// of addresses from one network), and price-drop alerts for favourites (once a week).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminShop, OWNER, type AdminShop } from '../helpers/admin';
import { dbKinds } from '../helpers/shop';
import { DEMO_PASSWORD } from '../../commerce/db/seed/customers';
import { alertToken } from '../../commerce/alerts/stock-alerts';
import { testConfig } from '../helpers/shop';

describe.each(dbKinds)('stock alerts on %s', (kind) => {
  let a: AdminShop;
  let staff: string;
  let ipCounter = 0;
  beforeAll(async () => {
    a = await createAdminShop(kind);
    staff = await a.login(OWNER);
  }, 180_000);
  afterAll(() => a?.close());

  /** Each sign-up from its own address unless the test says otherwise (the mail limit is per address). */
  const signUp = (variantId: unknown, email: unknown, ip = `198.51.100.${(ipCounter++ % 250) + 1}`, headers: Record<string, string> = {}) =>
    a.call('POST', '/v1/alerts/stock', {
      token: a.serviceToken,
      headers: { 'x-forwarded-for': ip, ...headers },
      body: { variant_id: variantId, email },
    });
  const restock = (variantId: number, body: { set?: number; add?: number }) =>
    a.call('POST', `/v1/admin/variants/${variantId}/stock`, { token: staff, body });
  // The confirmation mail goes after the answer (attack review H4): wait for the shop's background work.
  const mails = async (to: string, tag: string) => {
    await a.shop.settled();
    return (await a.shop.mailer.list()).filter((m) => m.to === to && m.tag === tag);
  };
  const tokenIn = (text: string, actie = '') =>
    new RegExp(`/voorraadmelding/\\?token=([A-Za-z0-9_.-]+)${actie ? `&actie=${actie}` : '(?:\\s|$)'}`).exec(text)?.[1];
  let soldOutOffset = 0;
  const soldOut = async () => {
    const [v] = await a.rows<{ id: number; title: string }>(
      sql`select v.id, p.title from variants v join products p on p.id = v.product_id where p.available and v.stock = 0 order by v.id limit 1 offset ${soldOutOffset++}`,
    );
    if (!v) {
      // Few sold-out variants in the seed: make one (as staff would, by selling the last one).
      const [w] = await a.rows<{ id: number; title: string }>(
        sql`select v.id, p.title from variants v join products p on p.id = v.product_id where p.available and v.stock > 0 and not exists (select 1 from stock_alerts s where s.variant_id = v.id) order by v.id desc limit 1 offset ${soldOutOffset++}`,
      );
      expect((await restock(w!.id, { set: 0 })).status).toBe(200);
      return w!;
    }
    return v;
  };
  const confirm = (token: string) => a.call('POST', '/v1/alerts/stock/confirm', { token: a.serviceToken, body: { token } });

  it('mails a confirmation first, and after confirming exactly one "weer op voorraad" mail when staff restock', async () => {
    const variant = await soldOut();
    const email = `wacht.op.voorraad.${kind}@example.nl`;
    const asked = await signUp(variant.id, email);
    expect(asked.status, asked.text).toBe(202);
    expect(asked.body.message).toContain('Bevestig je aanmelding');

    const [confirmation] = await mails(email, 'stock-alert-confirm');
    expect(confirmation!.subject).toBe('Bevestig je voorraadmelding bij Slaapzaak');
    expect(confirmation!.text).toContain(variant.title);
    expect(confirmation!.listUnsubscribe).toMatch(/^http:\/\/localhost:3000\/v1\/alerts\/stock\/one-click\?token=/);

    // Not confirmed: a restock mails nothing.
    expect((await restock(variant.id, { set: 3 })).status).toBe(200);
    expect(await mails(email, 'stock-alert')).toHaveLength(0);
    expect((await restock(variant.id, { set: 0 })).status).toBe(200);

    const confirmed = await confirm(tokenIn(confirmation!.text)!);
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body.alert).toMatchObject({ variant_id: variant.id, status: 'confirmed', product_title: variant.title });
    // The link works once; a second click says the same and changes nothing.
    expect((await confirm(tokenIn(confirmation!.text)!)).body.alert.status).toBe('confirmed');

    expect((await restock(variant.id, { add: 4 })).status).toBe(200);
    const back = await mails(email, 'stock-alert');
    expect(back).toHaveLength(1);
    expect(back[0]!.subject).toBe(`${variant.title} is weer op voorraad`);
    expect(back[0]!.text).toMatch(new RegExp(`http://localhost:3000/[a-z0-9-]+\\.html\\?variant=${variant.id}`));
    expect(back[0]!.listUnsubscribe).toContain('/v1/alerts/stock/one-click?token=');

    // Sold out and back again: the alert was used up, no second mail.
    await restock(variant.id, { set: 0 });
    await restock(variant.id, { set: 10 });
    expect(await mails(email, 'stock-alert')).toHaveLength(1);
  });

  it('sends one mail per address however many restocks of the variant run at the same moment', async () => {
    const variant = await soldOut();
    const emails = [0, 1, 2].map((i) => `tegelijk.${i}.${kind}@example.nl`);
    for (const email of emails) {
      expect((await signUp(variant.id, email)).status).toBe(202);
      const [m] = await mails(email, 'stock-alert-confirm');
      expect((await confirm(tokenIn(m!.text)!)).status).toBe(200);
    }
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => restock(variant.id, i % 2 ? { add: 2 } : { set: 5 + i })));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const email of emails) expect(await mails(email, 'stock-alert'), email).toHaveLength(1);
    const [{ n }] = await a.rows<{ n: number }>(
      sql`select count(*)::int as n from outbox_messages where key like 'stock-alert:%' and payload->>'to' like ${`tegelijk.%.${kind}@example.nl`}`,
    );
    expect(n).toBe(3);
  });

  it('confirming after the variant came back mails at once; signing up again while confirmed sends no new mail', async () => {
    const variant = await soldOut();
    const email = `laat.bevestigd.${kind}@example.nl`;
    await signUp(variant.id, email);
    const again = await signUp(variant.id, email.toUpperCase());
    // The same answer for an address that asked before, and still one alert.
    expect(again.status).toBe(202);
    const [{ n }] = await a.rows<{ n: number }>(sql`select count(*)::int as n from stock_alerts where lower(email) = ${email}`);
    expect(n).toBe(1);
    await restock(variant.id, { set: 2 });
    const [m] = await mails(email, 'stock-alert-confirm');
    expect((await confirm(tokenIn(m!.text)!)).body.alert.status).toBe('sent');
    expect(await mails(email, 'stock-alert')).toHaveLength(1);
  });

  it('unsubscribes with the link in the mail and in one click from the mail program (no service token), for good', async () => {
    const variant = await soldOut();
    const email = `afmelden.${kind}@example.nl`;
    await signUp(variant.id, email);
    const [m] = await mails(email, 'stock-alert-confirm');
    await confirm(tokenIn(m!.text)!);
    // RFC 8058: the mail program POSTs List-Unsubscribe=One-Click to the header's address.
    const oneClick = await a.shop.app.request(m!.listUnsubscribe.replace('http://localhost:3000', ''), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toBe('Je bent afgemeld: over dit artikel krijg je geen mail meer.');
    await restock(variant.id, { set: 5 });
    expect(await mails(email, 'stock-alert')).toHaveLength(0);
    // The page link says the same, twice.
    const viaPage = await a.call('POST', '/v1/alerts/stock/unsubscribe', {
      token: a.serviceToken,
      body: { token: tokenIn(m!.text, 'afmelden') },
    });
    expect(viaPage.status).toBe(200);
    expect(viaPage.body.alert.status).toBe('unsubscribed');
    // An ended alert is not confirmed again with the old confirmation link.
    expect((await confirm(tokenIn(m!.text)!)).status).toBe(400);
  });

  it('refuses a variant that does not exist or is in stock, a bad address and a huge body with a clear 4xx', async () => {
    const missing = await signUp(999_999_999, 'iemand@example.nl');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Dit artikel bestaat niet (meer).');
    const [inStock] = await a.rows<{ id: number }>(
      sql`select v.id from variants v join products p on p.id = v.product_id where p.available and v.stock > 3 order by v.id limit 1`,
    );
    const available = await signUp(inStock!.id, 'iemand@example.nl');
    expect(available.status).toBe(409);
    expect(available.body.error.message).toBe('Dit artikel is op voorraad: je kunt het meteen bestellen.');
    const badEmail = await signUp(inStock!.id, 'geen-adres');
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error.issues).toEqual([{ path: 'email', message: 'Vul een geldig e-mailadres in' }]);
    for (const id of ['1; drop table stock_alerts', -1, 0, 2 ** 40, null, 'x'.repeat(10_000)])
      expect((await signUp(id, 'a@example.nl')).status).toBe(400);
    expect((await signUp(1, `${'a'.repeat(300)}@example.nl`)).status).toBe(400);
    // A variant of a product taken out of the shop is as good as gone.
    const [hidden] = await a.rows<{ id: number }>(
      sql`select v.id from variants v join products p on p.id = v.product_id where not p.available limit 1`,
    );
    if (hidden) expect((await signUp(hidden.id, 'iemand@example.nl')).status).toBe(404);
  });

  it('refuses forged, expired and swapped links: a confirmation link cannot unsubscribe, an unsubscribe link cannot confirm', async () => {
    const variant = await soldOut();
    const email = `links.${kind}@example.nl`;
    await signUp(variant.id, email);
    const [{ id }] = await a.rows<{ id: number }>(sql`select id from stock_alerts where email = ${email}`);
    const secret = testConfig.tokenSecret;
    const forged = alertToken(id, 'confirm', 'another-secret');
    expect((await confirm(forged)).status).toBe(400);
    expect((await confirm(alertToken(id, 'unsubscribe', secret))).status).toBe(400);
    expect((await confirm(alertToken(id, 'confirm', secret, Date.now() - 8 * 24 * 60 * 60_000))).status).toBe(400);
    const swapped = await a.call('POST', '/v1/alerts/stock/unsubscribe', {
      token: a.serviceToken,
      body: { token: alertToken(id, 'confirm', secret) },
    });
    expect(swapped.status).toBe(400);
    expect(swapped.body.error.message).toBe('Deze link is ongeldig of verlopen. Meld je opnieuw aan.');
    // Someone else's alert id in a token signed for ours is not accepted either (the signature covers the id).
    const real = alertToken(id, 'confirm', secret);
    const [body, sig] = real.split('.');
    const tampered = `${Buffer.from(
      Buffer.from(body!, 'base64url')
        .toString()
        .replace(`.${id}.`, `.${id + 1}.`),
    ).toString('base64url')}.${sig}`;
    expect((await confirm(tampered)).status).toBe(400);
    // The one-click path answers nothing useful to a guess.
    const guess = await a.shop.app.request('/v1/alerts/stock/one-click?token=abc.def', { method: 'POST' });
    expect(guess.status).toBe(400);
    const [row] = await a.rows<{ status: string }>(sql`select status from stock_alerts where id = ${id}`);
    expect(row!.status).toBe('pending');
  });

  it('stops a flood of sign-ups with many addresses from one IP address, and from one IPv6 /64', async () => {
    const variant = await soldOut();
    const flood = async (ip: (i: number) => string) => {
      const statuses: number[] = [];
      for (let i = 0; i < 35; i++) statuses.push((await signUp(variant.id, `vloed.${i}.${ipCounter}.${kind}@example.nl`, ip(i))).status);
      return statuses;
    };
    const fromOne = await flood(() => '192.0.2.44');
    expect(fromOne.filter((s) => s === 202)).toHaveLength(30);
    expect(fromOne.slice(30)).toEqual([429, 429, 429, 429, 429]);
    // A fresh address per try inside one IPv6 /64 counts as one.
    const fromSubnet = await flood((i) => `2001:db8:77:1::${(i + 1).toString(16)}`);
    expect(fromSubnet.filter((s) => s === 429)).toHaveLength(5);
    const refused = await signUp(variant.id, 'nog.een@example.nl', '2001:db8:77:1:ffff::1');
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe('Te veel aanvragen vanaf dit adres. Probeer het over een uur opnieuw.');
    // One address asked about from many networks: its mailbox is not flooded either.
    const target = `doelwit.${kind}@example.nl`;
    const many = [];
    for (let i = 0; i < 8; i++) {
      const v = await soldOut();
      many.push((await signUp(v.id, target)).status);
    }
    expect(many.filter((s) => s === 202)).toHaveLength(5);
    expect(await mails(target, 'stock-alert-confirm')).toHaveLength(5);
  });

  it("lists a logged-in customer's alerts and sends price-drop mails for favourites only with the opt-in, at most once a week", async () => {
    const login = await a.call('POST', '/v1/customer/login', {
      token: a.serviceToken,
      body: { username: 'demo@slaapzaak.nl', password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
    const me = { token: a.serviceToken, headers: { 'x-customer-token': login.body.token as string } };
    const variant = await soldOut();
    expect((await signUp(variant.id, 'demo@slaapzaak.nl', undefined, me.headers)).status).toBe(202);
    const listed = await a.call('GET', '/v1/customer/alerts', me);
    expect(listed.body.stock_alerts).toEqual(
      expect.arrayContaining([expect.objectContaining({ variant_id: variant.id, status: 'pending' })]),
    );
    expect(listed.body.price_alerts).toBe(false);

    const [product] = await a.rows<{ id: number; variant: number; price: number }>(
      sql`select p.id, v.id as variant, v.price from products p join variants v on v.product_id = p.id where p.available and v.price > 5000 and (select count(*) from variants w where w.product_id = p.id) = 1 order by p.id limit 1`,
    );
    expect((await a.call('PUT', `/v1/customer/favourites/${product!.id}`, me)).status).toBeLessThan(300);
    const lower = (price: number) =>
      a.call('POST', `/v1/admin/variants/${product!.variant}/price`, { token: staff, body: { price, price_old: null } });

    // Without the opt-in: a lower price mails nothing.
    expect((await lower(product!.price - 500)).status).toBe(200);
    await a.shop.settled();
    expect(await mails('demo@slaapzaak.nl', 'price-alert')).toHaveLength(0);

    const on = await a.call('PUT', '/v1/customer/alerts/price', { ...me, body: { price_alerts: true } });
    expect(on.body.message).toContain('hoogstens één keer per week');
    // A rise is no drop; back to the old price is not below the 30-day lowest either.
    await lower(product!.price);
    await a.shop.settled();
    expect(await mails('demo@slaapzaak.nl', 'price-alert')).toHaveLength(0);
    // Below everything of the last 30 days: one mail.
    await lower(product!.price - 1000);
    await a.shop.settled();
    const [drop] = await mails('demo@slaapzaak.nl', 'price-alert');
    expect(drop!.text).toContain('laagste prijs van de afgelopen 30 dagen');
    // A second drop the same week: no second mail.
    await lower(product!.price - 1500);
    await a.shop.settled();
    expect(await mails('demo@slaapzaak.nl', 'price-alert')).toHaveLength(1);
    // Restore the price for other tests of this shop.
    await lower(product!.price);
    await a.call('PUT', '/v1/customer/alerts/price', { ...me, body: { price_alerts: false } });
    expect((await a.call('GET', '/v1/customer/alerts', me)).body.price_alerts).toBe(false);
  });

  it("does not link someone else's address to the logged-in account (its list, export and erasure)", async () => {
    const login = await a.call('POST', '/v1/customer/login', {
      token: a.serviceToken,
      body: { username: 'demo@slaapzaak.nl', password: DEMO_PASSWORD },
    });
    const me = { token: a.serviceToken, headers: { 'x-customer-token': login.body.token as string } };
    const variant = await soldOut();
    const victim = `iemand.anders.${kind}@example.nl`;
    // The victim asked first as a guest; the logged-in shopper then posts the victim's address, in other case.
    expect((await signUp(variant.id, victim)).status).toBe(202);
    expect((await signUp(variant.id, victim.toUpperCase(), undefined, me.headers)).status).toBe(202);
    const [row] = await a.rows<{ customer_id: number | null }>(
      sql`select customer_id from stock_alerts where variant_id = ${variant.id} and lower(email) = ${victim}`,
    );
    expect(row!.customer_id).toBeNull();
    const listed = await a.call('GET', '/v1/customer/alerts', me);
    expect(JSON.stringify(listed.body)).not.toContain(victim);
    const exported = await a.call('POST', '/v1/admin/privacy/export', { token: staff, body: { email: 'demo@slaapzaak.nl' } });
    expect(exported.status, exported.text).toBe(200);
    expect(JSON.stringify(exported.body).toLowerCase()).not.toContain(victim);
  });

  it("puts a guest's alerts in the privacy export and ends them by erasure", async () => {
    const variant = await soldOut();
    const email = `alleen.melding.${kind}@example.nl`;
    await signUp(variant.id, email);
    const exported = await a.call('POST', '/v1/admin/privacy/export', { token: staff, body: { email } });
    expect(exported.status, exported.text).toBe(200);
    expect(exported.body.stock_alerts).toEqual([expect.objectContaining({ variant_id: variant.id, email, status: 'pending' })]);
    const erased = await a.call('POST', '/v1/admin/privacy/erase', { token: staff, body: { email, confirm: true } });
    expect(erased.status, erased.text).toBe(200);
    const [{ n }] = await a.rows<{ n: number }>(sql`select count(*)::int as n from stock_alerts where lower(email) = ${email}`);
    expect(n).toBe(0);
    await restock(variant.id, { set: 4 });
    expect(await mails(email, 'stock-alert')).toHaveLength(0);
  });
});
