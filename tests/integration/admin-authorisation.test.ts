// The authorisation matrix of the back office (docs/decisions/0036): every /v1/admin operation is called as
// nobody, as a logged-in customer (through the storefront's service token), with the storefront's
// service token alone, with a staff session that expired (8 idle hours) or was revoked (logged
// out), as a medewerker and as the owner. Only live staff sessions get through; owner-only
// operations answer a medewerker 403. Each call gets a subject of its own, so success is real
// success (2xx), not a 404 for something missing. The open auth routes are tested in admin-login.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminShop, MEDEWERKER, OWNER, type AdminShop } from '../helpers/admin';
import { crewOrder, crewVariant } from '../helpers/crew';
import { dbKinds } from '../helpers/shop';

type Role = 'none' | 'customer' | 'service' | 'expired' | 'revoked' | 'medewerker' | 'eigenaar';
const ROLES: Role[] = ['none', 'customer', 'service', 'expired', 'revoked', 'medewerker', 'eigenaar'];

interface Request {
  method: string;
  path: string;
  body?: unknown;
}
interface Operation {
  name: string;
  ownerOnly?: boolean;
  /** Builds a request with a fresh subject; `as` is the role it is prepared for. */
  prepare: (a: AdminShop, owner: string) => Promise<Request>;
}

let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

/** A self-service return (docs/decisions/0057) of one unit of a fresh paid order, in the given status. */
async function ownReturn(a: AdminShop, status: 'aangemeld' | 'ontvangen', kind: 'retour' | 'proefslapen' = 'retour'): Promise<number> {
  // Cheap enough for a medewerker's refund limit.
  const { number } = await a.paidOrder({ maxPrice: 5_000 });
  const key = unique();
  const [row] = await a.rows<{ id: number }>(
    sql`insert into customer_returns (number, order_id, customer_id, reason, lines, status, request_key, kind, pickup_method)
        select ${`RS${key}`.slice(0, 20)}, o.id, 0, 'Past niet', jsonb_build_array(jsonb_build_object('line_id', l.id, 'quantity', 1)), ${status}, ${key}, ${kind}, ${kind === 'proefslapen' ? 'parcel' : null}
        from orders o join order_lines l on l.order_id = o.id where o.number = ${number} limit 1 returning id`,
  );
  return row.id;
}

const OPERATIONS: Operation[] = [
  { name: 'GET auth/me', prepare: async () => ({ method: 'GET', path: '/v1/admin/auth/me' }) },
  { name: 'GET orders', prepare: async () => ({ method: 'GET', path: '/v1/admin/orders?q=sanne&status=paid' }) },
  { name: 'GET orders.csv', prepare: async () => ({ method: 'GET', path: '/v1/admin/orders.csv?status=paid' }) },
  { name: 'GET order', prepare: async (a) => ({ method: 'GET', path: `/v1/admin/orders/${(await a.paidOrder()).number}` }) },
  {
    name: 'POST order ship',
    prepare: async (a) => ({
      method: 'POST',
      path: `/v1/admin/orders/${(await a.paidOrder()).number}/ship`,
      body: { carrier: 'DHL', tracking_code: `JVGL${unique()}`.slice(0, 30) },
    }),
  },
  {
    name: 'POST order deliver',
    prepare: async (a, owner) => {
      const { number } = await a.paidOrder();
      await a.call('POST', `/v1/admin/orders/${number}/ship`, { token: owner, body: { carrier: 'PostNL', tracking_code: '3SABC123456' } });
      return { method: 'POST', path: `/v1/admin/orders/${number}/deliver` };
    },
  },
  {
    name: 'POST order cancel',
    prepare: async (a) => ({
      method: 'POST',
      path: `/v1/admin/orders/${(await a.paidOrder({ maxPrice: 8000 })).number}/cancel`,
      body: { reason: 'Klant belde' },
    }),
  },
  {
    name: 'POST order refund',
    prepare: async (a) => ({
      method: 'POST',
      path: `/v1/admin/orders/${(await a.paidOrder()).number}/refund`,
      body: { request_id: `req-${unique()}`, amount: 150, reason: 'Kras' },
    }),
  },
  { name: 'GET returns', prepare: async () => ({ method: 'GET', path: '/v1/admin/returns' }) },
  {
    name: 'POST return approve',
    prepare: async (a) => ({
      method: 'POST',
      path: `/v1/admin/returns/${await a.returnRequest((await a.paidOrder({ rug: true })).number)}/approve`,
    }),
  },
  {
    name: 'POST return receive',
    prepare: async (a, owner) => {
      const id = await a.returnRequest((await a.paidOrder({ rug: true })).number);
      await a.call('POST', `/v1/admin/returns/${id}/approve`, { token: owner });
      return { method: 'POST', path: `/v1/admin/returns/${id}/receive` };
    },
  },
  {
    name: 'POST return refund',
    prepare: async (a, owner) => {
      const id = await a.returnRequest((await a.paidOrder({ rug: true })).number);
      await a.call('POST', `/v1/admin/returns/${id}/approve`, { token: owner });
      await a.call('POST', `/v1/admin/returns/${id}/receive`, { token: owner });
      return { method: 'POST', path: `/v1/admin/returns/${id}/refund`, body: { amount: 500 } };
    },
  },
  {
    name: 'POST return reject',
    prepare: async (a) => ({
      method: 'POST',
      path: `/v1/admin/returns/${await a.returnRequest((await a.paidOrder({ rug: true })).number)}/reject`,
      body: { reason: 'Buiten de retourtermijn.' },
    }),
  },
  { name: 'GET customer-returns', prepare: async () => ({ method: 'GET', path: '/v1/admin/customer-returns' }) },
  {
    name: 'POST customer-return receive',
    prepare: async (a) => ({ method: 'POST', path: `/v1/admin/customer-returns/${await ownReturn(a, 'aangemeld')}/receive`, body: {} }),
  },
  {
    name: 'POST customer-return refund',
    prepare: async (a) => ({ method: 'POST', path: `/v1/admin/customer-returns/${await ownReturn(a, 'ontvangen')}/refund`, body: {} }),
  },
  {
    name: 'GET customer-return refund preview',
    prepare: async (a) => ({ method: 'GET', path: `/v1/admin/customer-returns/${await ownReturn(a, 'ontvangen')}/refund` }),
  },
  {
    name: 'POST customer-return reject',
    prepare: async (a) => ({
      method: 'POST',
      path: `/v1/admin/customer-returns/${await ownReturn(a, 'aangemeld')}/reject`,
      body: { reason: 'Het artikel is gebruikt teruggestuurd.' },
    }),
  },
  {
    name: 'POST customer-return picked-up (trial)',
    prepare: async (a) => ({
      method: 'POST',
      path: `/v1/admin/customer-returns/${await ownReturn(a, 'aangemeld', 'proefslapen')}/picked-up`,
      body: {},
    }),
  },
  { name: 'GET stock/low', prepare: async () => ({ method: 'GET', path: '/v1/admin/stock/low?threshold=3' }) },
  {
    name: 'GET product',
    prepare: async (a) => ({
      method: 'GET',
      path: `/v1/admin/products/${(await a.rows<{ id: number }>(sql`select id from products order by id limit 1`))[0].id}`,
    }),
  },
  {
    name: 'POST variant stock',
    prepare: async (a) => ({
      method: 'POST',
      path: `/v1/admin/variants/${(await a.rows<{ id: number }>(sql`select id from variants order by id limit 1`))[0].id}/stock`,
      body: { add: 1 },
    }),
  },
  {
    name: 'POST variant price',
    prepare: async (a) => ({
      method: 'POST',
      path: `/v1/admin/variants/${(await a.rows<{ id: number }>(sql`select id from variants order by id limit 1 offset 1`))[0].id}/price`,
      body: { price: 4995, price_old: 5995 },
    }),
  },
  {
    name: 'POST product availability',
    prepare: async (a) => ({
      method: 'POST',
      path: `/v1/admin/products/${(await a.rows<{ id: number }>(sql`select id from products order by id desc limit 1`))[0].id}/availability`,
      body: { available: true },
    }),
  },
  { name: 'GET reviews', prepare: async () => ({ method: 'GET', path: '/v1/admin/reviews' }) },
  {
    name: 'POST review moderate',
    prepare: async (a) => ({
      method: 'POST',
      path: `/v1/admin/reviews/${(await a.rows<{ id: number }>(sql`select id from reviews order by id limit 1`))[0].id}/moderate`,
      body: { status: 'approved' },
    }),
  },
  {
    name: 'POST review reply',
    prepare: async (a) => ({
      method: 'POST',
      path: `/v1/admin/reviews/${(await a.rows<{ id: number }>(sql`select id from reviews order by id limit 1`))[0].id}/reply`,
      body: { reply: 'Dank je wel!' },
    }),
  },
  { name: 'GET discounts', prepare: async () => ({ method: 'GET', path: '/v1/admin/discounts' }) },
  {
    name: 'POST discount',
    prepare: async () => ({
      method: 'POST',
      path: '/v1/admin/discounts',
      body: { code: `M${unique()}`.toUpperCase().slice(0, 30), kind: 'percentage', value: 10 },
    }),
  },
  {
    name: 'PATCH discount',
    prepare: async () => ({ method: 'PATCH', path: '/v1/admin/discounts/KORTING20', body: { description: '€ 20 korting vanaf € 100' } }),
  },
  {
    name: 'POST discount batch',
    prepare: async () => ({
      method: 'POST',
      path: '/v1/admin/discounts/batches',
      body: { prefix: 'MTX', count: 3, kind: 'fixed', value: 500 },
    }),
  },
  {
    name: 'GET discount batch csv',
    prepare: async (a, owner) => {
      const made = await a.call('POST', '/v1/admin/discounts/batches', {
        token: owner,
        body: { prefix: 'CSV', count: 2, kind: 'free_shipping' },
      });
      return { method: 'GET', path: `/v1/admin/discounts/batches/${made.body.batch}` };
    },
  },
  { name: 'GET search', prepare: async () => ({ method: 'GET', path: '/v1/admin/search' }) },
  { name: 'GET vitals', prepare: async () => ({ method: 'GET', path: '/v1/admin/vitals?dagen=7' }) },
  {
    name: 'POST search synonym',
    prepare: async () => ({
      method: 'POST',
      path: '/v1/admin/search/synonyms',
      body: { phrase: `matrixwoord ${++seq}`, kind: 'type', product_type: '', target: 'vloerkleed' },
    }),
  },
  {
    name: 'POST search synonym delete',
    prepare: async (a, owner) => {
      const saved = await a.call('POST', '/v1/admin/search/synonyms', {
        token: owner,
        body: { phrase: `matrixwoord ${++seq}`, kind: 'type', product_type: '', target: 'vloerkleed' },
      });
      return { method: 'POST', path: `/v1/admin/search/synonyms/${saved.body.id}/delete` };
    },
  },
  { name: 'GET dashboard', prepare: async () => ({ method: 'GET', path: '/v1/admin/dashboard' }) },
  {
    name: 'POST privacy export',
    prepare: async () => ({ method: 'POST', path: '/v1/admin/privacy/export', body: { email: 'demo@slaapzaak.nl' } }),
  },
  {
    name: 'POST privacy erase',
    prepare: async (a) => {
      const email = `wis-${unique()}@example.nl`;
      await a.paidOrder({ email });
      return { method: 'POST', path: '/v1/admin/privacy/erase', body: { email, confirm: true } };
    },
  },
  // The crew's delivery planning (docs/decisions/0066): every staff role plans; each call its own region or order.
  { name: 'GET delivery capacity', prepare: async () => ({ method: 'GET', path: '/v1/admin/delivery/capacity?region=NL35' }) },
  {
    name: 'POST delivery capacity',
    prepare: async (a) => {
      const { day } = await crewOrder(a, { variantId: await crewVariant(a), zipcode: '3511 CE' });
      return { method: 'POST', path: '/v1/admin/delivery/capacity', body: { region: 'NL38', days: [day], ochtend: 2 + (seq++ % 5) } };
    },
  },
  {
    name: 'POST delivery close',
    prepare: async (a) => {
      const { day } = await crewOrder(a, { variantId: await crewVariant(a), zipcode: '3511 CE' });
      return { method: 'POST', path: '/v1/admin/delivery/close', body: { region: 'NL38', day } };
    },
  },
  {
    name: 'GET delivery day',
    prepare: async (a) => {
      const { region, day } = await crewOrder(a, { variantId: await crewVariant(a), zipcode: '3511 CE' });
      return { method: 'GET', path: `/v1/admin/delivery/days/${region}/${day}` };
    },
  },
  {
    name: 'POST delivery delivered',
    prepare: async (a) => {
      const { number, region, day } = await crewOrder(a, { variantId: await crewVariant(a), zipcode: '3511 CE' });
      return { method: 'POST', path: `/v1/admin/delivery/orders/${number}/delivered`, body: { region, day } };
    },
  },
  {
    name: 'POST delivery not-home',
    prepare: async (a) => {
      const { number, region, day } = await crewOrder(a, { variantId: await crewVariant(a), zipcode: '3511 CE' });
      return { method: 'POST', path: `/v1/admin/delivery/orders/${number}/not-home`, body: { region, day } };
    },
  },
  { name: 'POST auth/logout', prepare: async () => ({ method: 'POST', path: '/v1/admin/auth/logout' }) },
  { name: 'GET staff', ownerOnly: true, prepare: async () => ({ method: 'GET', path: '/v1/admin/staff' }) },
  {
    name: 'POST staff',
    ownerOnly: true,
    prepare: async () => ({
      method: 'POST',
      path: '/v1/admin/staff',
      body: { email: `nieuw-${unique()}@slaapzaak.nl`, role: 'medewerker', refund_limit: 5000 },
    }),
  },
  {
    name: 'PATCH staff',
    ownerOnly: true,
    prepare: async (a) => ({
      method: 'PATCH',
      path: `/v1/admin/staff/${(await a.rows<{ id: number }>(sql`select id from staff where email = ${MEDEWERKER.email}`))[0].id}`,
      body: { refund_limit: 10_000 },
    }),
  },
  {
    name: 'POST staff reset-password',
    ownerOnly: true,
    prepare: async (a, owner) => {
      const made = await a.call('POST', '/v1/admin/staff', {
        token: owner,
        body: { email: `reset-${unique()}@slaapzaak.nl`, role: 'medewerker' },
      });
      return { method: 'POST', path: `/v1/admin/staff/${made.body.staff.id}/reset-password` };
    },
  },
  { name: 'GET audit', ownerOnly: true, prepare: async () => ({ method: 'GET', path: '/v1/admin/audit' }) },
  { name: 'GET audit/verify', ownerOnly: true, prepare: async () => ({ method: 'GET', path: '/v1/admin/audit/verify' }) },
];

function expected(op: Operation, role: Role): number[] {
  if (role === 'eigenaar') return [200, 201];
  if (role === 'medewerker') return op.ownerOnly ? [403] : [200, 201];
  return [401];
}

describe.each(dbKinds)('back-office authorisation matrix on %s', (kind) => {
  let a: AdminShop;
  let owner: string;
  const results: string[] = [];

  async function tokenFor(role: Role): Promise<{ token?: string; headers?: Record<string, string> }> {
    switch (role) {
      case 'none':
        return {};
      case 'service':
        return { token: a.serviceToken };
      case 'customer': {
        const login = await a.call('POST', '/v1/customer/login', {
          token: a.serviceToken,
          body: { username: 'demo@slaapzaak.nl', password: 'Slaapzaak2026!' },
        });
        return { token: a.serviceToken, headers: { 'x-customer-token': login.body.token } };
      }
      case 'expired': {
        const token = await a.login(OWNER);
        await a.rows(
          sql`update staff_tokens set last_used_at = ${new Date(a.clock.now.getTime() - 8 * 3600_000 - 60_000).toISOString()}::timestamptz where purpose = 'session' and used_at is null and last_used_at >= ${new Date(a.clock.now.getTime() - 1000).toISOString()}::timestamptz`,
        );
        return { token };
      }
      case 'revoked': {
        const token = await a.login(OWNER);
        expect((await a.call('POST', '/v1/admin/auth/logout', { token })).status).toBe(200);
        return { token };
      }
      case 'medewerker':
        return { token: await a.login(MEDEWERKER) };
      case 'eigenaar':
        return { token: await a.login(OWNER) };
    }
  }

  beforeAll(async () => {
    a = await createAdminShop(kind);
    owner = await a.login(OWNER);
  }, 180_000);
  afterAll(async () => {
    console.log(`authorisation matrix on ${kind}:\n${results.join('\n')}`);
    await a?.close();
  });

  it('covers every /v1/admin operation that needs a staff session', () => {
    const documented = Object.entries(a.shop.app.getOpenAPIDocument({ openapi: '3.0.3', info: { title: 't', version: '1' } }).paths ?? {})
      .flatMap(([path, item]) => Object.keys(item as object).map((method) => `${method.toUpperCase()} ${path}`))
      .filter((op) => op.includes('/v1/admin/') && !/auth\/(login|otp|enrol)/.test(op));
    expect(documented.length).toBe(OPERATIONS.length);
  });

  for (const op of OPERATIONS) {
    it(`${op.name}: 401 without a staff session, ${op.ownerOnly ? '403' : '2xx'} for a medewerker, 2xx for the owner`, async () => {
      const row: string[] = [];
      for (const role of ROLES) {
        const who = await tokenFor(role);
        // The owner's own session is used to prepare subjects; it stays alive across steps.
        owner = await a.login(OWNER);
        const request = await op.prepare(a, owner);
        const res = await a.call(request.method, request.path, { token: who.token, headers: who.headers, body: request.body });
        expect(expected(op, role), `${op.name} as ${role}: ${res.status} ${res.text.slice(0, 300)}`).toContain(res.status);
        if (res.status === 401) expect(res.body.error.message).toMatch(/niet \(meer\) ingelogd/);
        expect(res.headers.get('cache-control')).toBe('no-store');
        row.push(`${role}=${res.status}`);
      }
      results.push(`${op.name.padEnd(28)} ${row.join(' ')}`);
    });
  }
});
