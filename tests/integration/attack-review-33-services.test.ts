// Outside review of the crew services with counts (docs/decisions/0069) and the planning decisions of
// 2026-11-28 (0066): an attacker's tests through the real API, on PGlite and PostgreSQL. Each `it` names the
// attack; a hit not fixed here is an `it.fails` with the reason. See docs/security/threat-model.md,
// "Review of the crew services and planning decisions (outside)".
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_SERVICES } from '../../commerce/pricing/pricing';
import { createAdminShop, OWNER, type AdminShop } from '../helpers/admin';
import { crewOrder, crewVariant } from '../helpers/crew';
import { dbKinds } from '../helpers/shop';

let counter = 0;
const customerStep = {
  customer: { type: 'private', first_name: 'Sanne', last_name: 'de Vries', email: 'aanval33@example.nl', phone: '06 12345678' },
  billing: { zipcode: '1234 AB', house_number: '1', extension: '', street: '', city: '', country_code: 'NL' },
  sameDeliveryAddress: true,
};

describe.each(dbKinds)('outside review: crew services and planning decisions on %s', (kind) => {
  let a: AdminShop;
  let owner: string;
  let crew: number;
  const service = () => ({ token: a.serviceToken });

  /** A crew cart of `quantity` pieces at the payment step: its quote header and the first free morning. */
  async function crewCart(quantity: number) {
    const added = await a.call('POST', '/v1/cart/item', { ...service(), body: { item_id: crew, quantity } });
    expect(added.status, added.text).toBe(200);
    const q = { 'x-quote-id': added.body.quote_id as string };
    expect((await a.call('POST', '/v1/checkout/customer', { ...service(), headers: q, body: customerStep })).status).toBe(200);
    const shipping = await a.call('GET', '/v1/checkout/shippingmethod', { ...service(), headers: q });
    type Offered = { date: string; slots: { slot: string; left: number }[] };
    const days = (shipping.body.delivery?.weeks ?? []).flatMap((w: { days: Offered[] }) => w.days) as Offered[];
    const day = days.find((d) => d.slots.some((s) => s.slot === 'ochtend' && s.left > 0))!.date;
    return { q, day, quote: added.body.quote_id as string };
  }
  const choose = (q: Record<string, string>, day: string, extra: Record<string, unknown>) =>
    a.call('POST', '/v1/checkout/paymentmethod', {
      ...service(),
      headers: q,
      body: {
        selectedPaymentMethod: 'ideal',
        issuer: 'ideal_INGBNL2A',
        shipping_method: 'postnl',
        delivery_date: day,
        delivery_slot: 'ochtend',
        ...extra,
      },
    });
  const place = (q: Record<string, string>, key = `a33-${kind}-${counter++}-${Math.random()}`) =>
    a.call('POST', '/v1/checkout/payment-url', { ...service(), headers: { ...q, 'idempotency-key': key }, body: {} });
  const orderRow = async (number: string) =>
    (
      await a.rows<{ id: number; grand_total: number }>(
        sql`select id, grand_total::int as grand_total from orders where number = ${number}`,
      )
    )[0]!;
  const bookingOf = async (number: string) =>
    (
      await a.rows<{ takeback_pieces: number | null; floors: number; takeback_price: number | null; upstairs_price: number | null }>(
        sql`select b.takeback_pieces, b.floors, b.takeback_price::int as takeback_price, b.upstairs_price::int as upstairs_price
            from delivery_bookings b join orders o on o.id = b.order_id where o.number = ${number}`,
      )
    )[0];
  const booked = async (region: string, day: string, slot: string) =>
    (
      await a.rows<{ booked: number }>(
        sql`select booked from delivery_capacity where region = ${region} and day = ${day} and slot = ${slot}`,
      )
    )[0]?.booked ?? 0;
  const refund = (number: string, body: Record<string, unknown>) =>
    a.call('POST', `/v1/admin/orders/${number}/refund`, {
      token: owner,
      body: { reason: 'aanval', request_id: `a33-${counter++}-${Math.random().toString(36).slice(2)}`, ...body },
    });
  const refunded = async (number: string) =>
    (
      await a.rows<{ s: number }>(
        sql`select coalesce(sum(r.amount), 0)::int as s from refunds r join orders o on o.id = r.order_id where o.number = ${number} and r.status <> 'failed'`,
      )
    )[0]!.s;

  beforeAll(async () => {
    a = await createAdminShop(kind);
    owner = await a.login(OWNER);
    crew = await crewVariant(a);
  }, 180_000);
  afterAll(() => a?.close());

  // ---- Counts on the payment step ----------------------------------------------------------------------------

  it('held: tampered counts (negative, fractional, huge, array, object, words, exponent) are a Dutch 4xx, never a 500 or a price', async () => {
    const { q, day } = await crewCart(2);
    const bad: Record<string, unknown>[] = [
      { service_takeback: true, service_takeback_pieces: -1 },
      { service_takeback: true, service_takeback_pieces: 0 },
      { service_takeback: true, service_takeback_pieces: 1.5 },
      { service_takeback: true, service_takeback_pieces: 1e21 },
      { service_takeback: true, service_takeback_pieces: [2] },
      { service_takeback: true, service_takeback_pieces: { n: 2 } },
      { service_takeback: true, service_takeback_pieces: 'twee' },
      { service_takeback: true, service_takeback_pieces: '1e1' },
      { service_takeback: true, service_takeback_pieces: 3 },
      { service_floors: -1 },
      { service_floors: 11 },
      { service_floors: 2.5 },
      { service_floors: Number.MAX_SAFE_INTEGER },
      { service_floors: ['3'] },
      { service_floors: '-1' },
      { service_floors: true },
    ];
    for (const extra of bad) {
      const res = await choose(q, day, extra);
      expect(res.status, `${JSON.stringify(extra)}: ${res.text}`).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(extra)).toBeLessThan(500);
      expect(res.text).toMatch(/Kies|verdieping|stuk/i);
    }
  });

  it('held: more take-back pieces than crew pieces in the cart is refused', async () => {
    const { q, day } = await crewCart(1);
    const res = await choose(q, day, { service_takeback: true, service_takeback_pieces: 2 });
    expect(res.status, res.text).toBe(400);
    expect(res.text).toMatch(/stuk/i);
  });

  it('held: a count without the take-back box ticked costs nothing', async () => {
    const plain = await crewOrder(a, { variantId: crew, quantity: 2 });
    const counted = await crewOrder(a, { variantId: crew, quantity: 2, takeback: false, takebackPieces: 2 });
    expect((await orderRow(counted.number)).grand_total).toBe((await orderRow(plain.number)).grand_total);
    expect((await bookingOf(counted.number))?.takeback_price ?? null).toBeNull();
  });

  it('held: the order total is the same order without services plus pieces × fee + floors × fee, to the cent', async () => {
    const plain = await crewOrder(a, { variantId: crew, quantity: 2 });
    const served = await crewOrder(a, { variantId: crew, quantity: 2, takeback: true, takebackPieces: 2, floors: 3 });
    const extra = 2 * DELIVERY_SERVICES.takeback.price_incl + 3 * DELIVERY_SERVICES.upstairs.price_incl;
    expect((await orderRow(served.number)).grand_total - (await orderRow(plain.number)).grand_total).toBe(extra);
    const b = await bookingOf(served.number);
    expect(b).toMatchObject({ takeback_pieces: 2, floors: 3 });
    expect(b!.takeback_price).toBe(2 * DELIVERY_SERVICES.takeback.price_incl);
    expect(b!.upstairs_price).toBe(3 * DELIVERY_SERVICES.upstairs.price_incl);
  });

  it('held: fewer crew pieces in the cart after the payment step, then placing, does not keep 2 pieces of take-back', async () => {
    const { q, day, quote } = await crewCart(2);
    expect((await choose(q, day, { service_takeback: true, service_takeback_pieces: 2 })).status).toBe(200);
    const cart = await a.call('GET', '/v1/cart', { ...service(), headers: { 'x-quote-id': quote } });
    const line = cart.body.items[0].id as number;
    const changed = await a.call('PUT', '/v1/cart/item', { ...service(), headers: q, body: { item_id: line, quantity: 1 } });
    expect(changed.status, changed.text).toBe(200);
    const placed = await place(q);
    if (changed.status === 200 && placed.status === 200) {
      // Placed after the change: never more pieces than the order's crew items.
      const b = await bookingOf(placed.body.order_number as string);
      expect(b?.takeback_pieces ?? 0).toBeLessThanOrEqual(1);
    } else {
      expect(placed.status, placed.text).toBeLessThan(500);
    }
  });

  it('held: a replayed placement with the same key answers the same order, not a second booking', async () => {
    const { q, day } = await crewCart(2);
    expect((await choose(q, day, { service_takeback: true, service_takeback_pieces: 2 })).status).toBe(200);
    const key = `a33-replay-${kind}-${Math.random()}`;
    const [one, two] = await Promise.all([place(q, key), place(q, key)]);
    const numbers = [one, two].filter((r) => r.status === 200).map((r) => r.body.order_number);
    expect(numbers.length).toBeGreaterThan(0);
    expect(new Set(numbers).size).toBe(1);
    for (const r of [one, two]) expect(r.status, r.text).toBeLessThan(500);
  });

  // ---- Refunds of an order with services ---------------------------------------------------------------------

  it('held: a full refund in several partial amounts refunds exactly what was paid and releases the crew place once', async () => {
    const o = await crewOrder(a, { variantId: crew, zipcode: '3011 AD', takeback: true, takebackPieces: 1, floors: 2 });
    const total = (await orderRow(o.number)).grand_total;
    const before = await booked(o.region, o.day, o.slot);
    const first = await refund(o.number, { amount: Math.floor(total / 3) });
    expect(first.status, first.text).toBe(200);
    expect(await booked(o.region, o.day, o.slot)).toBe(before);
    const second = await refund(o.number, { amount: total - Math.floor(total / 3) });
    expect(second.status, second.text).toBe(200);
    expect(await refunded(o.number)).toBe(total);
    // One cent more is refused, never refunded.
    const more = await refund(o.number, { amount: 1 });
    expect(more.status).toBeGreaterThanOrEqual(400);
    expect(more.status).toBeLessThan(500);
    expect(await refunded(o.number)).toBe(total);
    // Released by the last partial refund, and only once.
    expect(await booked(o.region, o.day, o.slot)).toBe(before - 1);
  });

  it('held: a full refund of a delivered crew order releases nothing', async () => {
    const o = await crewOrder(a, { variantId: crew, zipcode: '4811 JE' });
    const ship = await a.call('POST', `/v1/admin/orders/${o.number}/ship`, {
      token: owner,
      body: { carrier: 'PostNL', tracking_code: `3SA33X${counter++}X` },
    });
    expect(ship.status, ship.text).toBe(200);
    const deliver = await a.call('POST', `/v1/admin/orders/${o.number}/deliver`, { token: owner });
    expect(deliver.status, deliver.text).toBe(200);
    const before = await booked(o.region, o.day, o.slot);
    const total = (await orderRow(o.number)).grand_total;
    expect((await refund(o.number, { amount: total })).status).toBe(200);
    expect(await booked(o.region, o.day, o.slot)).toBe(before);
  });

  it('held: two full refunds at once refund the order once', async () => {
    const o = await crewOrder(a, { variantId: crew, zipcode: '6511 KH', takeback: true, floors: 1 });
    const total = (await orderRow(o.number)).grand_total;
    const before = await booked(o.region, o.day, o.slot);
    const both = await Promise.all([refund(o.number, { amount: total }), refund(o.number, { amount: total })]);
    for (const r of both) expect(r.status, r.text).toBeLessThan(500);
    expect(both.filter((r) => r.status === 200).length).toBe(1);
    expect(await refunded(o.number)).toBe(total);
    expect(await booked(o.region, o.day, o.slot)).toBe(before - 1);
  });
});
