// Favourites and last viewed in the customer's account (issue 6, docs/decisions/0019): the
// /v1/customer list calls as an API client sees them (rules, validation, ownership), and the
// storefront's login, toggle and product view keeping the browser's cookies and the account in step.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action as loginAction } from '../../app/routes/account.login';
import { action as logoutAction } from '../../app/routes/account.logout';
import { action as favouritesAction } from '../../app/routes/api.favorites';
import { loader as favouritesLoader } from '../../app/routes/favorieten';
import { loader as productLoader } from '../../app/routes/product';
import { loader as rootLoader } from '../../app/root';
import { customers } from '../../commerce/db/schema';
import { createTestShop, dbKinds, type TestShop } from '../helpers/shop';

const DEMO = { username: 'demo@slaapzaak.nl', password: 'Slaapzaak2026!' };
const COMPANY = { username: 'zakelijk@slaapzaak.nl', password: 'Slaapzaak2026!' };

interface Answer {
  status: number;
  headers: Headers;
  body: any;
}

interface Lists {
  favourites: number[];
  last_viewed: { id: number; vid: number }[];
}

/** Product ids and, per product, its variant ids, from the seeded shop. */
async function catalogue(shop: TestShop): Promise<{ ids: number[]; variantsOf: Map<number, number[]> }> {
  const rows = (await shop.database.db.execute(sql`select p.id, v.id as vid from products p join variants v on v.product_id = p.id order by p.id, v.position`)) as unknown as {
    rows: { id: number; vid: number }[];
  };
  const variantsOf = new Map<number, number[]>();
  for (const r of rows.rows) variantsOf.set(Number(r.id), [...(variantsOf.get(Number(r.id)) ?? []), Number(r.vid)]);
  return { ids: [...variantsOf.keys()], variantsOf };
}

describe.each(dbKinds)('customer lists API on %s', (kind) => {
  let shop: TestShop;
  let service: string;
  let ids: number[];
  let variantsOf: Map<number, number[]>;

  const call = async (method: string, path: string, init: { body?: unknown; raw?: string; customer?: string | null } = {}): Promise<Answer> => {
    const headers: Record<string, string> = { authorization: `Bearer ${service}`, 'x-forwarded-for': '203.0.113.9' };
    if (init.body !== undefined || init.raw !== undefined) headers['content-type'] = 'application/json';
    if (init.customer) headers['x-customer-token'] = init.customer;
    const res = await shop.app.request(path, { method, headers, body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)) });
    const type = res.headers.get('content-type') ?? '';
    return { status: res.status, headers: res.headers, body: type.includes('json') ? await res.json() : await res.text() };
  };
  const login = async (who: { username: string; password: string }) => {
    const res = await call('POST', '/v1/customer/login', { body: who });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.token as string;
  };
  const lists = async (customer: string): Promise<Lists> => {
    const res = await call('GET', '/v1/customer/lists', { customer });
    expect(res.status).toBe(200);
    return res.body;
  };
  /** A customer of their own per test: registered straight into the database, then logged in. */
  const freshCustomer = async (tag: string) => {
    const [demo] = await shop.database.db.select().from(customers).limit(1);
    const email = `${tag}-${Math.random().toString(36).slice(2, 8)}@example.nl`;
    await shop.database.db.insert(customers).values({ ...demo!, id: undefined, email, emailConfirmedAt: new Date() } as typeof customers.$inferInsert);
    return login({ username: email, password: DEMO.password });
  };

  beforeAll(async () => {
    shop = await createTestShop(kind);
    service = await shop.token();
    ({ ids, variantsOf } = await catalogue(shop));
  });
  afterAll(() => shop?.close());

  it('starts empty, keeps favourites newest first and removes them', async () => {
    const customer = await freshCustomer('fav');
    expect(await lists(customer)).toEqual({ favourites: [], last_viewed: [] });
    const [a, b, c] = ids;
    expect((await call('PUT', `/v1/customer/favourites/${a}`, { customer })).body.favourites).toEqual([a]);
    expect((await call('PUT', `/v1/customer/favourites/${b}`, { customer })).body.favourites).toEqual([b, a]);
    // Favouriting again changes nothing; an unknown product is left out, not an error.
    expect((await call('PUT', `/v1/customer/favourites/${a}`, { customer })).body.favourites).toEqual([b, a]);
    const unknown = await call('PUT', '/v1/customer/favourites/999999', { customer });
    expect(unknown.status).toBe(200);
    expect(unknown.body.favourites).toEqual([b, a]);
    expect((await call('DELETE', `/v1/customer/favourites/${b}`, { customer })).body.favourites).toEqual([a]);
    expect((await call('DELETE', `/v1/customer/favourites/${c}`, { customer })).body.favourites).toEqual([a]);
    expect((await lists(customer)).favourites).toEqual([a]);
  });

  it('records views newest first, product and variant once, at most 8 (SPEC §9)', async () => {
    const customer = await freshCustomer('view');
    const [p] = ids;
    const [v1, v2] = variantsOf.get(p!)!;
    await call('POST', '/v1/customer/last-viewed', { customer, body: { id: p, vid: 0 } });
    await call('POST', '/v1/customer/last-viewed', { customer, body: { id: p, vid: v1 } });
    const again = await call('POST', '/v1/customer/last-viewed', { customer, body: { id: p } });
    expect(again.status).toBe(200);
    // vid defaults to 0; the same product and variant moves to the front instead of repeating.
    expect(again.body.last_viewed).toEqual([
      { id: p, vid: 0 },
      { id: p, vid: v1 },
    ]);
    if (v2) {
      const other = await call('POST', '/v1/customer/last-viewed', { customer, body: { id: p, vid: v2 } });
      expect(other.body.last_viewed[0]).toEqual({ id: p, vid: v2 });
    }
    // A variant of another product counts as no variant chosen.
    const foreign = variantsOf.get(ids[1]!)![0]!;
    const mixed = await call('POST', '/v1/customer/last-viewed', { customer, body: { id: ids[2], vid: foreign } });
    expect(mixed.body.last_viewed[0]).toEqual({ id: ids[2], vid: 0 });
    for (const id of ids.slice(3, 13)) await call('POST', '/v1/customer/last-viewed', { customer, body: { id, vid: 0 } });
    const { last_viewed } = await lists(customer);
    expect(last_viewed).toEqual(
      ids
        .slice(3, 13)
        .reverse()
        .slice(0, 8)
        .map((id) => ({ id, vid: 0 })),
    );
    // An unknown product is not recorded.
    expect((await call('POST', '/v1/customer/last-viewed', { customer, body: { id: 999999, vid: 0 } })).body.last_viewed).toEqual(last_viewed);
  });

  it('merges the browser lists at login: favourites a union, last viewed by recency, unknown ids left out', async () => {
    const customer = await freshCustomer('merge');
    const [a, b, c, d, e, f] = ids;
    await call('PUT', `/v1/customer/favourites/${a}`, { customer });
    await call('PUT', `/v1/customer/favourites/${b}`, { customer });
    for (const id of [a, b, c]) await call('POST', '/v1/customer/last-viewed', { customer, body: { id, vid: 0 } });
    // Account: favourites [b, a], last viewed [c, b, a].
    const merged = await call('POST', '/v1/customer/lists/merge', {
      customer,
      body: {
        favourites: [d, b, 999999, d],
        removed: [a],
        last_viewed: [
          { id: e, vid: 0 },
          { id: a, vid: 0 },
          { id: 999999, vid: 0 },
          { id: f, vid: variantsOf.get(f!)![0] },
        ],
      },
    });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    // a was removed in the browser; d is new (first); b stays where it was.
    expect(merged.body.favourites).toEqual([d, b]);
    // The browser's views are the newest, in its order; then the account's; a once.
    expect(merged.body.last_viewed).toEqual([
      { id: e, vid: 0 },
      { id: a, vid: 0 },
      { id: f, vid: variantsOf.get(f!)![0] },
      { id: c, vid: 0 },
      { id: b, vid: 0 },
    ]);
    expect(await lists(customer)).toEqual(merged.body);
    // An empty merge (a browser without lists) changes nothing.
    expect((await call('POST', '/v1/customer/lists/merge', { customer, body: {} })).body).toEqual(merged.body);
  });

  it('keeps the 8 newest views and the 50 newest favourites after a merge', async () => {
    const customer = await freshCustomer('cap');
    for (const id of ids.slice(0, 45)) await call('PUT', `/v1/customer/favourites/${id}`, { customer });
    for (const id of ids.slice(0, 6)) await call('POST', '/v1/customer/last-viewed', { customer, body: { id, vid: 0 } });
    const browser = ids.slice(60, 80);
    const res = await call('POST', '/v1/customer/lists/merge', {
      customer,
      body: { favourites: browser, last_viewed: ids.slice(60, 65).map((id) => ({ id, vid: 0 })) },
    });
    expect(res.status).toBe(200);
    expect(res.body.favourites).toHaveLength(50);
    expect(res.body.favourites.slice(0, 20)).toEqual(browser);
    expect(res.body.favourites.slice(20)).toEqual(ids.slice(15, 45).reverse());
    expect(res.body.last_viewed).toEqual([...ids.slice(60, 65), ...ids.slice(3, 6).reverse()].map((id) => ({ id, vid: 0 })));
  });

  it('never shows or changes another customer’s lists', async () => {
    const demo = await login(DEMO);
    const company = await login(COMPANY);
    const [a, b] = ids.slice(90);
    await call('PUT', `/v1/customer/favourites/${a}`, { customer: demo });
    await call('POST', '/v1/customer/last-viewed', { customer: demo, body: { id: a, vid: 0 } });
    const theirs = await lists(company);
    expect(theirs.favourites).not.toContain(a);
    expect(theirs.last_viewed.map((e) => e.id)).not.toContain(a);
    // The company customer removing or merging touches only their own rows.
    await call('DELETE', `/v1/customer/favourites/${a}`, { customer: company });
    await call('POST', '/v1/customer/lists/merge', { customer: company, body: { favourites: [b], removed: [a] } });
    expect((await lists(demo)).favourites).toContain(a);
    expect((await lists(demo)).favourites).not.toContain(b);
    expect((await lists(company)).favourites).toContain(b);
  });

  it('answers 401 without a (valid) customer token, and after logout', async () => {
    for (const [method, path, body] of [
      ['GET', '/v1/customer/lists', undefined],
      ['POST', '/v1/customer/lists/merge', { favourites: [ids[0]] }],
      ['PUT', `/v1/customer/favourites/${ids[0]}`, undefined],
      ['DELETE', `/v1/customer/favourites/${ids[0]}`, undefined],
      ['POST', '/v1/customer/last-viewed', { id: ids[0], vid: 0 }],
    ] as const) {
      const none = await call(method, path, { body });
      expect(none.status, `${method} ${path}`).toBe(401);
      expect(none.headers.get('www-authenticate')).toBe('CustomerToken');
      expect(none.body.error.message).toBe('Je bent niet (meer) ingelogd. Log opnieuw in om verder te gaan.');
      expect((await call(method, path, { body, customer: 'x'.repeat(43) })).status).toBe(401);
    }
    const customer = await freshCustomer('out');
    await call('GET', '/v1/customer/logout', { customer });
    expect((await call('GET', '/v1/customer/lists', { customer })).status).toBe(401);
  });

  it('refuses bad and hostile input with 400 and Dutch messages, never a 500', async () => {
    const customer = await freshCustomer('bad');
    const cases: [string, string, { body?: unknown; raw?: string }][] = [
      ['POST', '/v1/customer/lists/merge', { body: { favourites: [0] } }],
      ['POST', '/v1/customer/lists/merge', { body: { favourites: [-4] } }],
      ['POST', '/v1/customer/lists/merge', { body: { favourites: [1.5] } }],
      ['POST', '/v1/customer/lists/merge', { body: { favourites: ['12'] } }],
      ['POST', '/v1/customer/lists/merge', { body: { favourites: [2 ** 31] } }],
      ['POST', '/v1/customer/lists/merge', { body: { favourites: '1,2' } }],
      ['POST', '/v1/customer/lists/merge', { body: { favourites: Array.from({ length: 51 }, (_, i) => i + 1) } }],
      ['POST', '/v1/customer/lists/merge', { body: { removed: Array.from({ length: 51 }, (_, i) => i + 1) } }],
      ['POST', '/v1/customer/lists/merge', { body: { last_viewed: Array.from({ length: 9 }, (_, i) => ({ id: i + 1, vid: 0 })) } }],
      ['POST', '/v1/customer/lists/merge', { body: { last_viewed: [{ id: 1, vid: -1 }] } }],
      ['POST', '/v1/customer/lists/merge', { body: { last_viewed: [{ id: 1, vid: 0, customer_id: 2 }] } }],
      ['POST', '/v1/customer/lists/merge', { body: { favourites: [1], customer_id: 2 } }],
      ['POST', '/v1/customer/lists/merge', { body: { favourites: [{ $gt: 0 }] } }],
      ['POST', '/v1/customer/lists/merge', { raw: '{"favourites": [1,' }],
      ['POST', '/v1/customer/lists/merge', { body: [1, 2] }],
      ['POST', '/v1/customer/lists/merge', { body: null }],
      ['POST', '/v1/customer/last-viewed', { body: {} }],
      ['POST', '/v1/customer/last-viewed', { body: { id: "1; drop table customer_favorites; --", vid: 0 } }],
      ['POST', '/v1/customer/last-viewed', { body: { id: 1e308 } }],
      ['PUT', '/v1/customer/favourites/0', {}],
      ['PUT', '/v1/customer/favourites/-1', {}],
      ['PUT', '/v1/customer/favourites/12abc', {}],
      ['PUT', '/v1/customer/favourites/99999999999', {}],
      ['PUT', '/v1/customer/favourites/%27%20or%201%3D1', {}],
      ['DELETE', '/v1/customer/favourites/1e3', {}],
    ];
    for (const [method, path, init] of cases) {
      const res = await call(method, path, { ...init, customer });
      expect(res.status, `${method} ${path} ${init.raw ?? JSON.stringify(init.body)}`).toBe(400);
      // Dutch, also per field: none of zod's English defaults.
      const messages = [res.body.error.message, ...(res.body.error.issues ?? []).map((i: { message: string }) => i.message)];
      expect(messages.join(' | '), `${method} ${path}`).not.toMatch(/Expected|Invalid|Required|Unrecognized|must|received|Malformed/i);
    }
    // The field messages are the Dutch ones of the schema.
    const zero = await call('POST', '/v1/customer/lists/merge', { customer, body: { favourites: [0] } });
    expect(zero.body.error.issues).toEqual([{ path: 'favourites.0', message: 'Een product-id is groter dan 0.' }]);
    const many = await call('POST', '/v1/customer/lists/merge', { customer, body: { last_viewed: Array.from({ length: 9 }, (_, i) => ({ id: i + 1 })) } });
    expect(many.body.error.issues[0].message).toBe('Laatst bekeken: maximaal 8 producten.');
    const extra = await call('POST', '/v1/customer/lists/merge', { customer, body: { favourites: [1], customer_id: 2 } });
    expect(extra.body.error.issues[0].message).toBe('Alleen favourites, removed en last_viewed zijn toegestaan.');
    // Nothing was stored by any of it.
    expect(await lists(customer)).toEqual({ favourites: [], last_viewed: [] });
  });

  it('handles merges and toggles arriving at once for one customer', async () => {
    const customer = await freshCustomer('race');
    const batch = ids.slice(100, 110);
    const answers = await Promise.all([
      ...batch.map((id) => call('PUT', `/v1/customer/favourites/${id}`, { customer })),
      call('POST', '/v1/customer/lists/merge', { customer, body: { favourites: ids.slice(110, 115), last_viewed: batch.slice(0, 8).map((id) => ({ id, vid: 0 })) } }),
      ...batch.map((id) => call('POST', '/v1/customer/last-viewed', { customer, body: { id, vid: 0 } })),
    ]);
    expect(answers.map((a) => a.status).every((s) => s === 200)).toBe(true);
    const after = await lists(customer);
    expect([...after.favourites].sort()).toEqual([...batch, ...ids.slice(110, 115)].sort());
    expect(after.last_viewed).toHaveLength(8);
    expect(new Set(after.last_viewed.map((e) => e.id)).size).toBe(8);
  });

  it('forgets the lists with the customer (ON DELETE CASCADE)', async () => {
    const customer = await freshCustomer('gone');
    const me = (await call('GET', '/v1/customer', { customer })).body.customer.id as number;
    await call('PUT', `/v1/customer/favourites/${ids[0]}`, { customer });
    await call('POST', '/v1/customer/last-viewed', { customer, body: { id: ids[0], vid: 0 } });
    await shop.database.db.execute(sql`delete from customers where id = ${me}`);
    const left = (await shop.database.db.execute(
      sql`select (select count(*) from customer_favorites where customer_id = ${me}) + (select count(*) from customer_last_viewed where customer_id = ${me}) as n`,
    )) as unknown as { rows: { n: number | string }[] };
    expect(Number(left.rows[0]!.n)).toBe(0);
  });

  it('lists the calls in the OpenAPI document', async () => {
    const doc = (await call('GET', '/v1/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths['/v1/customer/lists']!)).toEqual(['get']);
    expect(Object.keys(doc.paths['/v1/customer/lists/merge']!)).toEqual(['post']);
    expect(Object.keys(doc.paths['/v1/customer/favourites/{id}']!).sort()).toEqual(['delete', 'put']);
    expect(Object.keys(doc.paths['/v1/customer/last-viewed']!)).toEqual(['post']);
  });
});
