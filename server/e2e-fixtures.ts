// The browser tests' own data (docs/decisions/0049): a test asks the shop for a product of
// its own, with the stock it wants, and a customer of its own, so no test depends on another's
// leftovers, on stock levels or on the order tests run in.
//
// This path exists only in a shop started for the browser tests: server.ts mounts it when
// E2E_FIXTURES holds a token (playwright.config.ts makes one per run) and PUBLIC_URL is a loopback
// address (or unset), and every call must carry that token. A normal start has no /__e2e at all: the
// storefront answers 404 there (tests/e2e/e2e-fixtures.spec.ts proves both).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { hashPassword } from '../commerce/auth/customer-auth';
import type { Db } from '../commerce/db/client';
import { newTotpSecret } from '../commerce/auth/staff-totp';
import { addresses, customers, orders, products, sandboxPayments, staff, variants } from '../commerce/db/schema';
import { normaliseSearchTerm, searchAndUnderstand } from '../commerce/catalog/search';
import { parseListingQuery } from '../commerce/catalog/listing-query';

export const E2E_FIXTURES_PATH = '/__e2e';
export const E2E_TOKEN_HEADER = 'x-e2e-fixtures';

/** True when this start may offer the fixtures: a token of some length and a loopback shop. */
export function e2eFixturesEnabled(token: string | undefined, loopback: boolean): token is string {
  return typeof token === 'string' && token.length >= 16 && loopback;
}

const MAX_STOCK = 1_000;
/** Candidates looked at per hand-out: most titles are found, a few are read as something else. */
const SEARCHED_AT_ONCE = 10;

/** The first of `rows` that a search for its title shows on the first page of results; each one not found is skipped for good. */
async function firstFoundByTitle<T extends { id: number; title: string }>(db: Db, rows: T[], skipped?: Set<number>): Promise<T | null> {
  for (const row of rows) {
    const { overview } = await searchAndUnderstand(db, {
      term: normaliseSearchTerm(row.title),
      state: parseListingQuery(''),
      cumulative: false,
    });
    if (overview.products.some((p) => p.id === row.id)) return row;
    skipped?.add(row.id);
  }
  return null;
}

export function e2eFixtures(db: Db, token: string): Hono {
  const app = new Hono();
  const expected = Buffer.from(token);
  // Products handed out in this run: never twice, so two tests never share one.
  const claimed = new Set<number>();
  // Products whose title a search does not find (never handed out by /product).
  const unfound = new Set<number>();
  let customerCount = 0;
  let staffCount = 0;

  app.use('*', async (c, next) => {
    const given = Buffer.from(c.req.header(E2E_TOKEN_HEADER) ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return c.text('Not Found', 404);
    await next();
  });

  /**
   * A product of the test's own: orderable, one variant (no option to choose), among the least
   * popular (so no listing or best-seller page the other tests read shows it first), with a title no
   * other product has or contains, with `stock`.
   */
  app.post('/product', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { stock?: unknown; type?: unknown };
    const stock = body.stock === undefined ? 100 : Number(body.stock);
    if (!Number.isInteger(stock) || stock < 0 || stock > MAX_STOCK) return c.json({ error: 'stock: 0 to 1000' }, 400);
    if (body.type !== undefined) return typedProduct(c, body.type, stock);
    const singleVariant = sql`(select count(*) from ${variants} v where v.product_id = ${products.id}) = 1`;
    // A title of its own: the catalogue has products of the same name (and names inside longer ones), and a
    // test finds its product by its title (a search, a tile, the quick view's heading). With a shared title
    // the quick view test opened the other product, in stock, and never saw its alert form (issue #38).
    const ownTitle = sql`not exists (select 1 from ${products} o where o.id <> ${products.id} and strpos(lower(o.title), lower(${products.title})) > 0)`;
    const candidates = () =>
      db
        .select({ id: products.id, slug: products.slug, title: products.title, price: products.price })
        .from(products)
        .where(
          and(
            eq(products.available, true),
            // Sent as a parcel from stock: no crew day to choose and no supplier's lead time in a test's checkout.
            eq(products.deliveryMethod, 'parcel'),
            isNull(products.leadTimeDays),
            singleVariant,
            ownTitle,
            claimed.size + unfound.size ? notInArray(products.id, [...claimed, ...unfound]) : undefined,
          ),
        )
        .orderBy(asc(products.popularity), asc(products.id))
        .limit(SEARCHED_AT_ONCE);
    // A title a search finds: the search reads words of a term as attributes and corrects near spellings
    // ('Stijn' as the material 'Katoensatijn'), so for some titles the product is not among the results
    // a test that searches for it sees (issue #38).
    let row: Awaited<ReturnType<typeof candidates>>[number] | null = null;
    while (!row) {
      const rows = await candidates();
      if (rows.length === 0) break;
      row = await firstFoundByTitle(db, rows, unfound);
    }
    if (!row) return c.json({ error: 'no product left to hand out' }, 409);
    claimed.add(row.id);
    const [variant] = await db.update(variants).set({ stock }).where(eq(variants.productId, row.id)).returning();
    return c.json({ id: row.id, variantId: variant!.id, path: `/${row.slug}.html`, title: row.title, price: row.price, stock });
  });

  /**
   * A product of the test's own of a trial type (`matras`, `topper`, `hoofdkussen`; docs/decisions/0065):
   * these come in sizes, so the path chooses the first size (`?variant=`), as a shared product link does.
   */
  async function typedProduct(c: Context, type: unknown, stock: number) {
    if (type !== 'matras' && type !== 'topper' && type !== 'hoofdkussen')
      return c.json({ error: 'type: matras, topper or hoofdkussen' }, 400);
    const [row] = await db
      .select({ id: products.id, slug: products.slug, title: products.title })
      .from(products)
      .where(
        and(
          eq(products.available, true),
          eq(products.productType, type),
          isNull(products.leadTimeDays),
          claimed.size ? notInArray(products.id, [...claimed]) : undefined,
        ),
      )
      .orderBy(asc(products.popularity), asc(products.id))
      .limit(1);
    if (!row) return c.json({ error: 'no product left to hand out' }, 409);
    claimed.add(row.id);
    const all = await db.update(variants).set({ stock }).where(eq(variants.productId, row.id)).returning();
    const variant = all.sort((x, y) => x.id - y.id)[0]!;
    return c.json({
      id: row.id,
      variantId: variant.id,
      path: `/${row.slug}.html?variant=${variant.id}`,
      title: row.title,
      price: variant.price,
      stock,
    });
  }

  /**
   * The nights passed: moves the delivery of an order of a test's own customer (e2e-… addresses) back
   * by `days`, as if it had been delivered then (trial nights count from delivery, docs/decisions/0065).
   */
  app.post('/order/:number/delivered', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { daysAgo?: unknown };
    const days = Number(body.daysAgo);
    if (!Number.isInteger(days) || days < 0 || days > 400) return c.json({ error: 'daysAgo: 0 to 400' }, 400);
    const [row] = await db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - days * 24 * 60 * 60 * 1000 - 60_000) })
      .where(and(eq(orders.number, c.req.param('number')), eq(orders.status, 'delivered'), sql`${orders.email} like 'e2e-%@example.nl'`))
      .returning();
    if (!row) return c.json({ error: "not a delivered order of a test's own customer" }, 404);
    return c.json({ number: row.number, daysAgo: days });
  });

  /** Sets the stock of a product handed out before (a test that sells out its own product). */
  app.post('/product/:id/stock', async (c) => {
    const id = Number(c.req.param('id'));
    const body = (await c.req.json().catch(() => ({}))) as { stock?: unknown };
    const stock = Number(body.stock);
    if (!claimed.has(id)) return c.json({ error: 'not a product of a test' }, 404);
    if (!Number.isInteger(stock) || stock < 0 || stock > MAX_STOCK) return c.json({ error: 'stock: 0 to 1000' }, 400);
    await db.update(variants).set({ stock }).where(eq(variants.productId, id));
    return c.json({ id, stock });
  });

  /** A confirmed customer of the test's own, with a billing and shipping address, hashed as the seed does. */
  app.post('/customer', async (c) => {
    customerCount += 1;
    const email = `e2e-${customerCount}-${randomBytes(4).toString('hex')}@example.nl`;
    const password = `Slaap-${randomBytes(6).toString('hex')}1`;
    const [row] = await db
      .insert(customers)
      .values({
        email,
        passwordHash: await hashPassword(password),
        type: 'private',
        firstName: 'Test',
        lastName: `Klant ${customerCount}`,
        phoneNumber: '0612345678',
        emailConfirmedAt: new Date(),
      })
      .returning();
    const address = {
      street: 'Voorbeeldstraat',
      houseNumber: '1',
      extension: null,
      zipcode: '1234 AB',
      city: 'Amsterdam',
      countryCode: 'NL',
    };
    await db.insert(addresses).values([
      { customerId: row!.id, kind: 'billing', firstName: 'Test', lastName: `Klant ${customerCount}`, ...address },
      { customerId: row!.id, kind: 'shipping', firstName: 'Test', lastName: `Klant ${customerCount}`, ...address },
    ]);
    return c.json({ id: row!.id, email, password, firstName: 'Test', lastName: `Klant ${customerCount}` });
  });

  /**
   * A staff member of the test's own (eigenaar or medewerker), enrolled with a fresh TOTP secret: a
   * test's login never takes the 30-second code another test or project needs for the demo accounts.
   */
  app.post('/staff', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { role?: unknown; refundLimit?: unknown };
    const role = body.role === 'medewerker' ? 'medewerker' : body.role === undefined || body.role === 'eigenaar' ? 'eigenaar' : null;
    if (!role) return c.json({ error: 'role: eigenaar or medewerker' }, 400);
    const refundLimit = body.refundLimit === undefined ? (role === 'medewerker' ? 10_000 : null) : Number(body.refundLimit);
    if (refundLimit !== null && (!Number.isInteger(refundLimit) || refundLimit < 0)) return c.json({ error: 'refundLimit: cents' }, 400);
    staffCount += 1;
    const email = `e2e-${role}-${staffCount}-${randomBytes(4).toString('hex')}@example.nl`;
    const password = `Slaap-${randomBytes(6).toString('hex')}1`;
    const secret = newTotpSecret();
    await db.insert(staff).values({
      email,
      name: `Test-${role} ${staffCount}`,
      role,
      passwordHash: await hashPassword(password),
      totpSecret: secret,
      refundLimit,
    });
    return c.json({ email, password, secret, role });
  });

  /**
   * Ends the lifetime of an open sandbox payment (and of its pending order) now, as if the shopper had
   * stayed away for longer than it lives: a test sees the expiry without waiting a minute of clock.
   */
  app.post('/payment/:id/expire', async (c) => {
    const id = c.req.param('id');
    const past = new Date(Date.now() - 1_000);
    const [payment] = await db
      .update(sandboxPayments)
      .set({ expiresAt: past })
      .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'open')))
      .returning();
    if (!payment) return c.json({ error: 'no open sandbox payment' }, 404);
    await db
      .update(orders)
      .set({ expiresAt: past })
      .where(and(eq(orders.number, payment.orderNumber), eq(orders.status, 'pending')));
    return c.json({ id, orderNumber: payment.orderNumber });
  });

  app.all('*', (c) => c.text('Not Found', 404));
  return app;
}
