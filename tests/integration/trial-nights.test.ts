// Trial nights (docs/decisions/0064): mattresses, toppers and pillows carry their trial on the
// product (set by the seed per type); the product API shows it, and the account's order counts the
// nights left from delivery on the shop's clock. The demo customer's DKBD1000005 is a mattress on trial.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRIAL_BY_TYPE, trialNights } from '../../commerce/catalog/trial';
import { createAdminShop, OWNER, type AdminShop } from '../helpers/admin';
import { dbKinds } from '../helpers/shop';

const DAY = 24 * 60 * 60 * 1000;

describe.each(dbKinds)('trial nights on %s', (kind) => {
  let a: AdminShop;
  let owner: string;
  let me: string;

  beforeAll(async () => {
    a = await createAdminShop(kind);
    owner = await a.login(OWNER);
    const login = await a.call('POST', '/v1/customer/login', {
      token: a.serviceToken,
      body: { username: 'demo@slaapzaak.nl', password: 'Slaapzaak2026!' },
    });
    expect(login.status, login.text).toBe(200);
    me = login.body.token;
  });
  afterAll(async () => a?.close());

  it('the seed gives mattresses, toppers and pillows their trial, and the product API shows it', async () => {
    const rows = await a.rows<{ product_type: string; slug: string; trial_nights: number | null; trial_min_nights: number | null }>(
      sql`select distinct on (product_type, trial_nights is null) product_type, slug, trial_nights, trial_min_nights from products order by product_type, trial_nights is null, id`,
    );
    for (const r of rows) {
      const want = TRIAL_BY_TYPE[r.product_type];
      expect([r.trial_nights, r.trial_min_nights], r.product_type).toEqual(want ? [want.nights, want.minNights] : [null, null]);
    }
    const mattress = rows.find((r) => r.product_type === 'matras');
    expect(mattress).toBeDefined();
    const res = await a.call('GET', `/v1/catalog/product/${mattress!.slug}`, { token: a.serviceToken });
    expect(res.status, res.text).toBe(200);
    expect(res.body.trial).toEqual({ nights: 100, min_nights: 30 });
    const plain = rows.find((r) => !TRIAL_BY_TYPE[r.product_type])!;
    expect((await a.call('GET', `/v1/catalog/product/${plain.slug}`, { token: a.serviceToken })).body.trial).toBeNull();
  });

  it("the demo's mattress order counts its trial nights from delivery on the shop's clock", async () => {
    const asMe = { token: a.serviceToken, headers: { 'x-customer-token': me } };
    const read = async () => {
      const res = await a.call('GET', '/v1/customer/orders/DKBD1000005', asMe);
      expect(res.status, res.text).toBe(200);
      return res.body.order.lines[0].trial as { nights: number; nights_left: number; open: boolean; ends_at: string };
    };
    const [order] = await a.rows<{ delivered_at: Date; product_type: string }>(
      sql`select o.delivered_at, p.product_type from orders o join order_lines l on l.order_id = o.id join products p on p.id = l.product_id where o.number = 'DKBD1000005'`,
    );
    expect(order.product_type).toBe('matras');
    const delivered = new Date(order.delivered_at);
    const first = await read();
    expect(first.nights).toBe(100);
    expect(first.nights_left).toBe(100 - Math.floor((a.clock.now.getTime() - delivered.getTime()) / DAY));
    expect(first.nights_left).toBeGreaterThan(90);
    a.clock.advance(10 * DAY);
    expect((await read()).nights_left).toBe(first.nights_left - 10);
    a.clock.advance(200 * DAY);
    const over = await read();
    expect(over.nights_left).toBe(0);
    expect(over.open).toBe(false);
    a.clock.advance(-210 * DAY);
    // Another customer cannot read it; a line without a trial has none.
    const other = await a.call('GET', '/v1/customer/orders/DKBD1000005', { token: a.serviceToken, headers: { 'x-customer-token': 'nep' } });
    expect(other.status).toBeGreaterThanOrEqual(400);
    expect(other.status).toBeLessThan(500);
    const sheets = await a.call('GET', '/v1/customer/orders/DKBD1000004', asMe);
    expect(sheets.body.order.lines.find((l: { title: string; trial: unknown }) => l.trial === null)).toBeDefined();
    expect(owner).toBeTruthy();
  });

  it('counts whole nights: delivery night 0 slept, never below zero left', () => {
    const d = new Date('2026-11-01T10:00:00Z');
    expect(trialNights(d, 100, 30, d)).toMatchObject({ slept: 0, nights_left: 100, open: true });
    expect(trialNights(d, 100, 30, new Date(d.getTime() + 37 * DAY + 1))).toMatchObject({ slept: 37, nights_left: 63 });
    expect(trialNights(d, 100, 30, new Date(d.getTime() + 100 * DAY))).toMatchObject({ nights_left: 0, open: false });
    expect(trialNights(d, 100, 30, new Date(d.getTime() - DAY))).toMatchObject({ slept: 0, nights_left: 100 });
  });
});
