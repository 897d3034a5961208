// The customer stays in control of the crew's delivery day (docs/decisions/0063): move or give
// back the day from the account or by the signed one-time mail link until 48 hours before, and the
// reminders the day before and on the morning, queued once even by two job runs at once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestShop, dbKinds, type TestShop } from '../helpers/shop';
import { createMemoryRateLimitStore } from '../../commerce/providers/rate-limit';
import { queueDeliveryReminders, twoHourWindow } from '../../commerce/delivery/reminders';
import { deliverOutbox } from '../../commerce/platform/outbox';

// Friday 27 November 2026, 12:00 in Amsterdam: a boxspring (10 working days) comes from Monday 14 December.
const FRIDAY_NOON = new Date('2026-11-27T11:00:00Z');

describe.each(dbKinds)('changing the crew delivery day on %s', (kind) => {
  let shop: TestShop;
  let token: string;
  let me: string;
  let clock = new Date(FRIDAY_NOON);
  let boxspring: number;
  let counter = 0;
  const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(shop, () => token)(...args);
  const rows = async <T>(q: ReturnType<typeof sql>) => ((await shop.database.db.execute(q)) as unknown as { rows: T[] }).rows;
  const booked = async (day: string, slot: string) =>
    (await rows<{ booked: number }>(sql`select booked from delivery_capacity where region = 'NL12' and day = ${day} and slot = ${slot}`))[0]
      ?.booked ?? 0;

  /** A boxspring ordered with a day, assembly and take-back, paid at the sandbox; `mine`: in the demo customer's account. */
  async function crewOrder(date: string, slot: string, mine = true): Promise<string> {
    const account: Record<string, string> = mine ? { 'x-customer-token': me } : {};
    const added = await call('POST', '/v1/cart/item', { item_id: boxspring, quantity: 1 }, account);
    expect(added.status).toBe(200);
    const q = { 'x-quote-id': added.body.quote_id as string, ...account };
    const email = mine ? 'demo@slaapzaak.nl' : `ander${++counter}@example.nl`;
    const customer = { type: 'private', first_name: 'Sanne', last_name: 'de Vries', email, phone: '0612345678' };
    expect(
      (await call('POST', '/v1/checkout/customer', { customer, billing: { zipcode: '1234AB', house_number: '1', country_code: 'NL' } }, q))
        .status,
    ).toBe(200);
    const pay = { selectedPaymentMethod: 'creditcard', shipping_method: 'postnl', delivery_date: date, delivery_slot: slot };
    const step = await call('POST', '/v1/checkout/paymentmethod', { ...pay, service_assembly: true, service_takeback: true }, q);
    expect(step.status, JSON.stringify(step.body)).toBe(200);
    const placed = await call('POST', '/v1/checkout/payment-url', {}, { ...q, 'idempotency-key': `change-${Math.random()}` });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    await shop.sandbox.request(placed.body.payment_url, { method: 'POST', body: new URLSearchParams({ status: 'paid' }) });
    const [order] = await rows<{ status: string }>(sql`select status from orders where number = ${placed.body.order_number}`);
    expect(order!.status).toBe('paid');
    return placed.body.order_number as string;
  }

  /** The change link in the newest mail to this order (confirmation or change mail). */
  async function linkFor(number: string): Promise<string> {
    await shop.settled();
    const mails = (await shop.mailer.list()).filter((m) => m.text.includes(number) && /\/bezorgdag\/[^/\s]+\//.test(m.text));
    const token = /\/bezorgdag\/([^/\s]+)\//.exec(mails[mails.length - 1]!.text)![1]!;
    return token;
  }

  beforeAll(async () => {
    shop = await createTestShop(kind, { now: () => new Date(clock), rateLimit: createMemoryRateLimitStore() });
    token = await shop.token();
    const login = await call('POST', '/v1/customer/login', { username: 'demo@slaapzaak.nl', password: 'Slaapzaak2026!' });
    expect(login.status).toBe(200);
    me = login.body.token as string;
    [{ id: boxspring }] = await rows<{ id: number }>(
      sql`select v.id from variants v join products p on p.id = v.product_id where p.product_type = 'boxspring' and p.available order by v.id limit 1`,
    );
    await shop.database.db.execute(sql`update variants set stock = 1000 where id = ${boxspring}`);
  });
  afterAll(() => shop?.close());

  it('the confirmation mail of a crew order names the day, not "morgen", and carries the change link', async () => {
    const number = await crewOrder('2026-12-15', 'ochtend');
    await shop.settled();
    const mail = (await shop.mailer.list()).find((m) => m.tag === 'order-confirmation' && m.text.includes(number))!;
    expect(mail.text).toContain('Bezorgdag: dinsdag 15 december, ochtend (8:00–12:00)');
    expect(mail.text).not.toMatch(/morgen/i);
    expect(mail.text).toMatch(/Wijzig of annuleer je bezorgdag tot 48 uur van tevoren: http.*\/bezorgdag\/.+\//);
  });

  it('the mail link moves the day once: the new place is taken, the old one given back, a replay answers 410', async () => {
    const number = await crewOrder('2026-12-16', 'middag');
    const link = await linkFor(number);
    const before = await booked('2026-12-16', 'middag');
    const view = await call('GET', `/v1/delivery-links/${link}`);
    expect(view.status).toBe(200);
    expect(view.body.delivery).toMatchObject({ order_number: number, changeable: true, current: { date: '2026-12-16', slot: 'middag' } });
    const moved = await call('POST', `/v1/delivery-links/${link}`, {
      action: 'reschedule',
      delivery_date: '2026-12-17',
      delivery_slot: 'avond',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.message).toBe(
      'Je nieuwe bezorgdag is donderdag 17 december, avond (17:00–21:00). We hebben je een bevestiging gemaild.',
    );
    expect(await booked('2026-12-16', 'middag')).toBe(before - 1);
    expect(await booked('2026-12-17', 'avond')).toBe(1);
    // Replay of the used link, and double submit: refused, nothing moves twice.
    for (const again of [
      await call('POST', `/v1/delivery-links/${link}`, { action: 'reschedule', delivery_date: '2026-12-18', delivery_slot: 'avond' }),
      await call('GET', `/v1/delivery-links/${link}`),
    ]) {
      expect(again.status).toBe(410);
      expect(again.body.error.message).toContain('Deze link is al gebruikt');
    }
    expect(await booked('2026-12-17', 'avond')).toBe(1);
    expect(await booked('2026-12-18', 'avond')).toBe(0);
    // The change mail carries a fresh link, which works.
    const fresh = await linkFor(number);
    expect(fresh).not.toBe(link);
    expect((await call('GET', `/v1/delivery-links/${fresh}`)).body.delivery.current.date).toBe('2026-12-17');
    const order = await call('GET', `/v1/order/${number}`);
    expect(order.body.delivery).toMatchObject({ date: '2026-12-17', slot: 'avond', released: false });
  });

  it('refuses a tampered token (404), a day not offered, a past day and a full slot, in Dutch', async () => {
    const number = await crewOrder('2026-12-21', 'ochtend');
    const link = await linkFor(number);
    const [id, version, sig] = link.split('.');
    for (const bad of [
      `${Number(id) + 1}.${version}.${sig}`,
      `${id}.${Number(version) + 1}.${sig}`,
      `${id}.${version}.${sig!.slice(0, -2)}xx`,
      'x',
    ])
      expect((await call('GET', `/v1/delivery-links/${bad}`)).status).toBe(404);
    const tries = [
      [{ delivery_date: '2026-11-20', delivery_slot: 'ochtend' }, 400, 'delivery_date'],
      [{ delivery_date: '2026-12-20', delivery_slot: 'ochtend' }, 400, 'delivery_date'],
      [{ delivery_date: '2027-08-01', delivery_slot: 'ochtend' }, 400, 'delivery_date'],
      [{ delivery_date: '2026-12-22', delivery_slot: 'nacht' }, 400, 'delivery_slot'],
      [{ delivery_date: '2026-12-21', delivery_slot: 'ochtend' }, 400, 'delivery_date'],
    ] as const;
    for (const [choice, status, path] of tries) {
      const res = await call('POST', `/v1/delivery-links/${link}`, { action: 'reschedule', ...choice });
      expect(res.status, JSON.stringify(choice)).toBe(status);
      expect(res.body.error.issues[0].path).toBe(path);
    }
    await shop.database.db.execute(
      sql`insert into delivery_capacity (region, day, slot, capacity) values ('NL12', '2026-12-22', 'avond', 0)
          on conflict (region, day, slot) do update set capacity = 0`,
    );
    const full = await call('POST', `/v1/delivery-links/${link}`, {
      action: 'reschedule',
      delivery_date: '2026-12-22',
      delivery_slot: 'avond',
    });
    expect(full.status).toBe(409);
    expect(full.body.error.message).toBe('Dit dagdeel is vol. Kies een ander dagdeel of een andere dag.');
    // Refusals spend nothing: the link still works.
    expect((await call('GET', `/v1/delivery-links/${link}`)).status).toBe(200);
  });

  it("logged in: someone else's order is a 404; giving the day back keeps the order waiting; a stale form is refused", async () => {
    const other = await crewOrder('2026-12-22', 'middag', false);
    const mine = await call('GET', `/v1/customer/orders/${other}/delivery`, undefined, { 'x-customer-token': me });
    expect(mine.status).toBe(404);
    const post = await call('POST', `/v1/customer/orders/${other}/delivery`, { action: 'cancel' }, { 'x-customer-token': me });
    expect(post.status).toBe(404);

    const number = await crewOrder('2026-12-23', 'middag');
    const view = await call('GET', `/v1/customer/orders/${number}/delivery`, undefined, { 'x-customer-token': me });
    expect(view.status).toBe(200);
    const version = view.body.delivery.version as number;
    const before = await booked('2026-12-23', 'middag');
    const cancelled = await call(
      'POST',
      `/v1/customer/orders/${number}/delivery`,
      { action: 'cancel', version },
      { 'x-customer-token': me },
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.delivery).toMatchObject({ waiting: true, current: null, changeable: true });
    expect(await booked('2026-12-23', 'middag')).toBe(before - 1);
    // The same form again (double submit): refused, the place is not given back twice.
    const twice = await call('POST', `/v1/customer/orders/${number}/delivery`, { action: 'cancel', version }, { 'x-customer-token': me });
    expect(twice.status).toBe(410);
    expect(await booked('2026-12-23', 'middag')).toBe(before - 1);
    const [order] = await rows<{ status: string }>(sql`select status from orders where number = ${number}`);
    expect(order!.status).toBe('paid');
    // Staff see it in the order's history; the customer picks a new day later.
    const events = await rows<{ note: string }>(
      sql`select e.note from order_events e join orders o on o.id = e.order_id where o.number = ${number}`,
    );
    expect(events.map((e) => e.note).join('\n')).toContain('wacht op een nieuwe dag');
    const seen = await call('GET', `/v1/customer/orders/${number}`, undefined, { 'x-customer-token': me });
    expect(seen.body.order.delivery).toMatchObject({ waiting: true, released: true });
    const picked = await call(
      'POST',
      `/v1/customer/orders/${number}/delivery`,
      { action: 'reschedule', delivery_date: '2026-12-24', delivery_slot: 'ochtend', version: version + 1 },
      { 'x-customer-token': me },
    );
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    expect(picked.body.delivery).toMatchObject({ waiting: false, current: { date: '2026-12-24', slot: 'ochtend' } });
  });

  it('within 48 hours of the day the change is refused with a Dutch message; the reminders go out once, also when the job runs twice at once', async () => {
    const number = await crewOrder('2026-12-14', 'ochtend');
    const second = await crewOrder('2026-12-14', 'ochtend');
    const link = await linkFor(number);
    // Saturday 12 December 09:00: less than 48 hours before Monday 14 December.
    clock = new Date('2026-12-12T08:00:00Z');
    const late = await call('POST', `/v1/delivery-links/${link}`, { action: 'cancel' });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toContain('tot 48 uur van tevoren');

    // Sunday 13 December 18:00: the day before.
    const eve = new Date('2026-12-13T17:00:00Z');
    await Promise.all([queueDeliveryReminders(shop.database.db, eve), queueDeliveryReminders(shop.database.db, eve)]);
    await queueDeliveryReminders(shop.database.db, eve);
    // Monday 14 December 07:30: the two-hour window.
    const morning = new Date('2026-12-14T06:30:00Z');
    await Promise.all([queueDeliveryReminders(shop.database.db, morning), queueDeliveryReminders(shop.database.db, morning)]);
    await Promise.all([
      deliverOutbox(shop.database.db, { mailer: shop.mailer }, { now: morning, limit: 200 }),
      deliverOutbox(shop.database.db, { mailer: shop.mailer }, { now: morning, limit: 200 }),
    ]);
    const mails = (await shop.mailer.list()).filter((m) => m.tag === 'delivery-reminder');
    for (const n of [number, second]) {
      const mine = mails.filter((m) => m.text.includes(n));
      expect(mine.map((m) => m.subject).sort()).toEqual(
        [
          expect.stringMatching(/^Morgen bezorgen we je bestelling$/),
          expect.stringMatching(/^Vandaag tussen \d+:00–\d+:00 bezorgen we je bestelling$/),
        ].sort(),
      );
    }
    const windows = mails.filter((m) => m.subject.startsWith('Vandaag')).map((m) => m.subject);
    expect(new Set(windows).size).toBe(windows.length > 1 ? 2 : 1);
    clock = new Date(FRIDAY_NOON);
  });
});

describe('the two-hour window', () => {
  it("spreads a part of day's bookings in order over whole-hour windows inside it", () => {
    expect(twoHourWindow('ochtend', 0, 1).text).toBe('8:00–10:00');
    expect([0, 1, 2].map((p) => twoHourWindow('ochtend', p, 3).text)).toEqual(['8:00–10:00', '9:00–11:00', '10:00–12:00']);
    expect([0, 1, 2, 3].map((p) => twoHourWindow('middag', p, 4).from)).toEqual([12, 13, 14, 15]);
    for (let count = 1; count < 30; count++)
      for (let p = 0; p < count; p++) {
        const w = twoHourWindow('avond', p, count);
        expect(w.from).toBeGreaterThanOrEqual(17);
        expect(w.to).toBeLessThanOrEqual(21);
      }
  });
});
