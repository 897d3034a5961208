// Attack review of self-service returns (docs/decisions/0057, ADR 0057) and crew delivery slots (docs/decisions/0069, ADR 0059),
// by someone who did not build them, through the real API. Every move tried is recorded in
// docs/security/threat-model.md ("Review of returns and slots"); the moves that hit have a test here
// that failed before its fix.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminShop, MEDEWERKER, OWNER, type AdminShop } from '../helpers/admin';
import { dbKinds } from '../helpers/shop';

let counter = 0;
const DAY = 24 * 60 * 60 * 1000;

const customerStep = (zipcode = '1234 AB', email = 'demo@slaapzaak.nl') => ({
  customer: { type: 'private', first_name: 'Sanne', last_name: 'de Vries', email, phone: '06 12345678' },
  billing: { zipcode, house_number: '1', country_code: 'NL' },
  sameDeliveryAddress: true,
});
const paymentStep = { selectedPaymentMethod: 'ideal', issuer: 'ideal_INGBNL2A', shipping_method: 'postnl' };

describe.each(dbKinds)('attack review of returns and slots on %s', (kind) => {
  let a: AdminShop;
  let owner: string;
  let me: string;
  let variants: { id: number; price: number }[];
  let boxspring: number;
  const service = () => ({ token: a.serviceToken });
  const asMe = () => ({ token: a.serviceToken, headers: { 'x-customer-token': me } });

  async function loginDemo() {
    const login = await a.call('POST', '/v1/customer/login', {
      token: a.serviceToken,
      body: { username: 'demo@slaapzaak.nl', password: 'Slaapzaak2026!' },
    });
    expect(login.status, login.text).toBe(200);
    return login.body.token as string;
  }

  async function cartOf(lines: { variantId: number; quantity: number }[]) {
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
    return { 'x-quote-id': quote! };
  }

  async function place(q: Record<string, string>, account = true) {
    const placed = await a.call('POST', '/v1/checkout/payment-url', {
      ...service(),
      body: {},
      headers: {
        ...q,
        ...(account ? { 'x-customer-token': me } : {}),
        'idempotency-key': `attack-rd-${kind}-${counter++}-${Math.random()}`,
      },
    });
    return placed;
  }
  const pay = (url: string, status = 'paid') => a.shop.sandbox.request(url, { method: 'POST', body: new URLSearchParams({ status }) });

  /** A delivered order in the demo customer's account. */
  async function deliveredOrder(lines: { variantId: number; quantity: number }[]) {
    const q = await cartOf(lines);
    expect((await a.call('POST', '/v1/checkout/customer', { ...service(), headers: q, body: customerStep() })).status).toBe(200);
    expect((await a.call('POST', '/v1/checkout/paymentmethod', { ...service(), headers: q, body: paymentStep })).status).toBe(200);
    const placed = await place(q);
    expect(placed.status, placed.text).toBe(200);
    await pay(placed.body.payment_url);
    const number = placed.body.order_number as string;
    expect(
      (
        await a.call('POST', `/v1/admin/orders/${number}/ship`, {
          token: owner,
          body: { carrier: 'PostNL', tracking_code: `3SATT${counter}X` },
        })
      ).status,
    ).toBe(200);
    expect((await a.call('POST', `/v1/admin/orders/${number}/deliver`, { token: owner })).status).toBe(200);
    return { number, total: placed.body.grand_total as number };
  }

  const overview = async (number: string) => {
    const res = await a.call('GET', `/v1/customer/orders/${number}/returns`, asMe());
    expect(res.status, res.text).toBe(200);
    return res.body.overview as { lines: { line_id: number; returnable: number }[]; open: boolean };
  };
  const startReturn = (
    number: string,
    lines: { line_id: number; quantity: number }[],
    requestId = `req-${Math.random().toString(36).slice(2)}`,
  ) => a.call('POST', `/v1/customer/orders/${number}/returns`, { ...asMe(), body: { request_id: requestId, reason: 'maat', lines } });
  const receive = (id: number, token = owner) => a.call('POST', `/v1/admin/customer-returns/${id}/receive`, { token, body: {} });
  const refund = (id: number, token = owner) => a.call('POST', `/v1/admin/customer-returns/${id}/refund`, { token, body: {} });
  const refundedOf = async (number: string) =>
    (
      await a.rows<{ n: number }>(
        sql`select coalesce(sum(r.amount), 0)::int as n from refunds r join orders o on o.id = r.order_id where o.number = ${number} and r.status <> 'failed'`,
      )
    )[0]!.n;

  beforeAll(async () => {
    a = await createAdminShop(kind);
    owner = await a.login(OWNER);
    me = await loginDemo();
    variants = await a.rows<{ id: number; price: number }>(
      sql`select v.id, v.price from variants v join products p on p.id = v.product_id where p.available and v.stock >= 20 and p.product_type not in ('boxspring', 'vloerkleed') and v.price between 1500 and 40000 order by v.id limit 4`,
    );
    [{ id: boxspring }] = await a.rows<{ id: number }>(
      sql`select v.id from variants v join products p on p.id = v.product_id where p.product_type = 'boxspring' and p.available order by v.id limit 1`,
    );
    await a.rows(sql`update variants set stock = 1000 where id = ${boxspring}`);
    await a.rows(
      sql`update variants set stock = 1000 where id in (${sql.join(
        variants.map((v) => sql`${v.id}`),
        sql`, `,
      )})`,
    );
  }, 180_000);
  afterAll(() => a?.close());

  describe('returns', () => {
    it('HIT: a request id used for one order does not answer a return of another order', async () => {
      const one = await deliveredOrder([{ variantId: variants[0]!.id, quantity: 1 }]);
      const two = await deliveredOrder([{ variantId: variants[1]!.id, quantity: 1 }]);
      const [l1] = (await overview(one.number)).lines;
      const [l2] = (await overview(two.number)).lines;
      const first = await startReturn(one.number, [{ line_id: l1!.line_id, quantity: 1 }], 'hergebruikt-formulier-1');
      expect(first.status).toBe(201);
      const second = await startReturn(two.number, [{ line_id: l2!.line_id, quantity: 1 }], 'hergebruikt-formulier-1');
      // Before the fix: 200 with order one's return, and nothing returned of order two.
      expect(second.status, second.text).toBe(201);
      expect(second.body.return.order_number).toBe(two.number);
      expect(second.body.return.number).not.toBe(first.body.return.number);
      expect((await overview(two.number)).lines[0]!.returnable).toBe(0);
      // A double submit of the same form on the same order stays one return.
      const again = await startReturn(two.number, [{ line_id: l2!.line_id, quantity: 1 }], 'hergebruikt-formulier-1');
      expect(again.status).toBe(200);
      expect(again.body.return.number).toBe(second.body.return.number);
    });

    it("someone else's return number (a guessed RS number) is a 404 for the label and for 'sent', like a missing one", async () => {
      const { number } = await deliveredOrder([{ variantId: variants[2]!.id, quantity: 1 }]);
      const [line] = (await overview(number)).lines;
      const made = await startReturn(number, [{ line_id: line!.line_id, quantity: 1 }]);
      expect(made.status).toBe(201);
      const rs = made.body.return.number as string;
      // Move the order and its return to another customer: now it is someone else's.
      const [other] = await a.rows<{ id: number }>(
        sql`select id from customers where lower(email) <> 'demo@slaapzaak.nl' order by id limit 1`,
      );
      await a.rows(sql`update orders set customer_id = ${other!.id} where number = ${number}`);
      await a.rows(sql`update customer_returns set customer_id = ${other!.id} where number = ${rs}`);
      const label = await a.call('GET', `/v1/customer/returns/${rs}/label`, asMe());
      const missing = await a.call('GET', `/v1/customer/returns/RS9999999/label`, asMe());
      expect(label.status).toBe(404);
      expect(missing.status).toBe(404);
      expect(label.body.error.message).toBe(missing.body.error.message);
      expect((await a.call('POST', `/v1/customer/returns/${rs}/sent`, { ...asMe(), body: {} })).status).toBe(404);
      // Lower case, spaces, other shapes: not found either, never a 500.
      for (const guess of [rs.toLowerCase(), `${rs}0`, 'RS%00', 'RS-1', '../RS0000001'])
        expect([400, 404]).toContain((await a.call('GET', `/v1/customer/returns/${encodeURIComponent(guess)}/label`, asMe())).status);
      const [st] = await a.rows<{ status: string }>(sql`select status from customer_returns where number = ${rs}`);
      expect(st!.status).toBe('aangemeld');
    });

    it('delivered_at null (an order delivered before the column) or a return started on an undelivered order is refused in Dutch', async () => {
      const { number } = await deliveredOrder([{ variantId: variants[3]!.id, quantity: 1 }]);
      const [line] = (await overview(number)).lines;
      await a.rows(sql`update orders set delivered_at = null where number = ${number}`);
      const nulled = await startReturn(number, [{ line_id: line!.line_id, quantity: 1 }]);
      expect(nulled.status).toBe(409);
      expect(nulled.body.error.message).toBe('Je kunt artikelen retourneren zodra je bestelling is bezorgd.');
      // Cancelled/refunded/unpaid orders are never 'delivered': the same refusal.
      for (const status of ['cancelled', 'paid', 'pending', 'expired']) {
        await a.rows(sql`update orders set status = ${status}, delivered_at = now() where number = ${number}`);
        expect((await startReturn(number, [{ line_id: line!.line_id, quantity: 1 }])).status).toBe(409);
      }
      await a.rows(
        sql`update orders set status = 'delivered', delivered_at = ${new Date(a.clock.now.getTime() - 29 * DAY)} where number = ${number}`,
      );
      expect((await startReturn(number, [{ line_id: line!.line_id, quantity: 1 }])).status).toBe(201);
    });

    it('huge, negative, fractional and duplicated quantities: 400 in Dutch, never a 500; the 30 days end to the millisecond', async () => {
      const { number } = await deliveredOrder([{ variantId: variants[1]!.id, quantity: 2 }]);
      const [line] = (await overview(number)).lines;
      const many = Array.from({ length: 50_000 }, () => ({ line_id: line!.line_id, quantity: 1 }));
      const huge = await startReturn(number, many);
      expect(huge.status).toBe(400);
      expect(huge.body.error.issues).toContainEqual({
        path: 'lines',
        message: 'Kies minstens één artikel en het aantal dat je wilt retourneren.',
      });
      for (const quantity of [-1, 0.5, 1e308, Number.MAX_SAFE_INTEGER, 100]) {
        const res = await startReturn(number, [{ line_id: line!.line_id, quantity }]);
        expect(res.status, String(quantity)).toBe(400);
      }
      // 99 + 99 of a line of 2 in one form: added up, refused.
      const twice = await startReturn(number, [
        { line_id: line!.line_id, quantity: 99 },
        { line_id: line!.line_id, quantity: 99 },
      ]);
      expect(twice.status).toBe(409);
      expect(twice.body.error.message).toMatch(/nog 2 stuks/);
      const [o] = await a.rows<{ delivered_at: string }>(sql`select delivered_at from orders where number = ${number}`);
      const deadline = new Date(o!.delivered_at).getTime() + 30 * DAY;
      const back = a.clock.now;
      try {
        a.clock.now = new Date(deadline + 1);
        me = await loginDemo();
        expect((await startReturn(number, [{ line_id: line!.line_id, quantity: 1 }])).status).toBe(409);
        a.clock.now = new Date(deadline);
        expect((await startReturn(number, [{ line_id: line!.line_id, quantity: 1 }])).status).toBe(201);
      } finally {
        a.clock.now = back;
        me = await loginDemo();
        owner = await a.login(OWNER);
      }
    });

    it("a medewerker's refund limit holds for all returns of one order together (split into small returns)", async () => {
      // Four units of about € 40–€ 400: together above the € 100 limit, each return one unit.
      const cheap = variants.find((v) => v.price >= 4000) ?? variants[0]!;
      const { number } = await deliveredOrder([{ variantId: cheap.id, quantity: 4 }]);
      const staff = await a.login(MEDEWERKER);
      const [line] = (await overview(number)).lines;
      const results: number[] = [];
      for (let i = 0; i < 4; i++) {
        const made = await startReturn(number, [{ line_id: line!.line_id, quantity: 1 }]);
        expect(made.status).toBe(201);
        expect((await receive(made.body.return.id, staff)).status).toBe(200);
        results.push((await refund(made.body.return.id, staff)).status);
      }
      expect(results).toContain(403);
      const byStaff = await a.rows<{ n: number }>(
        sql`select coalesce(sum(r.amount), 0)::int as n from refunds r join staff s on s.id = r.staff_id join orders o on o.id = r.order_id where o.number = ${number} and s.role = 'medewerker'`,
      );
      expect(byStaff[0]!.n).toBeLessThanOrEqual(10_000);
    });

    it('a staff refund of the whole payment first: a later return is refunded with nothing more (409), never above what was paid', async () => {
      const { number, total } = await deliveredOrder([{ variantId: variants[0]!.id, quantity: 2 }]);
      const whole = await a.call('POST', `/v1/admin/orders/${number}/refund`, {
        token: owner,
        body: { request_id: `geheel-${counter++}-aanvraag`, amount: total, reason: 'coulance' },
      });
      expect(whole.status, whole.text).toBe(200);
      const [line] = (await overview(number)).lines;
      const made = await startReturn(number, [{ line_id: line!.line_id, quantity: 2 }]);
      expect(made.status).toBe(201);
      expect((await receive(made.body.return.id)).status).toBe(200);
      const late = await refund(made.body.return.id);
      expect(late.status).toBe(409);
      expect(late.body.error.message).toBe('Er is niets meer terug te betalen voor deze bestelling.');
      expect(await refundedOf(number)).toBe(total);
    });

    it('a return refund racing a staff manual refund of the same order: together never more than was paid', async () => {
      const { number, total } = await deliveredOrder([{ variantId: variants[1]!.id, quantity: 2 }]);
      const [line] = (await overview(number)).lines;
      const made = await startReturn(number, [{ line_id: line!.line_id, quantity: 2 }]);
      expect((await receive(made.body.return.id)).status).toBe(200);
      const [byReturn, byStaff] = await Promise.all([
        refund(made.body.return.id),
        a.call('POST', `/v1/admin/orders/${number}/refund`, {
          token: owner,
          body: { request_id: `race-${counter++}-aanvraag`, amount: total - 1, reason: 'coulance' },
        }),
      ]);
      expect([byReturn.status, byStaff.status]).toContain(200);
      for (const r of [byReturn, byStaff]) expect(r.status, r.text).toBeLessThan(500);
      expect(await refundedOf(number)).toBeLessThanOrEqual(total);

      // The same units refunded by staff as lines at the same moment: one of the two, never both.
      const second = await deliveredOrder([{ variantId: variants[1]!.id, quantity: 2 }]);
      const [l2] = (await overview(second.number)).lines;
      const ret2 = await startReturn(second.number, [{ line_id: l2!.line_id, quantity: 2 }]);
      expect((await receive(ret2.body.return.id)).status).toBe(200);
      const both = await Promise.all([
        refund(ret2.body.return.id),
        a.call('POST', `/v1/admin/orders/${second.number}/refund`, {
          token: owner,
          body: { request_id: `race-lines-${counter++}`, lines: [{ line_id: l2!.line_id, quantity: 2 }], reason: 'coulance' },
        }),
      ]);
      for (const r of both) expect(r.status, r.text).toBeLessThan(500);
      expect(both.filter((r) => r.status === 200 && (r.body.changed ?? true) && r.body.refund).length).toBe(1);
      expect(await refundedOf(second.number)).toBe(second.total);
    });

    it('privacy erasure blanks the return reason and note and the queued label mail', async () => {
      const email = `wis-${kind}-${counter++}@example.nl`;
      // The demo account's return mails go to demo@; erase a copy placed under another email instead.
      const { number } = await deliveredOrder([{ variantId: variants[2]!.id, quantity: 1 }]);
      const [line] = (await overview(number)).lines;
      const made = await startReturn(number, [{ line_id: line!.line_id, quantity: 1 }]);
      expect(made.status).toBe(201);
      await a.rows(sql`update orders set email = ${email}, customer_id = null where number = ${number}`);
      await a.rows(sql`update customer_returns set inspection_note = 'Sanne belde: vlek' where number = ${made.body.return.number}`);
      const mailKey = `customer-return-created:${made.body.return.id}`;
      await a.rows(
        sql`update outbox_messages set payload = replace(payload::text, 'demo@slaapzaak.nl', ${email})::jsonb where key = ${mailKey}`,
      );
      const [queued] = await a.rows<{ p: string }>(sql`select payload::text as p from outbox_messages where key = ${mailKey}`);
      expect(queued!.p).toContain('JVBER'); // the label PDF (base64 of "%PDF") rides along
      const erased = await a.call('POST', '/v1/admin/privacy/erase', { token: owner, body: { email, confirm: true } });
      expect(erased.status, erased.text).toBe(200);
      const [row] = await a.rows<{ reason: string; inspection_note: string | null }>(
        sql`select reason, inspection_note from customer_returns where number = ${made.body.return.number}`,
      );
      expect(row).toEqual({ reason: '', inspection_note: null });
      const [after] = await a.rows<{ p: string }>(sql`select payload::text as p from outbox_messages where key = ${mailKey}`);
      expect(after!.p).not.toContain('JVBER');
      expect(after!.p).not.toContain(email);
    });
  });

  describe('slots', () => {
    async function crewCart(zipcode = '1234 AB') {
      const q = await cartOf([{ variantId: boxspring, quantity: 1 }]);
      const step = await a.call('POST', '/v1/checkout/customer', {
        ...service(),
        headers: q,
        body: customerStep(zipcode, `bed${counter++}@example.nl`),
      });
      expect(step.status, step.text).toBe(200);
      const offer = await a.call('GET', '/v1/checkout/shippingmethod', { ...service(), headers: q });
      expect(offer.status).toBe(200);
      const days = offer.body.delivery.weeks.flatMap((w: { days: { date: string }[] }) => w.days) as { date: string }[];
      return { q, region: offer.body.delivery.region as string, days: days.map((d) => d.date) };
    }
    /** The shipping step with a delivery day and part of day chosen. */
    const chooseDay = (q: Record<string, string>, date: string, slot: string) =>
      a.call('POST', '/v1/checkout/paymentmethod', {
        ...service(),
        headers: q,
        body: { ...paymentStep, delivery_date: date, delivery_slot: slot },
      });
    const capacity = async (region: string, day: string, slot: string) =>
      (
        await a.rows<{ booked: number }>(
          sql`select booked from delivery_capacity where region = ${region} and day = ${day} and slot = ${slot}`,
        )
      )[0]?.booked ?? 0;

    it('HIT: an order that failed (slot given back) and is paid again takes its slot again, or is refused when the slot is full', async () => {
      const { q, region, days } = await crewCart('2311 EZ');
      const day = days[3]!;
      expect((await chooseDay(q, day, 'avond')).status).toBe(200);
      const placed = await place(q, false);
      expect(placed.status, placed.text).toBe(200);
      expect(await capacity(region, day, 'avond')).toBe(1);
      await pay(placed.body.payment_url, 'failed');
      expect(await capacity(region, day, 'avond')).toBe(0);
      const retried = await a.call('POST', '/v1/order/payment-url', { ...service(), body: { order_number: placed.body.order_number } });
      expect(retried.status, retried.text).toBe(200);
      // Before the fix: the order is pending (and then paid) while its slot stays given back: overbooking.
      expect(await capacity(region, day, 'avond')).toBe(1);
      await pay(retried.body.payment_url);
      const order = await a.call('GET', `/v1/order/${placed.body.order_number}`, service());
      expect(order.body.status).toBe('paid');
      expect(order.body.delivery.released).toBe(false);

      // The same with the slot filled up meanwhile: paying again is refused in Dutch, nothing overbooked.
      const second = await crewCart('2311 EZ');
      expect((await chooseDay(second.q, day, 'middag')).status).toBe(200);
      const placed2 = await place(second.q, false);
      await pay(placed2.body.payment_url, 'failed');
      await a.rows(sql`update delivery_capacity set capacity = 0 where region = ${region} and day = ${day} and slot = 'middag'`);
      const refused = await a.call('POST', '/v1/order/payment-url', { ...service(), body: { order_number: placed2.body.order_number } });
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe('Dit dagdeel is vol. Kies een ander dagdeel of een andere dag.');
      expect(await capacity(region, day, 'middag')).toBe(0);
      const [st] = await a.rows<{ status: string; stock_back: number }>(
        sql`select status from orders where number = ${placed2.body.order_number}`,
      );
      expect(st!.status).toBe('failed');
    });

    it("HIT: the cart's own pending order holding the last place does not make that place 'vol' for the same shopper", async () => {
      const { q, region, days } = await crewCart('2511 BL');
      const day = days[5]!;
      await a.rows(
        sql`insert into delivery_capacity (region, day, slot, capacity) values (${region}, ${day}, 'middag', 1) on conflict (region, day, slot) do update set capacity = 1, booked = 0`,
      );
      const choose = (method: string) =>
        a.call('POST', '/v1/checkout/paymentmethod', {
          ...service(),
          headers: q,
          body: { ...paymentStep, selectedPaymentMethod: method, delivery_date: day, delivery_slot: 'middag' },
        });
      expect((await choose('ideal')).status).toBe(200);
      const first = await place(q, false);
      expect(first.status, first.text).toBe(200);
      expect(await capacity(region, day, 'middag')).toBe(1);
      // Back from the bank's page without paying: another payment method, the same day and part of day.
      const offer = await a.call('GET', '/v1/checkout/shippingmethod', { ...service(), headers: q });
      const slot = offer.body.delivery.weeks
        .flatMap((w: { days: { date: string; slots: { slot: string; left: number }[] }[] }) => w.days)
        .find((d: { date: string }) => d.date === day)
        .slots.find((s: { slot: string }) => s.slot === 'middag');
      expect(slot.left).toBe(1);
      const again = await choose('creditcard');
      // Before the fix: 400 "Dit dagdeel is vol." — the shopper's own held place counted against them.
      expect(again.status, again.text).toBe(200);
      const second = await place(q, false);
      expect(second.status, second.text).toBe(200);
      expect(second.body.order_number).not.toBe(first.body.order_number);
      expect(await capacity(region, day, 'middag')).toBe(1);
      // Someone else still cannot have it.
      const other = await crewCart('2511 BL');
      const full = await chooseDay(other.q, day, 'middag');
      expect(full.status).toBe(400);
      expect(full.body.error.message).toBe('Dit dagdeel is vol. Kies een ander dagdeel of een andere dag.');
    });

    it('HIT: an order paid again after its booked day passed is refused in Dutch, not booked into the past', async () => {
      const { q, region, days } = await crewCart('2311 EZ');
      const day = days[0]!;
      expect((await chooseDay(q, day, 'ochtend')).status).toBe(200);
      const placed = await place(q, false);
      expect(placed.status, placed.text).toBe(200);
      await pay(placed.body.payment_url, 'failed');
      const before = await capacity(region, day, 'ochtend');
      const back = a.clock.now;
      try {
        // Three days later (at least one working day) the first day is no longer reachable; 40 days later it has passed.
        for (const later of [3, 40]) {
          a.clock.now = new Date(back.getTime() + later * DAY);
          const retried = await a.call('POST', '/v1/order/payment-url', { ...service(), body: { order_number: placed.body.order_number } });
          expect(retried.status, retried.text).toBe(409);
          expect(retried.body.error.message).toBe('De gekozen bezorgdag is niet meer mogelijk. Bestel opnieuw en kies een andere dag.');
        }
      } finally {
        // Back to the time the tokens were issued at: they hold again.
        a.clock.now = back;
      }
      expect(await capacity(region, day, 'ochtend')).toBe(before);
      const [o] = await a.rows<{ status: string }>(sql`select status from orders where number = ${placed.body.order_number}`);
      expect(o!.status).toBe('failed');
    });

    it('the address changed after the choice: the slot is booked in the new region, and refused when that one is closed', async () => {
      const { q, days } = await crewCart('1234 AB');
      const day = days[2]!;
      expect((await chooseDay(q, day, 'ochtend')).status).toBe(200);
      await a.rows(
        sql`insert into delivery_capacity (region, day, slot, capacity) values ('NL25', ${day}, 'ochtend', 0) on conflict (region, day, slot) do update set capacity = 0`,
      );
      expect(
        (await a.call('POST', '/v1/checkout/customer', { ...service(), headers: q, body: customerStep('2511 BL', 'verhuisd@example.nl') }))
          .status,
      ).toBe(200);
      const placed = await place(q, false);
      expect(placed.status).toBe(409);
      expect(placed.body.error.message).toBe('Dit dagdeel is vol. Kies een ander dagdeel of een andere dag.');
      const [{ n }] = await a.rows<{ n: number }>(
        sql`select count(*)::int as n from delivery_bookings where day = ${day} and slot = 'ochtend'`,
      );
      expect(n).toBe(0);
      // Open again: booked in NL56, the address the order goes to, not NL12 where it was chosen.
      await a.rows(sql`update delivery_capacity set capacity = 4 where region = 'NL25' and day = ${day} and slot = 'ochtend'`);
      const ok = await place(q, false);
      expect(ok.status, ok.text).toBe(200);
      expect(await capacity('NL25', day, 'ochtend')).toBe(1);
      expect(await capacity('NL12', day, 'ochtend')).toBe(0);
    });

    it('the cart changed after the choice: no crew item left means no booking and no service costs; a crew item added later needs a day', async () => {
      const { q, days } = await crewCart('3011 AD');
      const day = days[1]!;
      expect(
        (
          await a.call('POST', '/v1/checkout/paymentmethod', {
            ...service(),
            headers: q,
            body: { ...paymentStep, delivery_date: day, delivery_slot: 'middag', service_assembly: 'on', service_takeback: true },
          })
        ).status,
      ).toBe(200);
      const cart = await a.call('GET', '/v1/cart', { ...service(), headers: q });
      const item = cart.body.items.find((i: { delivery_method: string }) => i.delivery_method === 'crew');
      expect((await a.call('DELETE', `/v1/cart/item?item_id=${item.id}`, { ...service(), headers: q })).status).toBe(200);
      await a.call('POST', '/v1/cart/item', { ...service(), headers: q, body: { item_id: variants[0]!.id, quantity: 1 } });
      const placed = await place(q, false);
      expect(placed.status, placed.text).toBe(200);
      const [order] = await a.rows<{ additional_costs: number }>(
        sql`select additional_costs from orders where number = ${placed.body.order_number}`,
      );
      expect(order!.additional_costs).toBe(0);
      expect(await capacity('NL30', day, 'middag')).toBe(0);

      // The other way round: payment step saved without crew items, a boxspring added afterwards.
      const plain = await cartOf([{ variantId: variants[1]!.id, quantity: 1 }]);
      await a.call('POST', '/v1/checkout/customer', {
        ...service(),
        headers: plain,
        body: customerStep('3011 AD', `laat${counter++}@example.nl`),
      });
      expect((await a.call('POST', '/v1/checkout/paymentmethod', { ...service(), headers: plain, body: paymentStep })).status).toBe(200);
      await a.call('POST', '/v1/cart/item', { ...service(), headers: plain, body: { item_id: boxspring, quantity: 1 } });
      const noDay = await place(plain, false);
      expect(noDay.status).toBe(400);
      expect(noDay.body.error.message).toBe('Kies eerst een bezorgdag en dagdeel.');
    });

    it('paid, then cancelled by staff, then a late refund: the place goes back exactly once', async () => {
      const { q, region, days } = await crewCart('3511 CE');
      const day = days[4]!;
      expect((await chooseDay(q, day, 'ochtend')).status).toBe(200);
      // Someone else holds a place in the same slot.
      const other = await crewCart('3511 CE');
      await chooseDay(other.q, day, 'ochtend');
      expect((await place(other.q, false)).status).toBe(200);
      const placed = await place(q, false);
      await pay(placed.body.payment_url);
      expect(await capacity(region, day, 'ochtend')).toBe(2);
      const cancel = () =>
        a.call('POST', `/v1/admin/orders/${placed.body.order_number}/cancel`, { token: owner, body: { reason: 'klant belde' } });
      const [c1, c2] = await Promise.all([cancel(), cancel()]);
      // Two at once: one cancels, the other is refused (409) or finds it cancelled (200); never a 500.
      expect([c1.status, c2.status].sort(), c1.text + c2.text).toContain(200);
      for (const c of [c1, c2]) expect([200, 409]).toContain(c.status);
      const third = await cancel();
      expect(third.status).toBe(200);
      expect(third.body.changed).toBe(false);
      expect(await capacity(region, day, 'ochtend')).toBe(1);
      const order = await a.call('GET', `/v1/order/${placed.body.order_number}`, service());
      expect(order.body.delivery.released).toBe(true);
      // Paying again a cancelled, refunded order: refused, the place not taken again.
      expect(
        (await a.call('POST', '/v1/order/payment-url', { ...service(), body: { order_number: placed.body.order_number } })).status,
      ).toBe(409);
      expect(await capacity(region, day, 'ochtend')).toBe(1);
    });

    it('tampered day and part-of-day formats, far future and day-after-window are 400s in Dutch, never a 500', async () => {
      const { q, days } = await crewCart('1012 JS');
      const last = days[days.length - 1]!;
      const after = new Date(Date.parse(`${last}T12:00:00Z`) + 3 * DAY).toISOString().slice(0, 10);
      const tries: Record<string, unknown>[] = [
        { delivery_date: after, delivery_slot: 'ochtend' },
        { delivery_date: '9999-12-31', delivery_slot: 'ochtend' },
        { delivery_date: `${days[0]}T00:00:00Z`, delivery_slot: 'ochtend' },
        { delivery_date: days[0]!.replace(/-/g, '/'), delivery_slot: 'ochtend' },
        { delivery_date: [days[0]], delivery_slot: 'ochtend' },
        { delivery_date: { $gt: '' }, delivery_slot: 'ochtend' },
        { delivery_date: days[0], delivery_slot: ['ochtend'] },
        { delivery_date: days[0], delivery_slot: 'OCHTEND' },
        { delivery_date: days[0], delivery_slot: 'x'.repeat(100_000) },
        { delivery_date: '2026-02-30', delivery_slot: 'ochtend' },
      ];
      for (const t of tries) {
        const res = await a.call('POST', '/v1/checkout/paymentmethod', { ...service(), headers: q, body: { ...paymentStep, ...t } });
        expect(res.status, JSON.stringify(t).slice(0, 80)).toBe(400);
        expect(res.body.error.message).toMatch(/Kies een (bezorgdag|dagdeel)/);
      }
    });
  });
});
