// docs/decisions/0052: the product page's "Mail me als hij er weer is" form (intent stock-alert) and the mailed
// links' page /voorraadmelding/, through the storefront's actions on a real API — what a shopper
// sees: the answer in the form, Dutch messages at the field with the typing kept, 4xx and never an
// error page for a tampered body, a swapped link or an in-stock variant.
import type { AppLoadContext } from 'react-router';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action as productAction, loader as productLoader } from '../../app/routes/product';
import { action as linkAction, loader as linkLoader } from '../../app/routes/voorraadmelding';
import { action as loginAction } from '../../app/routes/account.login';
import { action as subscriptionAction, loader as subscriptionLoader } from '../../app/routes/account.subscription';
import { DEMO_PASSWORD } from '../../commerce/db/seed/customers';
import { createTestShop, dbKinds, type TestShop } from '../helpers/shop';
import { routeArgs } from '../helpers/route-args';

const ORIGIN = 'http://localhost:3000';

function unwrap(value: unknown): { data: any; status: number } {
  const v = value as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (v && v.type === 'DataWithResponseInit') return { data: v.data, status: v.init?.status ?? 200 };
  return { data: value, status: 200 };
}

describe.each(dbKinds)('stock alert form on %s', (kind) => {
  let shop: TestShop;
  let soldOut: { id: number; slug: string };
  let inStock: { id: number; slug: string };
  let ip = 0;

  const post = async (slug: string, fields: Record<string, string>) =>
    unwrap(
      await productAction(
        routeArgs(
          new Request(`${ORIGIN}/${slug}.html`, {
            method: 'POST',
            body: new URLSearchParams(fields),
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          }),
          { ...shop.context, clientIp: `203.0.113.${++ip}` } as AppLoadContext,
          { slug },
        ),
      ),
    );
  const follow = async (fields: Record<string, string>) =>
    unwrap(
      await linkAction(
        routeArgs(
          new Request(`${ORIGIN}/voorraadmelding/`, {
            method: 'POST',
            body: new URLSearchParams(fields),
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          }),
          shop.context,
        ),
      ),
    );
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await shop.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    shop = await createTestShop(kind, { products: 150 });
    [soldOut] = await rows<{ id: number; slug: string }>(
      sql`select v.id, p.slug from variants v join products p on p.id = v.product_id where p.available and v.stock = 0 order by v.id limit 1`,
    );
    [inStock] = await rows<{ id: number; slug: string }>(
      sql`select v.id, p.slug from variants v join products p on p.id = v.product_id where p.available and v.stock > 5 order by v.id limit 1`,
    );
  }, 120_000);
  afterAll(() => shop?.close());

  it('shows the sold-out variant on the page and answers the form in place; the link page confirms with one button', async () => {
    const page = (await productLoader(
      routeArgs(new Request(`${ORIGIN}/${soldOut.slug}.html?variant=${soldOut.id}`), shop.context, { slug: soldOut.slug }),
    )) as { variantId: number; product: { variants: { id: number; stock: number }[] } };
    expect(page.variantId).toBe(soldOut.id);
    expect(page.product.variants.find((v) => v.id === soldOut.id)!.stock).toBe(0);

    const email = `winkel.${kind}@example.nl`;
    const answer = await post(soldOut.slug, { intent: 'stock-alert', variant_id: String(soldOut.id), alert_email: email });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ intent: 'stock-alert', ok: true });
    expect(answer.data.message).toMatch(/^Bijna klaar!/);

    await shop.settled(); // the confirmation mail goes after the answer (attack review H4)
    const mail = (await shop.mailer.list()).find((m) => m.to === email && m.tag === 'stock-alert-confirm')!;
    const url = new URL(/Voorraadmelding bevestigen: (\S+)/.exec(mail.text)![1]!);
    // The GET (a mail scanner's too) changes nothing: the page only offers the button.
    const shown = linkLoader(routeArgs(new Request(`${ORIGIN}${url.pathname}${url.search}`), shop.context) as never);
    expect(shown.actie).toBe('bevestigen');
    expect(shown.token).toBe(url.searchParams.get('token'));
    const [pending] = await rows<{ status: string }>(sql`select status from stock_alerts where email = ${email}`);
    expect(pending!.status).toBe('pending');

    const confirmed = await follow({ token: shown.token!, actie: 'bevestigen' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.data.message).toBe('Gelukt! We mailen je één keer zodra dit artikel weer op voorraad is.');
    expect(confirmed.data.product.url).toBe(`/${soldOut.slug}.html?variant=${soldOut.id}`);
  });

  it('keeps the typed address with its message, and says a refusal in the form, never as an error page', async () => {
    const bad = await post(soldOut.slug, { intent: 'stock-alert', variant_id: String(soldOut.id), alert_email: 'iemand@voorbeeld' });
    expect(bad.status).toBe(400);
    expect(bad.data.errors.alert_email).toBe('Vul een geldig e-mailadres in');
    expect(bad.data.values.alert_email).toBe('iemand@voorbeeld');

    const available = await post(inStock.slug, { intent: 'stock-alert', variant_id: String(inStock.id), alert_email: 'a@example.nl' });
    expect(available.status).toBe(409);
    expect(available.data.message).toBe('Dit artikel is op voorraad: je kunt het meteen bestellen.');

    const missing = await post(soldOut.slug, { intent: 'stock-alert', variant_id: '2147483000', alert_email: 'a@example.nl' });
    expect(missing.status).toBe(404);
    expect(missing.data.message).toBe('Dit artikel bestaat niet (meer).');

    for (const variant_id of ['', 'abc', '-4', '1e99', '9'.repeat(400)]) {
      const tampered = await post(soldOut.slug, { intent: 'stock-alert', variant_id, alert_email: 'a@example.nl' });
      expect(tampered.status, variant_id).toBe(400);
      expect(tampered.data.message).toBe('Kies een maat of uitvoering.');
    }
    const huge = await post(soldOut.slug, {
      intent: 'stock-alert',
      variant_id: String(soldOut.id),
      alert_email: `${'x'.repeat(100_000)}@example.nl`,
    });
    expect(huge.status).toBe(400);
    expect(huge.data.values.alert_email.length).toBeLessThanOrEqual(255);
    // A filled honeypot: nothing asked of the API.
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from stock_alerts`);
    const bot = await post(soldOut.slug, {
      intent: 'stock-alert',
      variant_id: String(soldOut.id),
      alert_email: 'bot@example.nl',
      name__confirm: 'ik ben een bot',
    });
    expect(bot.status).toBe(400);
    expect(await rows<{ n: number }>(sql`select count(*)::int as n from stock_alerts`)).toEqual(before);
  });

  it('refuses a forged, missing or swapped link on the link page with a 400 and the Dutch message', async () => {
    const links: Record<string, string>[] = [{ token: 'nep' }, { token: 'a'.repeat(20) + '.' + 'b'.repeat(43) }, {}];
    for (const fields of links) {
      const answer = await follow({ actie: 'bevestigen', ...fields });
      expect(answer.status).toBe(400);
      expect(answer.data.message).toBe('Deze link is ongeldig of verlopen. Meld je opnieuw aan.');
    }
    const email = `omgedraaid.${kind}@example.nl`;
    await post(soldOut.slug, { intent: 'stock-alert', variant_id: String(soldOut.id), alert_email: email });
    await shop.settled(); // the confirmation mail goes after the answer (attack review H4)
    const mail = (await shop.mailer.list()).find((m) => m.to === email && m.tag === 'stock-alert-confirm')!;
    const confirmToken = new URL(/Voorraadmelding bevestigen: (\S+)/.exec(mail.text)![1]!).searchParams.get('token')!;
    // The confirmation link posted as an unsubscribe does nothing.
    expect((await follow({ token: confirmToken, actie: 'afmelden' })).status).toBe(400);
    const [row] = await rows<{ status: string }>(sql`select status from stock_alerts where email = ${email}`);
    expect(row!.status).toBe('pending');
  });

  it("turns price-drop alerts on and off from the account page, which lists the address's stock alerts", async () => {
    const form = (path: string, fields: Record<string, string>, cookie?: string) =>
      new Request(`${ORIGIN}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
        body: new URLSearchParams(fields),
      });
    const login = (await loginAction(
      routeArgs(form('/account/login/', { username: 'demo@slaapzaak.nl', password: DEMO_PASSWORD }), shop.context),
    )) as Response;
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    // An alert asked while logged in belongs to the account's address.
    await productAction(
      routeArgs(
        form(`/${soldOut.slug}.html`, { intent: 'stock-alert', variant_id: String(soldOut.id), alert_email: 'demo@slaapzaak.nl' }, cookie),
        { ...shop.context, clientIp: '203.0.113.250' } as AppLoadContext,
        { slug: soldOut.slug },
      ),
    );
    const page = async () =>
      unwrap(await subscriptionLoader(routeArgs(new Request(`${ORIGIN}/account/subscription/`, { headers: { cookie } }), shop.context)))
        .data as { alerts: { price_alerts: boolean; stock_alerts: { variant_id: number; status: string }[] } };
    const before = await page();
    expect(before.alerts.price_alerts).toBe(false);
    expect(before.alerts.stock_alerts).toEqual([expect.objectContaining({ variant_id: soldOut.id, status: 'pending' })]);

    const on = (await subscriptionAction(
      routeArgs(form('/account/subscription/', { intent: 'price-alerts', price_alerts: 'on' }, cookie), shop.context),
    )) as Response;
    expect(on.status).toBe(303);
    expect((await page()).alerts.price_alerts).toBe(true);
    // A box not ticked is not posted: off.
    await subscriptionAction(routeArgs(form('/account/subscription/', { intent: 'price-alerts' }, cookie), shop.context));
    expect((await page()).alerts.price_alerts).toBe(false);
    // Without a session: to the login page, nothing changed.
    const stranger = await subscriptionAction(
      routeArgs(form('/account/subscription/', { intent: 'price-alerts', price_alerts: 'on' }), shop.context),
    ).catch((thrown: unknown) => thrown as Response);
    expect((stranger as Response).headers.get('location')).toMatch(/^\/account\/login\//);
    expect((await page()).alerts.price_alerts).toBe(false);
  });
});
