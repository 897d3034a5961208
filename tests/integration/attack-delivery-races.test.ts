// The last untried attacks on the crew's delivery day (docs/decisions/0059, docs/security/threat-model.md): a staff
// refund racing "Bezorgd", "Niet thuis" posted twice on a shipped order, and a reschedule after "Niet thuis"
// to a full, closed or past part of day. On PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminShop, MEDEWERKER, OWNER, type AdminShop } from '../helpers/admin';
import { crewOrder, crewVariant } from '../helpers/crew';
import { dbKinds } from '../helpers/shop';

describe.each(dbKinds)('delivery races and reschedules on %s', (kind) => {
  let a: AdminShop;
  let variantId: number;
  let staff: string;
  let owner: string;
  let counter = 0;
  const rid = (what: string) => `${what}-${kind}-${++counter}-${Math.random().toString(36).slice(2)}`;
  const booked = async (region: string, day: string, slot: string) =>
    (
      await a.rows<{ booked: number }>(
        sql`select booked from delivery_capacity where region = ${region} and day = ${day} and slot = ${slot}`,
      )
    )[0]?.booked ?? 0;
  const refundsOf = (number: string) =>
    a.rows<{ amount: number }>(
      sql`select r.amount::int as amount from refunds r join orders o on o.id = r.order_id where o.number = ${number} and r.status <> 'failed' order by r.id`,
    );
  const grandTotal = async (number: string) =>
    (await a.rows<{ t: number }>(sql`select grand_total::int as t from orders where number = ${number}`))[0]!.t;
  const notHomeLink = async (number: string) => {
    await a.shop.settled();
    const mails = (await a.shop.mailer.list()).filter((m) => m.tag === 'delivery-not-home' && m.text.includes(number));
    expect(mails).toHaveLength(1);
    return /\/bezorgdag\/([^/\s]+)\//.exec(mails[0]!.text)![1]!;
  };

  beforeAll(async () => {
    a = await createAdminShop(kind);
    variantId = await crewVariant(a);
    staff = await a.login(MEDEWERKER);
    owner = await a.login(OWNER);
  }, 180_000);
  afterAll(() => a?.close());

  it('a whole refund racing "Bezorgd" (twice each): the place is released at most once, the services are refunded at most once', async () => {
    for (let round = 0; round < 3; round++) {
      const order = await crewOrder(a, { variantId, zipcode: '2511 BL', slot: 'avond', assembly: true, takeback: true });
      const at = { region: 'NL25', day: order.day };
      const before = await booked('NL25', order.day, 'avond');
      const refund = () =>
        a.call('POST', `/v1/admin/orders/${order.number}/refund`, { token: owner, body: { request_id: rid('race'), reason: 'Coulance' } });
      const delivered = () => a.call('POST', `/v1/admin/delivery/orders/${order.number}/delivered`, { token: staff, body: at });
      const results = await Promise.all(
        round % 2 ? [delivered(), refund(), delivered(), refund()] : [refund(), delivered(), refund(), delivered()],
      );
      // No 500s: each answer is a success or a Dutch refusal.
      for (const r of results) {
        expect(r.status, r.text).toBeLessThan(500);
        if (r.status >= 400) expect(r.body.error.message, r.text).toMatch(/[a-z]/);
      }
      const refunds = await refundsOf(order.number);
      expect(refunds.length).toBeLessThanOrEqual(1);
      expect(refunds.reduce((s, r) => s + r.amount, 0)).toBeLessThanOrEqual(await grandTotal(order.number));
      // The place: held once, released at most once (never below what other orders hold).
      const after = await booked('NL25', order.day, 'avond');
      expect(after).toBeGreaterThanOrEqual(before - 1);
      expect(after).toBeLessThanOrEqual(before);
      // A refund afterwards pays nothing more back.
      const again = await refund();
      expect(again.status, again.text).toBeLessThan(500);
      expect((await refundsOf(order.number)).reduce((s, r) => s + r.amount, 0)).toBeLessThanOrEqual(await grandTotal(order.number));
      expect((await refundsOf(order.number)).length).toBeLessThanOrEqual(1);
      expect(await booked('NL25', order.day, 'avond')).toBe(after);
    }
  });

  it('"Niet thuis" posted twice on a shipped order: one change, the place given back once, one mail', async () => {
    const order = await crewOrder(a, { variantId, zipcode: '7511 JE', slot: 'middag' });
    const ship = await a.call('POST', `/v1/admin/orders/${order.number}/ship`, {
      token: owner,
      body: { carrier: 'PostNL', tracking_code: `3SCREW${counter++}X` },
    });
    expect(ship.status, ship.text).toBeLessThan(500);
    const at = { region: 'NL75', day: order.day };
    const before = await booked('NL75', order.day, 'middag');
    const both = await Promise.all(
      [staff, owner].map((token) => a.call('POST', `/v1/admin/delivery/orders/${order.number}/not-home`, { token, body: at })),
    );
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.filter((r) => r.body.changed)).toHaveLength(1);
    expect(await booked('NL75', order.day, 'middag')).toBe(before - 1);
    // Replayed later: unchanged.
    const replay = await a.call('POST', `/v1/admin/delivery/orders/${order.number}/not-home`, { token: staff, body: at });
    expect(replay.status).toBe(200);
    expect(replay.body.changed).toBe(false);
    expect(await booked('NL75', order.day, 'middag')).toBe(before - 1);
    await notHomeLink(order.number);
  });

  it('after "Niet thuis" the mail link refuses a full, a closed and a past part of day in Dutch (4xx), and takes nothing', async () => {
    const order = await crewOrder(a, { variantId, zipcode: '4811 JE', slot: 'ochtend' });
    expect(
      (
        await a.call('POST', `/v1/admin/delivery/orders/${order.number}/not-home`, {
          token: staff,
          body: { region: 'NL48', day: order.day },
        })
      ).status,
    ).toBe(200);
    const token = await notHomeLink(order.number);
    const view = await a.call('GET', `/v1/delivery-links/${token}`, { token: a.serviceToken });
    expect(view.status, view.text).toBe(200);
    const offered = (view.body.delivery.offer.weeks as { days: { date: string }[] }[]).flatMap((w) => w.days.map((d) => d.date));
    const [fullDay, closedDay] = offered.filter((d) => d !== order.day);
    // Full: the morning's capacity set to what is booked there (0).
    const full = await a.call('POST', '/v1/admin/delivery/capacity', {
      token: staff,
      body: { region: 'NL48', days: [fullDay], ochtend: 0, middag: null, avond: null },
    });
    expect(full.status, full.text).toBe(200);
    const closed = await a.call('POST', '/v1/admin/delivery/close', { token: staff, body: { region: 'NL48', day: closedDay } });
    expect(closed.status, closed.text).toBe(200);
    const past = new Date(a.clock.now.getTime() - 3 * 86_400_000).toISOString().slice(0, 10);
    for (const [day, slot] of [
      [fullDay, 'ochtend'],
      [closedDay, 'middag'],
      [past, 'ochtend'],
      ['2099-01-01', 'avond'],
    ] as const) {
      const before = await booked('NL48', day!, slot);
      const res = await a.call('POST', `/v1/delivery-links/${token}`, {
        token: a.serviceToken,
        body: { action: 'reschedule', delivery_date: day, delivery_slot: slot },
      });
      expect(res.status, `${day} ${slot}: ${res.text}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${day} ${slot}: ${res.text}`).toBeLessThan(500);
      expect(res.body.error.message, res.text).toMatch(/dag|dagdeel|vol|plaats/i);
      expect(await booked('NL48', day!, slot)).toBe(before);
    }
    // The link is not spent by the refusals: a free day still works once.
    const free = offered.find((d) => d !== order.day && d !== fullDay && d !== closedDay)!;
    const moved = await a.call('POST', `/v1/delivery-links/${token}`, {
      token: a.serviceToken,
      body: { action: 'reschedule', delivery_date: free, delivery_slot: 'avond' },
    });
    expect(moved.status, moved.text).toBe(200);
  });
});
