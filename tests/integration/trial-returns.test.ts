// Trial-nights returns (docs/decisions/0065), through the real API on PGlite and PostgreSQL:
// the demo customer buys a mattress (picked up by the crew) and pillows (a parcel) through the checkout, staff ship
// and deliver; after the minimum of nights the customer returns them with a pickup day from the crew's
// capacity (or a parcel label), staff mark the pickup done and the paid share is refunded exactly once
// (`trial-return:<id>`). Attacks: someone else's order, a line not on trial, before the minimum, after
// the trial, more than bought, the same unit twice, two returns for the crew's last place at once, a
// double "pickup done" at once, a replayed request id, a typed amount, a medewerker above the limit.
// A fast-check property: each refund equals the shown amount and the paid share, never more in all than
// was paid, and a trial return of everything refunds the payment to the cent.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitsShare } from '../../commerce/pricing/pricing';
import { createAdminShop, MEDEWERKER, OWNER, type AdminShop } from '../helpers/admin';
import { depthRuns } from '../helpers/depth';
import { dbKinds } from '../helpers/shop';

const DAY = 24 * 60 * 60 * 1000;
const PROPERTY_RUNS = depthRuns({ ci: 3, deep: 20 }, process.env.TRIAL_PROPERTY_RUNS);
let counter = 0;

const customerStep = (email = 'demo@slaapzaak.nl') => ({
  customer: { type: 'private', first_name: 'Sanne', last_name: 'de Vries', email, phone: '06 12345678' },
  billing: { zipcode: '1234 AB', house_number: '1', country_code: 'NL' },
  sameDeliveryAddress: true,
});
const paymentStep = { selectedPaymentMethod: 'ideal', issuer: 'ideal_INGBNL2A', shipping_method: 'postnl' };

type Line = { line_id: number; title: string; quantity: number; returnable: number; state: string; pickup: string; note: string | null };
type Offer = { region: string; weeks: { days: { date: string; slots: { slot: string; left: number }[] }[] }[] };

describe.each(dbKinds)('trial-nights returns on %s', (kind) => {
  let a: AdminShop;
  let owner: string;
  let me: string;
  let mattress: number;
  let pillow: number;
  let sheet: number;
  const service = () => ({ token: a.serviceToken });
  const asMe = (token = me) => ({ token: a.serviceToken, headers: { 'x-customer-token': token } });

  async function loginAs(username: string) {
    const login = await a.call('POST', '/v1/customer/login', { token: a.serviceToken, body: { username, password: 'Slaapzaak2026!' } });
    expect(login.status, login.text).toBe(200);
    return login.body.token as string;
  }

  /** An order of the demo customer placed through the checkout (a crew day when a mattress is in it), paid, shipped, delivered `daysAgo`. */
  async function deliveredOrder(lines: { variantId: number; quantity: number }[], daysAgo: number, code?: string) {
    let quote: string | undefined;
    for (const line of lines) {
      const added = await a.call('POST', '/v1/cart/item', {
        ...service(),
        body: { item_id: line.variantId, quantity: line.quantity },
        headers: quote ? { 'x-quote-id': quote } : {},
      });
      expect(added.status, added.text).toBe(200);
      quote = added.body.quote_id as string;
    }
    const q = { 'x-quote-id': quote! };
    if (code)
      expect((await a.call('POST', '/v1/cart/discount', { ...service(), headers: q, body: { discount_code: code } })).status).toBe(200);
    expect((await a.call('POST', '/v1/checkout/customer', { ...service(), headers: q, body: customerStep() })).status).toBe(200);
    const shipping = await a.call('GET', '/v1/checkout/shippingmethod', { ...service(), headers: q });
    const day = shipping.body.delivery?.weeks?.[1]?.days?.[0]?.date as string | undefined;
    const chosen = await a.call('POST', '/v1/checkout/paymentmethod', {
      ...service(),
      headers: q,
      body: day ? { ...paymentStep, delivery_date: day, delivery_slot: 'avond' } : paymentStep,
    });
    expect(chosen.status, chosen.text).toBe(200);
    const placed = await a.call('POST', '/v1/checkout/payment-url', {
      ...service(),
      body: {},
      headers: { ...q, 'x-customer-token': me, 'idempotency-key': `trial-${kind}-${counter++}-${Math.random()}` },
    });
    expect(placed.status, placed.text).toBe(200);
    await a.shop.sandbox.request(placed.body.payment_url, { method: 'POST', body: new URLSearchParams({ status: 'paid' }) });
    const number = placed.body.order_number as string;
    const ship = await a.call('POST', `/v1/admin/orders/${number}/ship`, {
      token: owner,
      body: { carrier: 'PostNL', tracking_code: `3STRIAL${counter}X` },
    });
    expect(ship.status, ship.text).toBe(200);
    expect((await a.call('POST', `/v1/admin/orders/${number}/deliver`, { token: owner })).status).toBe(200);
    // The nights passed: delivery moved back on the shop's clock.
    await a.rows(
      sql`update orders set delivered_at = ${new Date(a.clock.now.getTime() - daysAgo * DAY - 60_000).toISOString()} where number = ${number}`,
    );
    return number;
  }

  const overview = async (number: string, token = me) => {
    const res = await a.call('GET', `/v1/customer/orders/${number}/trial-returns`, asMe(token));
    expect(res.status, res.text).toBe(200);
    return res.body.overview as { lines: Line[]; offer: Offer | null; returns: { number: string; status: string; kind: string }[] };
  };
  const firstFree = (offer: Offer, skip = 0) => {
    const days = offer.weeks.flatMap((w) => w.days).filter((d) => d.slots.some((s) => s.slot === 'middag' && s.left > 0));
    return days[skip]!.date;
  };
  const start = (number: string, body: Record<string, unknown>, token = me) =>
    a.call('POST', `/v1/customer/orders/${number}/trial-returns`, {
      ...asMe(token),
      body: { request_id: `trial-${Math.random().toString(36).slice(2)}`, reason: 'verwachting', ...body },
    });
  const pickedUp = (id: number, body: unknown = {}, token = owner) =>
    a.call('POST', `/v1/admin/customer-returns/${id}/picked-up`, { token, body });
  const preview = (id: number) => a.call('GET', `/v1/admin/customer-returns/${id}/refund`, { token: owner });
  const booked = async (region: string, day: string, slot: string) =>
    (
      await a.rows<{ booked: number }>(
        sql`select booked from delivery_capacity where region = ${region} and day = ${day} and slot = ${slot}`,
      )
    )[0]?.booked ?? 0;
  const refundsOf = (number: string) =>
    a.rows<{ amount: number; request_key: string }>(
      sql`select r.amount, r.request_key from refunds r join orders o on o.id = r.order_id where o.number = ${number} and r.status <> 'failed' order by r.id`,
    );
  const grandTotal = async (number: string) =>
    (await a.rows<{ t: number }>(sql`select grand_total::int as t from orders where number = ${number}`))[0]!.t;

  beforeAll(async () => {
    a = await createAdminShop(kind);
    owner = await a.login(OWNER);
    me = await loginAs('demo@slaapzaak.nl');
    const pick = async (type: string) =>
      (
        await a.rows<{ id: number }>(
          sql`select v.id from variants v join products p on p.id = v.product_id where p.available and p.product_type = ${type} and v.stock >= 30 order by v.price, v.id limit 1`,
        )
      )[0]?.id;
    mattress = (await pick('matras'))!;
    pillow = (await pick('hoofdkussen'))!;
    sheet = (await pick('hoeslaken'))!;
    expect([mattress, pillow, sheet].every(Boolean)).toBe(true);
    // A code of the test's own: 7 % off shares an odd discount over the units.
    await a.rows(
      sql`insert into discount_codes (code, kind, value, min_order_value, description) values ('PROEF7', 'percentage', 7, 0, 'Proefslapen-test')`,
    );
  }, 180_000);
  afterAll(() => a?.close());

  it('a mattress after its minimum nights: a crew pickup day, a mail with the day, staff mark the pickup done and the paid share is refunded once', async () => {
    const number = await deliveredOrder([{ variantId: mattress, quantity: 1 }], 35);
    const view = await overview(number);
    expect(view.lines).toHaveLength(1);
    expect(view.lines[0]).toMatchObject({ state: 'open', pickup: 'crew', returnable: 1, note: null });
    expect(view.offer?.region).toBe('NL12');
    const line = view.lines[0]!.line_id;

    // A crew item needs a day and part of day from the list.
    const missing = await start(number, { lines: [{ line_id: line, quantity: 1 }] });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Kies een bezorgdag uit de lijst.');
    const past = await start(number, { lines: [{ line_id: line, quantity: 1 }], pickup_date: '2020-01-06', pickup_slot: 'middag' });
    expect(past.status).toBe(400);

    const day = firstFree(view.offer!);
    const before = await booked('NL12', day, 'middag');
    const requestId = `trial-first-${kind}`;
    const body = { request_id: requestId, lines: [{ line_id: line, quantity: 1 }], pickup_date: day, pickup_slot: 'middag' };
    const made = await start(number, body);
    expect(made.status, made.text).toBe(201);
    const ret = made.body.return;
    expect(ret).toMatchObject({ kind: 'proefslapen', status: 'aangemeld', pickup: { method: 'crew', date: day, slot: 'middag' } });
    expect(made.body.message).toContain(`Onze bezorgers halen het op ${ret.pickup.day_text}, middag (12:00–17:00).`);
    expect(await booked('NL12', day, 'middag')).toBe(before + 1);
    // Replayed request id: the same return, no second place.
    const replay = await start(number, body);
    expect(replay.status).toBe(200);
    expect(replay.body.return.id).toBe(ret.id);
    expect(await booked('NL12', day, 'middag')).toBe(before + 1);
    // The unit cannot go back twice, not as a trial return nor as a 30-day return.
    const twice = await start(number, { lines: [{ line_id: line, quantity: 1 }], pickup_date: day, pickup_slot: 'middag' });
    expect(twice.status).toBe(409);
    expect((await overview(number)).lines[0]!.returnable).toBe(0);

    const mails = await a.shop.mailer.list();
    const mail = mails.find((m) => m.tag === 'trial-return-created' && m.text.includes(ret.number));
    expect(mail?.subject).toBe(`We halen je proefslaapretour ${ret.number} op ${ret.pickup.day_text}`);
    expect(mail?.text).toContain(`${ret.pickup.day_text}, middag (12:00–17:00)`);

    // Staff see it with its kind and pickup day; the 30-day steps do not apply.
    const list = await a.call('GET', '/v1/admin/customer-returns', { token: owner });
    expect(list.body.returns.find((r: { id: number }) => r.id === ret.id)).toMatchObject({ kind: 'proefslapen', pickup: { date: day } });
    expect((await a.call('POST', `/v1/admin/customer-returns/${ret.id}/receive`, { token: owner, body: {} })).status).toBe(409);
    expect((await a.call('POST', `/v1/admin/customer-returns/${ret.id}/refund`, { token: owner, body: {} })).status).toBe(409);
    const shown = await preview(ret.id);
    expect(shown.status, shown.text).toBe(200);
    expect(shown.body.amount).toBe(await grandTotal(number));

    // A typed amount is refused; then two "pickup done" at once give one refund.
    const forged = await pickedUp(ret.id, { amount: 1 });
    expect(forged.status).toBe(400);
    const [p1, p2] = await Promise.all([pickedUp(ret.id), pickedUp(ret.id)]);
    expect([p1.status, p2.status], p1.text + p2.text).toEqual([200, 200]);
    expect([p1.body.changed, p2.body.changed].filter(Boolean)).toHaveLength(1);
    const again = await pickedUp(ret.id);
    expect(again.body.changed).toBe(false);
    const rows = await refundsOf(number);
    expect(rows).toEqual([{ amount: shown.body.amount, request_key: `trial-return:${ret.id}` }]);
    // The place is used, not given back; a refunded return cannot be rejected.
    expect(await booked('NL12', day, 'middag')).toBe(before + 1);
    expect(
      (await a.call('POST', `/v1/admin/customer-returns/${ret.id}/reject`, { token: owner, body: { reason: 'Te laat bedacht' } })).status,
    ).toBe(409);
    const audit = await a.rows<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'customer-return.picked-up' and subject = ${ret.number}`,
    );
    expect(audit[0]!.n).toBe(1);
    const mine = await overview(number);
    expect(mine.returns[0]).toMatchObject({ number: ret.number, status: 'terugbetaald', kind: 'proefslapen' });
    // The privacy export lists it with its kind and pickup.
    const exported = await a.call('POST', '/v1/admin/privacy/export', { token: owner, body: { email: 'demo@slaapzaak.nl' } });
    expect(exported.status, exported.text).toBe(200);
    const inExport = exported.body.orders
      .flatMap((o: { customer_returns: { number: string }[] }) => o.customer_returns)
      .find((r: { number: string }) => r.number === ret.number);
    expect(inExport).toMatchObject({
      kind: 'proefslapen',
      pickupMethod: 'crew',
      pickupDay: day,
      pickupSlot: 'middag',
      status: 'terugbetaald',
    });
  });

  it('refuses: before the minimum nights (says from when), after the trial, a line not on trial, more than bought, the same unit twice, someone else', async () => {
    const early = await deliveredOrder(
      [
        { variantId: mattress, quantity: 1 },
        { variantId: sheet, quantity: 1 },
      ],
      3,
    );
    const view = await overview(early);
    // Only trial lines are listed; the sheet is not one.
    expect(view.lines).toHaveLength(1);
    expect(view.lines[0]).toMatchObject({ state: 'wacht' });
    expect(view.lines[0]!.note).toMatch(/kun je retourneren vanaf \w+ \d+ \w+: eerst slaap je er minstens 30 nachten op\./);
    expect(view.offer).toBeNull();
    const line = view.lines[0]!.line_id;
    const tooEarly = await start(early, { lines: [{ line_id: line, quantity: 1 }] });
    expect(tooEarly.status).toBe(409);
    expect(tooEarly.body.error.message).toBe(view.lines[0]!.note);
    const sheetLine = (
      await a.rows<{ id: number }>(
        sql`select l.id from order_lines l join orders o on o.id = l.order_id where o.number = ${early} and l.variant_id = ${sheet}`,
      )
    )[0]!.id;
    const noTrial = await start(early, { lines: [{ line_id: sheetLine, quantity: 1 }] });
    expect(noTrial.status).toBe(400);
    expect(noTrial.body.error.message).toContain('valt niet onder proefslapen');

    const over = await deliveredOrder([{ variantId: mattress, quantity: 1 }], 101);
    const overView = await overview(over);
    expect(overView.lines[0]).toMatchObject({ state: 'voorbij', nights_left: 0 });
    const late = await start(over, { lines: [{ line_id: overView.lines[0]!.line_id, quantity: 1 }] });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toContain('proefnachten');

    const pillows = await deliveredOrder([{ variantId: pillow, quantity: 2 }], 10);
    const pv = await overview(pillows);
    expect(pv.lines[0]).toMatchObject({ state: 'open', pickup: 'parcel', returnable: 2 });
    expect(pv.offer).toBeNull();
    const pl = pv.lines[0]!.line_id;
    expect((await start(pillows, { lines: [{ line_id: pl, quantity: 3 }] })).status).toBe(409);
    // The same line twice in one form counts twice.
    expect(
      (
        await start(pillows, {
          lines: [
            { line_id: pl, quantity: 2 },
            { line_id: pl, quantity: 1 },
          ],
        })
      ).status,
    ).toBe(409);
    // Another order's line is not a line of this order.
    expect((await start(pillows, { lines: [{ line_id: line, quantity: 1 }] })).status).toBe(400);

    // Someone else: another customer sees and starts nothing on this order (a 404 like a missing one).
    const other = await loginAs('zakelijk@slaapzaak.nl');
    expect((await a.call('GET', `/v1/customer/orders/${pillows}/trial-returns`, asMe(other))).status).toBe(404);
    expect((await start(pillows, { lines: [{ line_id: pl, quantity: 1 }] }, other)).status).toBe(404);
    expect((await a.call('GET', `/v1/customer/orders/${pillows}/trial-returns`, asMe('nep-token'))).status).toBeGreaterThanOrEqual(400);

    // A parcel pickup: no day, a label by mail; the pillows can go back in two returns.
    const one = await start(pillows, { lines: [{ line_id: pl, quantity: 1 }] });
    expect(one.status, one.text).toBe(201);
    expect(one.body.return.pickup).toMatchObject({ method: 'parcel', date: null });
    const mail = (await a.shop.mailer.list()).find((m) => m.tag === 'trial-return-created' && m.text.includes(one.body.return.number));
    expect(mail?.attachments).toEqual([`retourlabel-${one.body.return.number}.pdf`]);
    expect((await start(pillows, { lines: [{ line_id: pl, quantity: 2 }] })).status).toBe(409);
  });

  it("the crew's day list and route sheet show a booked pickup as 'ophalen' (not elsewhere, not when rejected; done once picked up)", async () => {
    type Stop = {
      kind: string;
      status: string;
      order_number: string;
      return_number: string | null;
      picked_up_at: string | null;
      items: { quantity: number }[];
      slot: string;
    };
    const dayList = async (region: string, day: string) => {
      const res = await a.call('GET', `/v1/admin/delivery/days/${region}/${day}`, { token: owner });
      expect(res.status, res.text).toBe(200);
      return res.body.stops as Stop[];
    };
    const number = await deliveredOrder([{ variantId: mattress, quantity: 1 }], 36);
    const [own] = await a.rows<{ day: string }>(
      sql`select b.day::text as day from delivery_bookings b join orders o on o.id = b.order_id where o.number = ${number}`,
    );
    const view = await overview(number);
    const days = view
      .offer!.weeks.flatMap((w) => w.days)
      .filter((d) => d.date !== own?.day && d.slots.some((s) => s.slot === 'middag' && s.left > 1));
    const [day, other] = [days[2]!.date, days[3]!.date];
    const made = await start(number, {
      lines: [{ line_id: view.lines[0]!.line_id, quantity: 1 }],
      pickup_date: day,
      pickup_slot: 'middag',
    });
    expect(made.status, made.text).toBe(201);
    const ret = made.body.return as { id: number; number: string };

    const stop = (await dayList('NL12', day)).find((s) => s.return_number === ret.number);
    expect(stop).toMatchObject({ kind: 'ophalen', status: 'te-bezorgen', order_number: number, slot: 'middag', picked_up_at: null });
    expect(stop!.items).toEqual([expect.objectContaining({ quantity: 1 })]);
    expect((await dayList('NL12', other)).some((s) => s.return_number === ret.number)).toBe(false);
    expect((await dayList('NL13', day)).some((s) => s.return_number === ret.number)).toBe(false);
    expect((await dayList('NL12', day)).filter((s) => s.kind === 'bezorgen').every((s) => s.return_number === null)).toBe(true);

    // A pickup is never marked through the delivery endpoints: its refund runs through the return, once.
    for (const action of ['delivered', 'not-home']) {
      const forged = await a.call('POST', `/v1/admin/delivery/orders/${number}/${action}`, { token: owner, body: { region: 'NL12', day } });
      expect([404, 409], forged.text).toContain(forged.status);
    }
    expect(await refundsOf(number)).toEqual([]);

    // Picked up: still on the list, done.
    expect((await pickedUp(ret.id)).status).toBe(200);
    const done = (await dayList('NL12', day)).find((s) => s.return_number === ret.number);
    expect(done).toMatchObject({ kind: 'ophalen', status: 'bezorgd' });
    expect(done!.picked_up_at).not.toBeNull();

    // A rejected pickup holds no place and is not on the list.
    const second = await deliveredOrder([{ variantId: mattress, quantity: 1 }], 37);
    const v2 = await overview(second);
    const r2 = await start(second, { lines: [{ line_id: v2.lines[0]!.line_id, quantity: 1 }], pickup_date: other, pickup_slot: 'middag' });
    expect(r2.status, r2.text).toBe(201);
    expect((await dayList('NL12', other)).some((s) => s.return_number === r2.body.return.number)).toBe(true);
    const rejected = await a.call('POST', `/v1/admin/customer-returns/${r2.body.return.id}/reject`, {
      token: owner,
      body: { reason: 'Niet uit de hoes geweest' },
    });
    expect(rejected.status, rejected.text).toBe(200);
    expect((await dayList('NL12', other)).some((s) => s.return_number === r2.body.return.number)).toBe(false);
  });

  it('rejection gives the crew place back exactly once; a medewerker above the limit refunds nothing and the return stays open', async () => {
    const number = await deliveredOrder([{ variantId: mattress, quantity: 1 }], 40);
    const view = await overview(number);
    const day = firstFree(view.offer!, 1);
    const before = await booked('NL12', day, 'middag');
    const made = await start(number, {
      lines: [{ line_id: view.lines[0]!.line_id, quantity: 1 }],
      pickup_date: day,
      pickup_slot: 'middag',
    });
    expect(made.status, made.text).toBe(201);
    expect(await booked('NL12', day, 'middag')).toBe(before + 1);

    const medewerker = await a.login(MEDEWERKER);
    await a.rows(sql`update staff set refund_limit = 100 where email = ${MEDEWERKER.email}`);
    const limited = await pickedUp(made.body.return.id, {}, medewerker);
    expect(limited.status).toBe(403);
    expect(limited.body.error.message).toContain('limiet');
    expect(await refundsOf(number)).toEqual([]);

    const reject = () =>
      a.call('POST', `/v1/admin/customer-returns/${made.body.return.id}/reject`, {
        token: owner,
        body: { reason: 'Het matras is niet uit de hoes geweest' },
      });
    const [r1, r2] = await Promise.all([reject(), reject()]);
    expect([r1.status, r2.status]).toEqual([200, 200]);
    expect(r1.body.return.pickup.released || r2.body.return.pickup.released).toBe(true);
    expect(await booked('NL12', day, 'middag')).toBe(before);
    expect((await reject()).body.changed).toBe(false);
    expect(await booked('NL12', day, 'middag')).toBe(before);
    expect((await pickedUp(made.body.return.id)).status).toBe(409);
    // Rejected: the unit can be returned again.
    expect((await overview(number)).lines[0]!.returnable).toBe(1);
  });

  it("two returns for the crew's last place at once: one gets it, the other a Dutch 409", async () => {
    const first = await deliveredOrder([{ variantId: mattress, quantity: 1 }], 33);
    const second = await deliveredOrder([{ variantId: mattress, quantity: 1 }], 33);
    const v1 = await overview(first);
    const v2 = await overview(second);
    const day = firstFree(v1.offer!, 2);
    // One place left in that part of day.
    await a.rows(sql`insert into delivery_capacity (region, day, slot, capacity, booked) values ('NL12', ${day}, 'ochtend', 4, 3)
      on conflict (region, day, slot) do update set capacity = 4, booked = 3`);
    const [x, y] = await Promise.all([
      start(first, { lines: [{ line_id: v1.lines[0]!.line_id, quantity: 1 }], pickup_date: day, pickup_slot: 'ochtend' }),
      start(second, { lines: [{ line_id: v2.lines[0]!.line_id, quantity: 1 }], pickup_date: day, pickup_slot: 'ochtend' }),
    ]);
    expect([x.status, y.status].sort()).toEqual([201, 409]);
    const lost = x.status === 409 ? x : y;
    expect(lost.body.error.message).toMatch(/vol/);
    expect(await booked('NL12', day, 'ochtend')).toBe(4);
  });

  it('property: every trial refund is the shown amount and its paid share, never more in all than paid; returning everything refunds it to the cent', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        async (pillows, splits, code) => {
          const number = await deliveredOrder([{ variantId: pillow, quantity: pillows }], 8, code ? 'PROEF7' : undefined);
          const [line] = (await overview(number)).lines;
          const [paid] = await a.rows<{ paid: number }>(
            sql`select coalesce(paid_amount, row_total)::int as paid from order_lines where id = ${line!.line_id}`,
          );
          const total = await grandTotal(number);
          let done = 0;
          let refunded = 0;
          for (const wanted of [...splits, pillows]) {
            const quantity = Math.min(wanted, pillows - done);
            if (quantity <= 0) break;
            const made = await start(number, { lines: [{ line_id: line!.line_id, quantity }] });
            expect(made.status, made.text).toBe(201);
            const shown = (await preview(made.body.return.id)).body.amount as number;
            const res = await pickedUp(made.body.return.id);
            expect(res.status, res.text).toBe(200);
            expect(res.body.refund.amount).toBe(shown);
            const share = unitsShare(paid!.paid, pillows, done, quantity);
            done += quantity;
            // The last unit also gives back the shipping and costs.
            if (done < pillows) expect(shown).toBe(share);
            else expect(shown).toBe(share + total - paid!.paid);
            refunded += shown;
            expect(refunded).toBeLessThanOrEqual(total);
          }
          expect(refunded).toBe(total);
          const rows = await refundsOf(number);
          expect(rows.reduce((s, r) => s + r.amount, 0)).toBe(total);
        },
      ),
      { numRuns: PROPERTY_RUNS },
    );
  }, 240_000);
});
