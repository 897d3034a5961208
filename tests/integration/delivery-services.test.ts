// The crew's extra services with counts (docs/decisions/0069): take-back per piece (at most the
// pieces the crew brings), carrying upstairs per floor (0..10), priced by the API, stored on the order.
// The attacker's values — negative, huge, fractions, more pieces than items, floors on a parcel order,
// a forged price — are refused in Dutch with a 400 or ignored, and the cart keeps its lines.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestShop, dbKinds, type TestShop } from '../helpers/shop';
import { issueInvoice } from '../../commerce/order/invoice';
import { takebackPiecesMessage } from '../../commerce/delivery/slots';

// Friday 27 November 2026, 12:00 in Amsterdam: a boxspring comes from Monday 14 December.
const FRIDAY_NOON = new Date('2026-11-27T11:00:00Z');

const customerStep = {
  customer: { type: 'private', first_name: 'Sanne', last_name: 'de Vries', email: 'trap@example.nl', phone: '0612345678' },
  billing: { zipcode: '1234AB', house_number: '1', country_code: 'NL' },
};
const paymentStep = { selectedPaymentMethod: 'creditcard', shipping_method: 'postnl' };
const day = { delivery_date: '2026-12-16', delivery_slot: 'middag' };
const PIECES_MESSAGE = 'Kies hoeveel oude matrassen of bedden we meenemen: 1 tot en met 2 (zoveel stuks brengen we).';
const FLOORS_MESSAGE = 'Kies het aantal verdiepingen zonder lift: 0 tot en met 10.';

describe.each(dbKinds)('crew services per piece and per floor on %s', (kind) => {
  let shop: TestShop;
  let token: string;
  let boxspring: number;
  let parcel: number;
  const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(shop, () => token)(...args);
  const rows = async <T>(q: ReturnType<typeof sql>) => ((await shop.database.db.execute(q)) as unknown as { rows: T[] }).rows;

  async function cartOf(variant: number, quantity: number): Promise<Record<string, string>> {
    const added = await call('POST', '/v1/cart/item', { item_id: variant, quantity });
    expect(added.status).toBe(200);
    const q = { 'x-quote-id': added.body.quote_id as string };
    expect((await call('POST', '/v1/checkout/customer', customerStep, q)).status).toBe(200);
    return q;
  }

  beforeAll(async () => {
    shop = await createTestShop(kind, { now: () => new Date(FRIDAY_NOON) });
    token = await shop.token();
    [{ id: boxspring }] = await rows<{ id: number }>(
      sql`select v.id from variants v join products p on p.id = v.product_id where p.product_type = 'boxspring' and p.available order by v.id limit 1`,
    );
    [{ id: parcel }] = await rows<{ id: number }>(
      sql`select v.id from variants v join products p on p.id = v.product_id where p.delivery_method <> 'crew' and p.available and v.stock > 5 order by v.id limit 1`,
    );
    await shop.database.db.execute(sql`update variants set stock = 1000 where id = ${boxspring}`);
  });
  afterAll(() => shop?.close());

  it('two boxsprings: take-back of 2 pieces and 2 floors are priced by the API (2 × € 25 + 2 × € 15), a forged price ignored, and stored on the order', async () => {
    const q = await cartOf(boxspring, 2);
    const offer = await call('GET', '/v1/checkout/shippingmethod', undefined, q);
    expect(offer.body.delivery.pieces).toBe(2);
    const before = (await call('GET', '/v1/cart', undefined, q)).body.totals;
    const res = await call(
      'POST',
      '/v1/checkout/paymentmethod',
      {
        ...paymentStep,
        ...day,
        service_takeback: 'on',
        service_takeback_pieces: '2',
        service_floors: 2,
        // Forged prices: the API never reads them.
        service_floors_price: '1',
        upstairs_price: 1,
        services: { upstairs: { price_incl: 1 }, takeback: { price_incl: 1 } },
        additional_costs: 0,
      },
      q,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.details.delivery).toMatchObject({ takeback: true, takeback_pieces: 2, floors: 2, assembly: false });
    expect(res.body.cart.totals.additional_costs).toBe(2 * 2500 + 2 * 1500);
    expect(res.body.cart.totals.grand_total - before.grand_total).toBe(8000);

    const placed = await call('POST', '/v1/checkout/payment-url', {}, { ...q, 'idempotency-key': 'services-1' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = await call('GET', `/v1/order/${placed.body.order_number}`);
    expect(order.body.delivery.services).toEqual([
      { code: 'takeback', title: 'Oude matras of bed retour (2 stuks)', price_incl: 5000, quantity: 2 },
      { code: 'upstairs', title: 'Naar boven dragen zonder lift (2 verdiepingen)', price_incl: 3000, quantity: 2 },
    ]);
    expect(order.body.totals.additional_costs).toBe(8000);
    const [booking] = await rows<{ takeback_pieces: number; floors: number; takeback_price: number; upstairs_price: number }>(
      sql`select b.takeback_pieces, b.floors, b.takeback_price, b.upstairs_price from delivery_bookings b join orders o on o.id = b.order_id where o.number = ${placed.body.order_number}`,
    );
    expect(booking).toEqual({ takeback_pieces: 2, floors: 2, takeback_price: 5000, upstairs_price: 3000 });
    // The invoice lists each service with its count and price (its rows are these services).
    const [{ id }] = await rows<{ id: number }>(sql`select id from orders where number = ${placed.body.order_number}`);
    const invoice = await issueInvoice(shop.database.db, id!, FRIDAY_NOON);
    expect(invoice!.order.delivery!.services.map((s) => [s.title, s.price_incl])).toEqual([
      ['Oude matras of bed retour (2 stuks)', 5000],
      ['Naar boven dragen zonder lift (2 verdiepingen)', 3000],
    ]);
  });

  it('refuses tampered counts with a Dutch 400 at the field, saves nothing and keeps the cart lines', async () => {
    const q = await cartOf(boxspring, 2);
    const ok = await call('POST', '/v1/checkout/paymentmethod', { ...paymentStep, ...day, service_takeback: 'on', service_floors: '1' }, q);
    expect(ok.status).toBe(200);
    const tampered: [Record<string, unknown>, string, string][] = [
      [{ service_takeback: 'on', service_takeback_pieces: '-1' }, 'service_takeback_pieces', PIECES_MESSAGE],
      [{ service_takeback: 'on', service_takeback_pieces: 0 }, 'service_takeback_pieces', PIECES_MESSAGE],
      [{ service_takeback: 'on', service_takeback_pieces: '3' }, 'service_takeback_pieces', PIECES_MESSAGE], // more than the 2 items
      [{ service_takeback: 'on', service_takeback_pieces: 1e15 }, 'service_takeback_pieces', PIECES_MESSAGE],
      [{ service_takeback: 'on', service_takeback_pieces: '1.5' }, 'service_takeback_pieces', PIECES_MESSAGE],
      [{ service_takeback: 'on', service_takeback_pieces: 1.5 }, 'service_takeback_pieces', PIECES_MESSAGE],
      [{ service_takeback: 'on', service_takeback_pieces: [2] }, 'service_takeback_pieces', PIECES_MESSAGE],
      [{ service_floors: '-2' }, 'service_floors', FLOORS_MESSAGE],
      [{ service_floors: 11 }, 'service_floors', FLOORS_MESSAGE],
      [{ service_floors: '99999999' }, 'service_floors', FLOORS_MESSAGE],
      [{ service_floors: '2.5' }, 'service_floors', FLOORS_MESSAGE],
      [{ service_floors: { n: 2 } }, 'service_floors', FLOORS_MESSAGE],
      [{ service_floors: 'twee' }, 'service_floors', FLOORS_MESSAGE],
    ];
    for (const [body, path, message] of tampered) {
      const res = await call('POST', '/v1/checkout/paymentmethod', { ...paymentStep, ...day, ...body }, q);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBe(message);
      expect(res.body.error.issues).toEqual([{ path, message }]);
    }
    // The earlier choice stands, priced as before; the cart still has its two boxsprings.
    const state = await call('GET', '/v1/checkout', undefined, q);
    expect(state.body.details.delivery).toMatchObject({ takeback: true, takeback_pieces: 1, floors: 1 });
    expect(state.body.cart.totals.additional_costs).toBe(2500 + 1500);
    expect(state.body.cart.items.map((i: { quantity: number }) => i.quantity)).toEqual([2]);
  });

  it('floors and take-back on an order without crew items are not charged nor stored', async () => {
    const q = await cartOf(parcel, 1);
    const res = await call(
      'POST',
      '/v1/checkout/paymentmethod',
      { ...paymentStep, service_floors: '5', service_takeback: 'on', service_takeback_pieces: '3', service_assembly: 'on' },
      q,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.details.delivery ?? null).toBeNull();
    expect(res.body.cart.totals.additional_costs).toBe(0);
  });

  it('placing re-checks the count: take-back of 2 pieces after the cart went down to 1 boxspring is refused, nothing booked', async () => {
    const q = await cartOf(boxspring, 2);
    const chosen = { ...paymentStep, ...day, service_takeback: 'on', service_takeback_pieces: '2' };
    expect((await call('POST', '/v1/checkout/paymentmethod', chosen, q)).status).toBe(200);
    const cart = (await call('GET', '/v1/cart', undefined, q)).body;
    const line = cart.items[0];
    const lowered = await call('PUT', '/v1/cart/item', { item_id: line.id, quantity: 1 }, q);
    expect(lowered.status, JSON.stringify(lowered.body)).toBe(200);
    const placed = await call('POST', '/v1/checkout/payment-url', {}, { ...q, 'idempotency-key': 'services-lowered' });
    expect(placed.status).toBe(409);
    expect(placed.body.error.message).toBe(takebackPiecesMessage(1));
    const [{ n }] = await rows<{ n: number }>(
      sql`select count(*)::int as n from delivery_bookings b join orders o on o.id = b.order_id where o.cart_id = ${q['x-quote-id']}`,
    );
    expect(n).toBe(0);
  });

  it('the OpenAPI document describes the new fields', async () => {
    const doc = await call('GET', '/v1/openapi.json');
    expect(doc.status).toBe(200);
    const schemas = doc.body.components.schemas;
    expect(Object.keys(schemas.PaymentStep.properties)).toEqual(expect.arrayContaining(['service_takeback_pieces', 'service_floors']));
    expect(Object.keys(schemas.CheckoutDelivery.properties)).toEqual(expect.arrayContaining(['takeback_pieces', 'floors']));
    expect(Object.keys(schemas.DeliveryOffer.properties)).toEqual(expect.arrayContaining(['pieces', 'max_floors']));
  });
});
