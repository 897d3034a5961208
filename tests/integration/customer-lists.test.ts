// Favourites and last viewed in the customer's account (docs/decisions/0019): the
// /v1/customer list calls as an API client sees them (rules, validation, ownership), and the
// storefront's login, toggle and product view keeping the browser's cookies and the account in step.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action as loginAction } from '../../app/routes/account.login';
import { action as confirmAction } from '../../app/routes/account.confirm-email';
import { action as registerAction } from '../../app/routes/account.register';
import { action as logoutAction } from '../../app/routes/account.logout';
import { action as favouritesAction } from '../../app/routes/api.favorites';
import { loader as favouritesLoader } from '../../app/routes/favorieten';
import { loader as productLoader } from '../../app/routes/product';
import { loader as rootLoader } from '../../app/root';
import { loader as cartLoader } from '../../app/routes/cart';
import { customers } from '../../commerce/db/schema';
import { createTestShop, dbKinds, type TestShop } from '../helpers/shop';
import { COMPANY_EMAIL, DEMO_EMAIL, DEMO_PASSWORD } from '../../commerce/db/seed/customers';
import { routeArgs } from '../helpers/route-args';

const DEMO = { username: DEMO_EMAIL, password: DEMO_PASSWORD };
const COMPANY = { username: COMPANY_EMAIL, password: DEMO_PASSWORD };

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
  const rows = (await shop.database.db.execute(
    sql`select p.id, v.id as vid from products p join variants v on v.product_id = p.id order by p.id, v.position`,
  )) as unknown as {
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

  const call = async (
    method: string,
    path: string,
    init: { body?: unknown; raw?: string; customer?: string | null } = {},
  ): Promise<Answer> => {
    const headers: Record<string, string> = { authorization: `Bearer ${service}`, 'x-forwarded-for': '203.0.113.9' };
    if (init.body !== undefined || init.raw !== undefined) headers['content-type'] = 'application/json';
    if (init.customer) headers['x-customer-token'] = init.customer;
    const res = await shop.app.request(path, {
      method,
      headers,
      body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
    });
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
    await shop.database.db
      .insert(customers)
      .values({ ...demo!, id: undefined, email, emailConfirmedAt: new Date() } as typeof customers.$inferInsert);
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

  it('records views newest first, product and variant once, at most 8', async () => {
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
    expect((await call('POST', '/v1/customer/last-viewed', { customer, body: { id: 999999, vid: 0 } })).body.last_viewed).toEqual(
      last_viewed,
    );
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
      ['POST', '/v1/customer/last-viewed', { body: { id: '1; drop table customer_favorites; --', vid: 0 } }],
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
    const many = await call('POST', '/v1/customer/lists/merge', {
      customer,
      body: { last_viewed: Array.from({ length: 9 }, (_, i) => ({ id: i + 1 })) },
    });
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
      call('POST', '/v1/customer/lists/merge', {
        customer,
        body: { favourites: ids.slice(110, 115), last_viewed: batch.slice(0, 8).map((id) => ({ id, vid: 0 })) },
      }),
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

describe('storefront: the lists follow the customer', () => {
  let shop: TestShop;
  let ids: number[];
  let slugOf: Map<number, string>;

  /** A browser: the cookies it holds, updated from each answer's Set-Cookie. */
  class Browser {
    jar = new Map<string, string>();
    take(res: Response) {
      for (const line of res.headers.getSetCookie()) {
        const [pair, ...attrs] = line.split(';');
        const eq = pair!.indexOf('=');
        const name = pair!.slice(0, eq).trim();
        const value = pair!.slice(eq + 1).trim();
        const expired = attrs.some(
          (a) => /^\s*Max-Age=0$/i.test(a) || (/^\s*Expires=/i.test(a) && Date.parse(a.split('=')[1]!) < Date.now()),
        );
        if (expired) this.jar.delete(name);
        else this.jar.set(name, value);
      }
      return res;
    }
    get header() {
      return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    get(name: string) {
      return this.jar.get(name);
    }
    request(path: string, form?: Record<string, string>, headers: Record<string, string> = {}) {
      return new Request(`http://localhost${path}`, {
        method: form ? 'POST' : 'GET',
        headers: {
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...(this.jar.size ? { cookie: this.header } : {}),
          ...headers,
        },
        body: form ? new URLSearchParams(form) : undefined,
      });
    }
  }

  const args = (request: Request, params: Record<string, string> = {}) => routeArgs(request, shop.context, params);
  const email = async (tag: string) => {
    const [demo] = await shop.database.db.select().from(customers).limit(1);
    const address = `${tag}-${Math.random().toString(36).slice(2, 8)}@example.nl`;
    await shop.database.db
      .insert(customers)
      .values({ ...demo!, id: undefined, email: address, emailConfirmedAt: new Date() } as typeof customers.$inferInsert);
    return address;
  };
  const logIn = async (browser: Browser, username: string) => {
    const res = browser.take(
      (await loginAction(
        args(browser.request('/account/login/', { username, password: DEMO.password, redirectTo: '/favorieten/' })),
      )) as Response,
    );
    expect(res.status).toBe(303);
    return res;
  };
  const accountOf = async (username: string): Promise<Lists> => {
    const service = await shop.token();
    const login = await shop.app.request('/v1/customer/login', {
      method: 'POST',
      headers: { authorization: `Bearer ${service}`, 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: DEMO.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const res = await shop.app.request('/v1/customer/lists', {
      headers: { authorization: `Bearer ${service}`, 'x-customer-token': token },
    });
    return (await res.json()) as Lists;
  };
  const rootOf = async (browser: Browser) => {
    const answer = await rootLoader(args(browser.request('/')));
    // The root's Set-Cookie reaches the browser with the page.
    browser.take(new Response(null, answer.init ?? undefined));
    return answer.data;
  };
  const view = async (browser: Browser, id: number, query = '') => {
    const loaded = await productLoader(args(browser.request(`/${slugOf.get(id)}.html${query}`), { slug: slugOf.get(id)! }));
    return loaded.lastViewed.map((t) => t.id);
  };
  const toggle = async (browser: Browser, id: number, extra: Record<string, string> = {}, headers: Record<string, string> = {}) =>
    browser.take(
      (await favouritesAction(args(browser.request('/api/favorites', { id: String(id), redirectTo: '/', ...extra }, headers)))) as Response,
    );

  beforeAll(async () => {
    shop = await createTestShop('pglite');
    const rows = (await shop.database.db.execute(sql`select id, slug from products order by id limit 40`)) as unknown as {
      rows: { id: number; slug: string }[];
    };
    ids = rows.rows.map((r) => Number(r.id));
    slugOf = new Map(rows.rows.map((r) => [Number(r.id), r.slug]));
  });
  afterAll(() => shop?.close());

  it('a guest’s lists join the account at login, and a second device gets them at its login', async () => {
    const [a, b, c, d] = ids;
    const customer = await email('twee');
    // Device A, as a guest: two favourites (no-JS toggles) and a product view (the cookie).
    const deviceA = new Browser();
    await toggle(deviceA, a!);
    await toggle(deviceA, b!);
    deviceA.jar.set('laatst_bekeken', `${c}-0`);
    expect(deviceA.get('favorieten')).toBe(`${b}.${a}`);
    const login = await logIn(deviceA, customer);
    expect(login.headers.get('location')).toBe('/favorieten/');
    expect(deviceA.get('favorieten')).toBe(`${b}.${a}`);
    expect(deviceA.get('favorieten_account')).toBe(`${b}.${a}`);
    expect(await accountOf(customer)).toEqual({ favourites: [b, a], last_viewed: [{ id: c, vid: 0 }] });

    // Logged in on A: a product view lands in the account (not the quick view), a favourite too.
    expect(await view(deviceA, d!, '?quickview=1')).toEqual([c]);
    expect((await accountOf(customer)).last_viewed).toEqual([{ id: c, vid: 0 }]);
    expect(await view(deviceA, d!)).toEqual([c]);
    expect((await accountOf(customer)).last_viewed).toEqual([
      { id: d, vid: 0 },
      { id: c, vid: 0 },
    ]);
    await toggle(deviceA, c!);
    expect((await accountOf(customer)).favourites).toEqual([c, b, a]);
    expect(deviceA.get('favorieten')).toBe(`${c}.${b}.${a}`);

    // Device B: a fresh browser logs in and has the same lists, in the header and on /favorieten/.
    const deviceB = new Browser();
    await logIn(deviceB, customer);
    expect(deviceB.get('favorieten')).toBe(`${c}.${b}.${a}`);
    expect(deviceB.get('laatst_bekeken')).toBe(`${d}-0.${c}-0`);
    expect((await rootOf(deviceB)).favourites).toEqual([c, b, a]);
    const page = await favouritesLoader(args(deviceB.request('/favorieten/')));
    expect(page.products.map((p) => p.id)).toEqual([c, b, a]);
    const cart = await cartLoader(args(deviceB.request('/cart/')));
    expect(cart.lastViewed.map((t) => t.id)).toEqual([d, c]);
  });

  it('a removal on one device is not undone by the older list of another at its next login', async () => {
    const [a, b, c, e] = ids.slice(10);
    const customer = await email('weg');
    const deviceA = new Browser();
    await toggle(deviceA, a!);
    await toggle(deviceA, b!);
    await logIn(deviceA, customer);
    const deviceB = new Browser();
    await logIn(deviceB, customer);
    // B removes b while logged in (JS: the store says which state it wants, and gets JSON back).
    const json = await toggle(deviceB, b!, { favourite: '0' }, { accept: 'application/json' });
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ favourites: [a] });
    expect(deviceB.get('favorieten')).toBe(`${a}`);
    // Saying 'off' again keeps it off (a toggle would have brought it back).
    expect(await (await toggle(deviceB, b!, { favourite: '0' }, { accept: 'application/json' })).json()).toEqual({ favourites: [a] });

    // A's session ends (24 hours); A, a guest again, still has [b, a] and adds c, removes a.
    deviceA.jar.delete('slaapzaak_session');
    expect((await rootOf(deviceA)).favourites).toEqual([b, a]);
    await toggle(deviceA, c!);
    await toggle(deviceA, a!);
    expect(deviceA.get('favorieten')).toBe(`${c}.${b}`);
    await logIn(deviceA, customer);
    // c added here, a removed here, b removed on B: the account and both browsers agree.
    expect((await accountOf(customer)).favourites).toEqual([c]);
    expect(deviceA.get('favorieten')).toBe(`${c}`);

    // B, still logged in, gets the account's list with its next page.
    expect(deviceB.get('favorieten')).toBe(`${a}`);
    expect((await rootOf(deviceB)).favourites).toEqual([c]);
    expect(deviceB.get('favorieten')).toBe(`${c}`);
    expect(deviceB.get('favorieten_account')).toBe(`${c}`);
    // A browser in step gets no cookies.
    const again = await rootLoader(args(deviceB.request('/')));
    expect(new Response(null, again.init ?? undefined).headers.getSetCookie()).toEqual([]);
    void e;
  });

  it('confirming the e-mail address logs in and merges the guest’s lists too', async () => {
    const [a, c] = ids.slice(25);
    const address = `bevestig-${Math.random().toString(36).slice(2, 8)}@example.nl`;
    const browser = new Browser();
    await toggle(browser, a!);
    browser.jar.set('laatst_bekeken', `${c}-0`);
    const registered = browser.take(
      (await registerAction(
        args(
          browser.request('/account/register/', {
            type: 'private',
            first_name: 'Bo',
            last_name: 'Test',
            email: address,
            password: DEMO.password,
          }),
        ),
      )) as Response,
    );
    expect(registered.status).toBe(303);
    const mail = (await shop.mailer.list()).find((m) => m.to === address && m.tag === 'email-confirm');
    const token = /confirm-email\/\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    const confirmed = browser.take(
      (await confirmAction(args(browser.request('/account/confirm-email/', { token, password: DEMO.password })))) as Response,
    );
    expect(confirmed.status).toBe(303);
    expect(browser.get('favorieten_account')).toBe(`${a}`);
    expect(await accountOf(address)).toEqual({ favourites: [a], last_viewed: [{ id: c, vid: 0 }] });
  });

  it('logging out clears the lists in this browser; they stay in the account', async () => {
    const [a, c] = ids.slice(20);
    const customer = await email('uit');
    const browser = new Browser();
    await toggle(browser, a!);
    browser.jar.set('laatst_bekeken', `${c}-0`);
    await logIn(browser, customer);
    const out = browser.take((await logoutAction(args(browser.request('/account/logout/', {})))) as Response);
    expect(out.status).toBe(303);
    for (const name of ['favorieten', 'laatst_bekeken', 'favorieten_account', 'slaapzaak_session'])
      expect(browser.get(name), name).toBeUndefined();
    expect((await rootOf(browser)).favourites).toEqual([]);
    expect(await accountOf(customer)).toEqual({ favourites: [a], last_viewed: [{ id: c, vid: 0 }] });
  });

  it('a guest’s toggle without the account works as before, and bad input is a 400', async () => {
    const browser = new Browser();
    const [a] = ids.slice(30);
    expect((await toggle(browser, a!, { favourite: '1' })).status).toBe(303);
    expect((await toggle(browser, a!, { favourite: '1' })).status).toBe(303);
    expect(browser.get('favorieten')).toBe(`${a}`);
    const bad = (await favouritesAction(args(browser.request('/api/favorites', { id: String(a), favourite: 'ja' })))) as unknown as {
      init: ResponseInit;
      data: { error: string };
    };
    expect(bad.init.status).toBe(400);
    expect(bad.data.error).toBe('Dit product kunnen we niet als favoriet bewaren.');
  });
});
