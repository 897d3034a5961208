// Crew delivery slots (docs/decisions/0059): the shipping step offers days and parts of day in
// the customer's region, the API refuses what it did not offer, a slot is held by the placed order and
// given back exactly once, and of 200 bookings for the last place exactly one gets it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestShop, dbKinds, type TestShop } from '../helpers/shop';
import { bookSlot, SlotFull } from '../../commerce/delivery/slots';
import { expireOrders } from '../../commerce/order/orders';
import { orderDeps } from '../../commerce/checkout/routes';

// Friday 27 November 2026, 12:00 in Amsterdam: a boxspring (10 working days) comes from Monday 14 December.
const FRIDAY_NOON = new Date('2026-11-27T11:00:00Z');

const customerStep = {
  customer: { type: 'private', first_name: 'Sanne', last_name: 'de Vries', email: 'bed@example.nl', phone: '0612345678' },
  billing: { zipcode: '1234AB', house_number: '1', country_code: 'NL' },
};
const paymentStep = { selectedPaymentMethod: 'creditcard', shipping_method: 'postnl' };

describe.each(dbKinds)('crew delivery slots on %s', (kind) => {
  let shop: TestShop;
  let token: string;
  let clock = new Date(FRIDAY_NOON);
  let boxspring: number;
  const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(shop, () => token)(...args);
  const rows = async <T>(q: ReturnType<typeof sql>) => ((await shop.database.db.execute(q)) as unknown as { rows: T[] }).rows;

  async function boxspringCart(): Promise<Record<string, string>> {
    const added = await call('POST', '/v1/cart/item', { item_id: boxspring, quantity: 1 });
    expect(added.status).toBe(200);
    const q = { 'x-quote-id': added.body.quote_id as string };
    expect((await call('POST', '/v1/checkout/customer', customerStep, q)).status).toBe(200);
    return q;
  }

  beforeAll(async () => {
    shop = await createTestShop(kind, { now: () => new Date(clock) });
    token = await shop.token();
    [{ id: boxspring }] = await rows<{ id: number }>(
      sql`select v.id from variants v join products p on p.id = v.product_id where p.product_type = 'boxspring' and p.available order by v.id limit 1`,
    );
    await shop.database.db.execute(sql`update variants set stock = 1000 where id = ${boxspring}`);
  });
  afterAll(() => shop?.close());

  it('offers crew days from the earliest day in the customer region, grouped by week, with the services priced by the API', async () => {
    const q = await boxspringCart();
    const { status, body } = await call('GET', '/v1/checkout/shippingmethod', undefined, q);
    expect(status).toBe(200);
    expect(body.delivery.region).toBe('NL12');
    expect(body.delivery.earliest).toBe('2026-12-14');
    const days = body.delivery.weeks.flatMap((w: { days: { date: string }[] }) => w.days);
    expect(days[0]).toMatchObject({ date: '2026-12-14', text: 'maandag 14 december' });
    // No weekends, no Christmas.
    expect(days.map((d: { date: string }) => d.date)).not.toContain('2026-12-19');
    expect(days.map((d: { date: string }) => d.date)).not.toContain('2026-12-25');
    expect(body.delivery.weeks[0].label).toBe('Week van maandag 14 december');
    expect(body.delivery.services).toEqual([
      { code: 'assembly', title: 'Montage door onze bezorgers', price_incl: 4900 },
      { code: 'takeback', title: 'Oude matras of bed retour', price_incl: 2500 },
      { code: 'upstairs', title: 'Naar boven dragen zonder lift', price_incl: 1500 },
    ]);
    // Take-back is per piece, up to the pieces the crew brings (one boxspring here); floors up to 10 (ADR 0069).
    expect(body.delivery.pieces).toBe(1);
    expect(body.delivery.max_floors).toBe(10);
  });

  it('the shipping step offers the crew as the one way, at the price the cart charges: free from € 100, else € 39,95', async () => {
    const [{ id: cheap }] = await rows<{ id: number }>(
      sql`select v.id from variants v join products p on p.id = v.product_id where p.product_type = 'boxspring' and v.id <> ${boxspring} order by v.id limit 1`,
    );
    await shop.database.db.execute(sql`update variants set stock = 10, price = 8000, price_old = null where id = ${cheap}`);
    for (const [variant, shipping] of [
      [boxspring, 0],
      [cheap, 3995],
    ] as const) {
      const added = await call('POST', '/v1/cart/item', { item_id: variant, quantity: 1 });
      const q = { 'x-quote-id': added.body.quote_id as string };
      expect((await call('POST', '/v1/checkout/customer', customerStep, q)).status).toBe(200);
      const { body } = await call('GET', '/v1/checkout/shippingmethod', undefined, q);
      expect(body.shippingMethods).toEqual([
        expect.objectContaining({ code: 'postnl', title: 'Bezorging door ons eigen team', price_incl: shipping }),
      ]);
      const cart = await call('GET', '/v1/cart', undefined, q);
      expect(cart.body.totals.shipping_costs, `variant ${variant}`).toBe(shipping);
      // The parcel carrier's evening method is not a way to deliver a boxspring.
      const evening = await call('POST', '/v1/checkout/paymentmethod', { ...paymentStep, shipping_method: 'postnl-avond' }, q);
      expect(evening.status).toBe(400);
    }
  });

  it('refuses a day not offered, a past day, a Sunday, an unknown part of day and a full slot, in Dutch, with a 400', async () => {
    const q = await boxspringCart();
    const tries = [
      [{ delivery_date: '2026-12-11', delivery_slot: 'ochtend' }, 'delivery_date'],
      [{ delivery_date: '2026-11-20', delivery_slot: 'ochtend' }, 'delivery_date'],
      [{ delivery_date: '2026-12-20', delivery_slot: 'middag' }, 'delivery_date'],
      [{ delivery_date: '2027-06-30', delivery_slot: 'middag' }, 'delivery_date'],
      [{ delivery_date: 'morgen', delivery_slot: 'middag' }, 'delivery_date'],
      [{ delivery_date: '2026-12-15', delivery_slot: 'nacht' }, 'delivery_slot'],
      [{}, 'delivery_date'],
    ] as const;
    for (const [choice, path] of tries) {
      const res = await call('POST', '/v1/checkout/paymentmethod', { ...paymentStep, ...choice }, q);
      expect(res.status, JSON.stringify(choice)).toBe(400);
      expect(res.body.error.issues.map((i: { path: string }) => i.path)).toContain(path);
    }
    await shop.database.db.execute(
      sql`insert into delivery_capacity (region, day, slot, capacity) values ('NL12', '2026-12-15', 'avond', 0)
          on conflict (region, day, slot) do update set capacity = 0`,
    );
    const full = await call(
      'POST',
      '/v1/checkout/paymentmethod',
      { ...paymentStep, delivery_date: '2026-12-15', delivery_slot: 'avond' },
      q,
    );
    expect(full.status).toBe(400);
    expect(full.body.error.message).toBe('Dit dagdeel is vol. Kies een ander dagdeel of een andere dag.');
  });

  it('a tampered service price is ignored: the API prices assembly and take-back itself', async () => {
    const q = await boxspringCart();
    const res = await call(
      'POST',
      '/v1/checkout/paymentmethod',
      {
        ...paymentStep,
        delivery_date: '2026-12-16',
        delivery_slot: 'middag',
        service_assembly: 'on',
        service_takeback: 'on',
        service_assembly_price: '1',
        services: { assembly: { price_incl: 1 } },
        additional_costs: 0,
      },
      q,
    );
    expect(res.status).toBe(200);
    expect(res.body.details.delivery).toEqual({
      date: '2026-12-16',
      slot: 'middag',
      assembly: true,
      takeback: true,
      takeback_pieces: 1,
      floors: 0,
    });
    expect(res.body.cart.totals.additional_costs).toBe(4900 + 2500);
  });

  it('the placed order holds its slot and shows the day and services; expiry gives the place back exactly once', async () => {
    const q = await boxspringCart();
    const chosen = { delivery_date: '2026-12-18', delivery_slot: 'ochtend', service_assembly: 'on' };
    expect((await call('POST', '/v1/checkout/paymentmethod', { ...paymentStep, ...chosen }, q)).status).toBe(200);
    const placed = await call('POST', '/v1/checkout/payment-url', {}, { ...q, 'idempotency-key': 'slot-hold-1' });
    expect(placed.status).toBe(200);
    const booked = () =>
      rows<{ booked: number }>(sql`select booked from delivery_capacity where region = 'NL12' and day = '2026-12-18' and slot = 'ochtend'`);
    expect((await booked())[0]!.booked).toBe(1);
    const order = await call('GET', `/v1/order/${placed.body.order_number}`);
    expect(order.body.delivery).toMatchObject({
      date: '2026-12-18',
      slot: 'ochtend',
      day_text: 'vrijdag 18 december',
      services: [{ code: 'assembly', title: 'Montage door onze bezorgers', price_incl: 4900 }],
      released: false,
    });
    expect(order.body.totals.additional_costs).toBe(4900);
    // A replay of the placement is the same order, and books nothing more.
    expect((await call('POST', '/v1/checkout/payment-url', {}, { ...q, 'idempotency-key': 'slot-hold-1' })).body.order_number).toBe(
      placed.body.order_number,
    );
    expect((await booked())[0]!.booked).toBe(1);

    clock = new Date(FRIDAY_NOON.getTime() + 2 * 3600_000);
    const deps = {
      ...orderDeps({
        get: () => ({ providers: { payments: shop.payments, mailer: shop.mailer, logger: undefined }, config: shop.config }),
      } as never),
      now: () => new Date(clock),
    };
    await expireOrders(shop.database.db, deps);
    await expireOrders(shop.database.db, deps);
    expect((await booked())[0]!.booked).toBe(0);
    expect((await call('GET', `/v1/order/${placed.body.order_number}`)).body.delivery.released).toBe(true);
    clock = new Date(FRIDAY_NOON);
  });

  it('placing re-checks the slot: a slot that filled up after the choice refuses the order with a 409', async () => {
    const q = await boxspringCart();
    const chosen = { delivery_date: '2026-12-17', delivery_slot: 'avond' };
    expect((await call('POST', '/v1/checkout/paymentmethod', { ...paymentStep, ...chosen }, q)).status).toBe(200);
    await shop.database.db.execute(
      sql`insert into delivery_capacity (region, day, slot, capacity) values ('NL12', '2026-12-17', 'avond', 0)
          on conflict (region, day, slot) do update set capacity = 0`,
    );
    const placed = await call('POST', '/v1/checkout/payment-url', {}, { ...q, 'idempotency-key': 'slot-full-1' });
    expect(placed.status).toBe(409);
    expect(placed.body.error.message).toBe('Dit dagdeel is vol. Kies een ander dagdeel of een andere dag.');
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from delivery_bookings where day = '2026-12-17'`);
    expect(n).toBe(0);
  });

  it('200 concurrent bookings for the last place in a slot give exactly one', async () => {
    // 200 orders to book for (copies of one placed order), then the race on the slot alone.
    const q = await boxspringCart();
    expect(
      (await call('POST', '/v1/checkout/paymentmethod', { ...paymentStep, delivery_date: '2026-12-21', delivery_slot: 'middag' }, q))
        .status,
    ).toBe(200);
    const placed = await call('POST', '/v1/checkout/payment-url', {}, { ...q, 'idempotency-key': 'race-template' });
    expect(placed.status).toBe(200);
    const ids = await rows<{ id: number }>(sql`
      insert into orders (number, email, status, customer, billing_address, shipping_address, payment_method, shipping_method, sub_total, grand_total, idempotency_key)
      select 'DKBR' || lpad(g::text, 7, '0'), email, 'pending', customer, billing_address, shipping_address, payment_method, shipping_method, sub_total, grand_total, 'race-slot-' || g
      from orders, generate_series(1, 200) g where number = ${placed.body.order_number} returning id`);
    expect(ids).toHaveLength(200);
    await shop.database.db.execute(
      sql`insert into delivery_capacity (region, day, slot, capacity, booked) values ('NL99', '2026-12-22', 'middag', 5, 4)
          on conflict (region, day, slot) do update set capacity = 5, booked = 4`,
    );
    const started = performance.now();
    const results = await Promise.allSettled(
      ids.map(({ id }) =>
        shop.database.db.transaction((tx) =>
          bookSlot(tx, { orderId: id, region: 'NL99', date: '2026-12-22', slot: 'middag', assembly: false, takeback: false }),
        ),
      ),
    );
    const ms = Math.round(performance.now() - started);
    const won = results.filter((r) => r.status === 'fulfilled').length;
    const full = results.filter((r) => r.status === 'rejected' && r.reason instanceof SlotFull).length;
    console.log(`slot race on ${kind}: ${won} booked, ${full} refused (vol), ${200 - won - full} other, ${ms} ms`);
    expect(won).toBe(1);
    expect(full).toBe(199);
    const [cap] = await rows<{ booked: number }>(sql`select booked from delivery_capacity where region = 'NL99' and day = '2026-12-22'`);
    expect(cap!.booked).toBe(5);
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from delivery_bookings where region = 'NL99'`);
    expect(n).toBe(1);
  }, 120_000);
});
