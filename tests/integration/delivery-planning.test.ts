// Staff plan the crew's days (docs/decisions/0066): a region's week of capacity, bulk edit and
// closing a day (never below what is booked, never in the past, every change audited), the day list with
// addresses, phone numbers, services and items, and marking a delivery delivered or not at home — each
// exactly once, also when two staff press at once (PostgreSQL). With the attacker's tests beside them.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminShop, MEDEWERKER, OWNER, type AdminShop } from '../helpers/admin';
import { crewOrder, crewVariant, offeredCrewDays } from '../helpers/crew';
import { dbKinds } from '../helpers/shop';

describe.each(dbKinds)('delivery planning on %s', (kind) => {
  let a: AdminShop;
  let variantId: number;
  let staff: string;
  const call = async (method: string, path: string, body?: unknown) => {
    // A fresh login when the movable clock let the session go idle is not needed: each test logs in once.
    return a.call(method, path, { token: staff, body });
  };
  const capacityRow = async (region: string, day: string, slot: string) =>
    (
      await a.rows<{ capacity: number; booked: number }>(
        sql`select capacity, booked from delivery_capacity where region = ${region} and day = ${day} and slot = ${slot}`,
      )
    )[0];
  const auditRows = async (action: string, subject: string) =>
    a.rows<{ actor: string; before: any; after: any }>(
      sql`select actor, before, after from audit_log where action = ${action} and subject = ${subject} order by id`,
    );

  beforeAll(async () => {
    a = await createAdminShop(kind);
    variantId = await crewVariant(a);
    staff = await a.login(MEDEWERKER);
  }, 180_000);
  afterAll(() => a?.close());

  it('shows a week Monday to Friday with the default places, and the bulk edit sets one number per part of day on the chosen days', async () => {
    const days = await offeredCrewDays(a, variantId, '2511 BL');
    const first = days[0]!;
    const week = await call('GET', `/v1/admin/delivery/capacity?region=nl25&week=${first}`);
    expect(week.status, week.text).toBe(200);
    expect(week.body.region).toBe('NL25');
    expect(week.body.days).toHaveLength(5);
    expect(week.body.days[0].text).toMatch(/^maandag/);
    expect(week.body.days[4].text).toMatch(/^vrijdag/);
    expect(week.body.days.every((d: any) => d.slots.every((s: any) => s.capacity === 4 && s.booked === 0 && !s.planned))).toBe(true);

    const chosen = week.body.days
      .filter((d: any) => d.delivery_day && !d.past)
      .map((d: any) => d.date)
      .slice(0, 3);
    const set = await call('POST', '/v1/admin/delivery/capacity', { region: 'NL25', days: chosen, ochtend: 2, middag: 6, avond: null });
    expect(set.status, set.text).toBe(200);
    expect(set.body.changed).toHaveLength(chosen.length * 2);
    for (const day of chosen) {
      expect(await capacityRow('NL25', day, 'ochtend')).toMatchObject({ capacity: 2, booked: 0 });
      expect(await capacityRow('NL25', day, 'middag')).toMatchObject({ capacity: 6 });
      expect(await capacityRow('NL25', day, 'avond')).toBeUndefined();
      // Audited: who, region, day, old → new.
      const [row] = await auditRows('delivery.capacity', `NL25 ${day}`);
      expect(row).toMatchObject({
        actor: MEDEWERKER.email,
        before: { region: 'NL25', day, ochtend: 4, middag: 4 },
        after: { region: 'NL25', day, ochtend: 2, middag: 6 },
      });
    }
    // The same again changes nothing and writes no audit row.
    const again = await call('POST', '/v1/admin/delivery/capacity', { region: 'NL25', days: chosen, ochtend: 2 });
    expect(again.body.changed).toEqual([]);
    expect(await auditRows('delivery.capacity', `NL25 ${chosen[0]}`)).toHaveLength(1);
    // The checkout offers what staff set.
    const after = await call('GET', `/v1/admin/delivery/capacity?region=NL25&week=${first}`);
    const cell = after.body.days.find((d: any) => d.date === chosen[0]).slots;
    expect(cell).toEqual([
      { slot: 'ochtend', capacity: 2, booked: 0, planned: true },
      { slot: 'middag', capacity: 6, booked: 0, planned: true },
      { slot: 'avond', capacity: 4, booked: 0, planned: false },
    ]);
  });

  it('never sets capacity below what is booked (409, nothing changes), and refuses bad numbers, regions and days in Dutch (400)', async () => {
    const order = await crewOrder(a, { variantId, zipcode: '3011 AD', slot: 'middag' });
    expect(await capacityRow('NL30', order.day, 'middag')).toMatchObject({ booked: 1 });
    const below = await call('POST', '/v1/admin/delivery/capacity', { region: 'NL30', days: [order.day], ochtend: 0, middag: 0 });
    expect(below.status).toBe(409);
    expect(below.body.error.message).toMatch(/al 1 plaats geboekt\. Zet de capaciteit op minstens 1/);
    // All or nothing: the morning did not change either.
    expect((await capacityRow('NL30', order.day, 'ochtend'))?.capacity ?? 4).toBe(4);
    expect(await capacityRow('NL30', order.day, 'middag')).toMatchObject({ capacity: 4, booked: 1 });
    const close = await call('POST', '/v1/admin/delivery/close', { region: 'NL30', day: order.day });
    expect(close.status).toBe(409);
    expect((await call('POST', '/v1/admin/delivery/capacity', { region: 'NL30', days: [order.day], middag: 1 })).status).toBe(200);

    const today = (await call('GET', '/v1/admin/delivery/capacity?region=NL30')).body.today as string;
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const sunday = (() => {
      const d = new Date(`${order.day}T12:00:00Z`);
      d.setUTCDate(d.getUTCDate() + ((7 - d.getUTCDay()) % 7));
      return d.toISOString().slice(0, 10);
    })();
    const bad: [unknown, RegExp][] = [
      [{ region: 'NL30', days: [order.day], ochtend: -1 }, /heel getal van 0 tot en met 50/],
      [{ region: 'NL30', days: [order.day], ochtend: 51 }, /heel getal van 0 tot en met 50/],
      [{ region: 'NL30', days: [order.day], ochtend: 1e12 }, /heel getal van 0 tot en met 50/],
      [{ region: 'NL30', days: [order.day], ochtend: 1.5 }, /heel getal/],
      [{ region: 'NL30', days: [order.day], ochtend: '3' }, /heel getal/],
      [{ region: 'NL30', days: [order.day] }, /minstens één dagdeel/],
      [{ region: 'NL30', days: [], ochtend: 3 }, /minstens één dag/],
      [{ region: 'NL3', days: [order.day], ochtend: 3 }, /NL gevolgd door de eerste twee cijfers/],
      [{ region: "NL30' or 1=1 --", days: [order.day], ochtend: 3 }, /NL gevolgd door de eerste twee cijfers/],
      [{ region: '1234', days: [order.day], ochtend: 3 }, /NL gevolgd door de eerste twee cijfers/],
      [{ region: 'NL30', days: ['2026-02-30'], ochtend: 3 }, /bestaat niet/],
      [{ region: 'NL30', days: ['morgen'], ochtend: 3 }, /JJJJ-MM-DD/],
      [{ region: 'NL30', days: [yesterday], ochtend: 3 }, /ligt in het verleden/],
      [{ region: 'NL30', days: [sunday], ochtend: 3 }, /bezorgen we niet/],
      [{ region: 'NL30', days: ['9999-12-31'], ochtend: 3 }, /hoogstens een jaar vooruit/],
      [{ region: 'NL30', days: Array.from({ length: 8 }, () => order.day), ochtend: 3 }, /minstens één dag/],
    ];
    for (const [body, message] of bad) {
      const res = await call('POST', '/v1/admin/delivery/capacity', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toMatch(message);
    }
    expect((await call('GET', '/v1/admin/delivery/capacity?region=XX')).status).toBe(400);
    expect((await call('GET', `/v1/admin/delivery/days/NL300/${order.day}`)).status).toBe(400);
    expect(await auditRows('delivery.capacity', `NL30 ${yesterday}`)).toHaveLength(0);
  });

  it('a closed day is no longer offered in the checkout, and a posted choice of it is refused', async () => {
    const days = await offeredCrewDays(a, variantId, '4811 JE');
    const day = days[1]!;
    const closed = await call('POST', '/v1/admin/delivery/close', { region: 'NL48', day });
    expect(closed.status, closed.text).toBe(200);
    const [row] = await auditRows('delivery.close-day', `NL48 ${day}`);
    expect(row!.after).toMatchObject({ ochtend: 0, middag: 0, avond: 0 });
    const week = await call('GET', `/v1/admin/delivery/capacity?region=NL48&week=${day}`);
    expect(week.body.days.find((d: any) => d.date === day).closed).toBe(true);
    const now = await offeredCrewDays(a, variantId, '4811 JE');
    expect(now).not.toContain(day);
    expect(now).toContain(days[0]);
    // Another region is not affected.
    expect(await offeredCrewDays(a, variantId, '1234 AB')).toContain(day);
    await expect(crewOrder(a, { variantId, zipcode: '4811 JE', day })).rejects.toThrow(/paymentmethod 4\d\d/);
  });

  it('the day list shows each order with name, address, phone, services and items, by part of day then postcode', async () => {
    const day = (await offeredCrewDays(a, variantId, '1013 ER'))[2]!;
    const late = await crewOrder(a, { variantId, zipcode: '1013 ER', day, slot: 'avond', name: { first: 'Kees', last: 'Bakker' } });
    const b = await crewOrder(a, {
      variantId,
      zipcode: '1017 DD',
      day,
      slot: 'ochtend',
      assembly: true,
      takeback: true,
      phone: '06 99887766',
    });
    const c = await crewOrder(a, {
      variantId,
      zipcode: '1012 JS',
      day,
      slot: 'ochtend',
      name: { first: 'Ayla', last: 'Yılmaz' },
      quantity: 2,
      takeback: true,
      takebackPieces: 2,
      floors: 3,
    });
    const other = await crewOrder(a, { variantId, zipcode: '1234 AB', day, slot: 'ochtend' });
    const list = await call('GET', `/v1/admin/delivery/days/NL10/${day}`);
    expect(list.status, list.text).toBe(200);
    expect(list.body.stops.map((s: any) => s.order_number)).toEqual([c.number, b.number, late.number]);
    expect(list.body.stops.map((s: any) => s.order_number)).not.toContain(other.number);
    const stop = list.body.stops[1];
    expect(stop).toMatchObject({ status: 'te-bezorgen', slot: 'ochtend', name: 'Sanne de Vries', phone: '0699887766' });
    expect(stop.address).toEqual({ street: 'Leidseplein', house_number: '1', zipcode: '1017 DD', city: 'Amsterdam' });
    expect(stop.address.zipcode.replace(/\s/g, '').toUpperCase()).toBe('1017DD');
    expect(stop.services.map((s: any) => s.title)).toEqual(['Montage door onze bezorgers', 'Oude matras of bed retour (1 stuk)']);
    expect(stop.items).toHaveLength(1);
    expect(stop.items[0].quantity).toBe(1);
    expect(list.body.stops[0].name).toBe('Ayla Yılmaz');
    // Take-back per piece and carrying upstairs per floor, with their counts, for the crew (ADR 0069).
    expect(list.body.stops[0].services.map((s: any) => s.title)).toEqual([
      'Oude matras of bed retour (2 stuks)',
      'Naar boven dragen zonder lift (3 verdiepingen)',
    ]);
    expect(list.body.stops[2].services).toEqual([]);
  });

  it('"Bezorgd" sets delivered_at once, audited; again, by a colleague or at once answers unchanged', async () => {
    const order = await crewOrder(a, { variantId, zipcode: '5611 AD' });
    const at = { region: 'NL56', day: order.day };
    const colleague = await a.login(OWNER);
    const [first, second] = await Promise.all([
      a.call('POST', `/v1/admin/delivery/orders/${order.number}/delivered`, { token: staff, body: at }),
      a.call('POST', `/v1/admin/delivery/orders/${order.number}/delivered`, { token: colleague, body: at }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.changed, second.body.changed].sort()).toEqual([false, true]);
    const [row] = await a.rows<{ status: string; delivered_at: Date }>(
      sql`select status, delivered_at from orders where number = ${order.number}`,
    );
    expect(row!.status).toBe('delivered');
    const deliveredAt = new Date(row!.delivered_at).getTime();
    a.clock.advance(60_000);
    const third = await call('POST', `/v1/admin/delivery/orders/${order.number}/delivered`, at);
    expect(third.body).toMatchObject({ status: 'bezorgd', changed: false });
    const [after] = await a.rows<{ delivered_at: Date }>(sql`select delivered_at from orders where number = ${order.number}`);
    expect(new Date(after!.delivered_at).getTime()).toBe(deliveredAt);
    expect(await auditRows('delivery.delivered', order.number)).toHaveLength(1);
    const events = await a.rows<{ from_status: string; to_status: string }>(
      sql`select e.from_status, e.to_status from order_events e join orders o on o.id = e.order_id where o.number = ${order.number} order by e.id`,
    );
    expect(events.slice(-2)).toEqual([
      { from_status: 'paid', to_status: 'shipped' },
      { from_status: 'shipped', to_status: 'delivered' },
    ]);
    // The list shows it delivered; "niet thuis" after delivery is refused.
    const list = await call('GET', `/v1/admin/delivery/days/NL56/${order.day}`);
    expect(list.body.stops.find((s: any) => s.order_number === order.number).status).toBe('bezorgd');
    const missed = await call('POST', `/v1/admin/delivery/orders/${order.number}/not-home`, at);
    expect(missed.status).toBe(409);
    expect(missed.body.error.message).toBe('Deze bestelling is al bezorgd.');
  });

  it('refuses marking an order from another list, a parcel order, an unknown or forged number', async () => {
    const order = await crewOrder(a, { variantId, zipcode: '6511 KH' });
    const wrongRegion = await call('POST', `/v1/admin/delivery/orders/${order.number}/delivered`, { region: 'NL10', day: order.day });
    expect(wrongRegion.status).toBe(404);
    expect(wrongRegion.body.error.message).toMatch(/staat niet op de dagplanning van NL10/);
    const nextDay = new Date(Date.parse(`${order.day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect((await call('POST', `/v1/admin/delivery/orders/${order.number}/not-home`, { region: 'NL65', day: nextDay })).status).toBe(404);
    const parcel = await a.paidOrder();
    const notCrew = await call('POST', `/v1/admin/delivery/orders/${parcel.number}/delivered`, { region: 'NL12', day: order.day });
    expect(notCrew.status).toBe(404);
    expect(notCrew.body.error.message).toBe('Deze bestelling wordt niet door onze bezorgers bezorgd.');
    expect((await call('POST', `/v1/admin/delivery/orders/DKBD0000001/delivered`, { region: 'NL65', day: order.day })).status).toBe(404);
    expect((await call('POST', `/v1/admin/delivery/orders/1 or 1=1/delivered`, { region: 'NL65', day: order.day })).status).toBe(400);
    const [row] = await a.rows<{ status: string }>(sql`select status from orders where number = ${order.number}`);
    expect(row!.status).toBe('paid');
  });

  it('"Niet thuis" gives the place back once, mails the one-time link, and the order waits for a new day the customer picks', async () => {
    const order = await crewOrder(a, { variantId, zipcode: '9711 HW', slot: 'middag' });
    const at = { region: 'NL97', day: order.day };
    expect(await capacityRow('NL97', order.day, 'middag')).toMatchObject({ booked: 1 });
    const colleague = await a.login(OWNER);
    const results = await Promise.all(
      [staff, colleague, staff, colleague].map((token) =>
        a.call('POST', `/v1/admin/delivery/orders/${order.number}/not-home`, { token, body: at }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(results.filter((r) => r.body.changed)).toHaveLength(1);
    expect(await capacityRow('NL97', order.day, 'middag')).toMatchObject({ booked: 0 });
    expect(await auditRows('delivery.not-home', order.number)).toHaveLength(1);
    await a.shop.settled();
    const mails = (await a.shop.mailer.list()).filter((m) => m.tag === 'delivery-not-home' && m.text.includes(order.number));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('er was niemand thuis');
    const token = /\/bezorgdag\/([^/\s]+)\//.exec(mails[0]!.text)![1]!;
    // The customer's side: the link shows the order waiting, and picks a new day once.
    const view = await a.call('GET', `/v1/delivery-links/${token}`, { token: a.serviceToken });
    expect(view.status, view.text).toBe(200);
    expect(view.body.delivery).toMatchObject({ order_number: order.number, waiting: true, changeable: true, current: null });
    const newDay = (view.body.delivery.offer.weeks as { days: { date: string }[] }[])
      .flatMap((w) => w.days.map((d) => d.date))
      .find((d) => d !== order.day)!;
    const moved = await a.call('POST', `/v1/delivery-links/${token}`, {
      token: a.serviceToken,
      body: { action: 'reschedule', delivery_date: newDay, delivery_slot: 'avond' },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(await capacityRow('NL97', newDay, 'avond')).toMatchObject({ booked: 1 });
    // The old day's list shows it no more as to deliver; the new day's does.
    const old = await call('GET', `/v1/admin/delivery/days/NL97/${order.day}`);
    expect(old.body.stops.filter((s: any) => s.order_number === order.number && s.status === 'te-bezorgen')).toHaveLength(0);
    const fresh = await call('GET', `/v1/admin/delivery/days/NL97/${newDay}`);
    expect(fresh.body.stops.find((s: any) => s.order_number === order.number)).toMatchObject({ status: 'te-bezorgen', slot: 'avond' });
    // Marking the old day again does nothing: the order is on another list now.
    expect((await call('POST', `/v1/admin/delivery/orders/${order.number}/not-home`, at)).status).toBe(404);
  });

  it('"Bezorgd" after "Niet thuis" on the same list is refused (the customer picks a new day)', async () => {
    const order = await crewOrder(a, { variantId, zipcode: '8011 CW' });
    const at = { region: 'NL80', day: order.day };
    expect((await call('POST', `/v1/admin/delivery/orders/${order.number}/not-home`, at)).status).toBe(200);
    const list = await call('GET', `/v1/admin/delivery/days/NL80/${order.day}`);
    expect(list.body.stops.find((s: any) => s.order_number === order.number).status).toBe('niet-thuis');
    const delivered = await call('POST', `/v1/admin/delivery/orders/${order.number}/delivered`, at);
    expect(delivered.status).toBe(409);
    expect(delivered.body.error.message).toMatch(/niet thuis/);
    const order2 = await a.call('GET', `/v1/order/${order.number}`, { token: a.serviceToken });
    expect(order2.body.delivery).toMatchObject({ waiting: true });
  });

  it('lowering capacity while shoppers book the same part of day never leaves more booked than places', async () => {
    const day = (await offeredCrewDays(a, variantId, '7511 JA'))[3]!;
    await call('POST', '/v1/admin/delivery/capacity', { region: 'NL75', days: [day], ochtend: 6 });
    const bookings = Array.from({ length: 6 }, () =>
      crewOrder(a, { variantId, zipcode: '7511 JA', day, slot: 'ochtend' }).then(
        () => 'ok',
        () => 'vol',
      ),
    );
    const lower = call('POST', '/v1/admin/delivery/capacity', { region: 'NL75', days: [day], ochtend: 3 });
    const [placed, lowered] = await Promise.all([Promise.all(bookings), lower]);
    const row = await capacityRow('NL75', day, 'ochtend');
    expect(row!.booked).toBeLessThanOrEqual(row!.capacity);
    expect(row!.booked).toBe(placed.filter((p) => p === 'ok').length);
    if (lowered.status === 200) expect(row!.capacity).toBe(3);
    else {
      expect(lowered.status).toBe(409);
      expect(row!.capacity).toBe(6);
    }
  });
});
