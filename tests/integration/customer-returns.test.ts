// Self-service returns (docs/decisions/0057), through the real API: a logged-in customer
// returns lines of an own delivered order within 30 days, downloads the label, staff receive and refund.
// Attacks: someone else's order and lines, more than bought, returning twice, a double submit, two
// returns of the same units at once, after the period, a typed refund amount, a double refund. A
// fast-check property: any sequence of returns refunds each its paid share, never more than was paid
// in all, and returning everything refunds the payment to the cent.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allocatePaid, sumCents, unitsShare } from '../../commerce/pricing/pricing';
import { createAdminShop, OWNER, type AdminShop } from '../helpers/admin';
import { depthRuns } from '../helpers/depth';
import { pdfText } from '../helpers/pdf';
import { dbKinds } from '../helpers/shop';

const DAY = 24 * 60 * 60 * 1000;
const PROPERTY_RUNS = depthRuns({ ci: 6, deep: 40 }, process.env.RETURN_PROPERTY_RUNS);
let counter = 0;

describe.each(dbKinds)('self-service returns on %s', (kind) => {
  let a: AdminShop;
  let owner: string;
  let me: string;
  let variants: { id: number; price: number }[];

  const asMe = (token = me) => ({ token: a.serviceToken, headers: { 'x-customer-token': token } });

  async function loginDemo() {
    const login = await a.call('POST', '/v1/customer/login', {
      token: a.serviceToken,
      body: { username: 'demo@slaapzaak.nl', password: 'Slaapzaak2026!' },
    });
    expect(login.status, login.text).toBe(200);
    return login.body.token as string;
  }

  /** An order placed, paid, shipped and delivered the way the shop does it; `mine`: in the demo customer's account. */
  async function deliveredOrder(lines: { variantId: number; quantity: number }[], options: { mine?: boolean; code?: string } = {}) {
    const { number, total } = await a.placeOrder(lines, {
      code: options.code,
      email: options.mine === false ? `ander${counter}@example.nl` : 'demo@slaapzaak.nl',
      headers: options.mine === false ? {} : { 'x-customer-token': me },
    });
    counter++;
    const ship = await a.call('POST', `/v1/admin/orders/${number}/ship`, {
      token: owner,
      body: { carrier: 'PostNL', tracking_code: `3SRET${counter}X` },
    });
    expect(ship.status, ship.text).toBe(200);
    const deliver = await a.call('POST', `/v1/admin/orders/${number}/deliver`, { token: owner });
    expect(deliver.status, deliver.text).toBe(200);
    return { number, total };
  }

  const overview = async (number: string) => {
    const res = await a.call('GET', `/v1/customer/orders/${number}/returns`, asMe());
    expect(res.status, res.text).toBe(200);
    return res.body.overview as { lines: { line_id: number; quantity: number; returnable: number; title: string }[]; open: boolean };
  };
  const startReturn = (
    number: string,
    lines: { line_id: number; quantity: number | string }[],
    requestId = `req-${Math.random().toString(36).slice(2)}`,
  ) => a.call('POST', `/v1/customer/orders/${number}/returns`, { ...asMe(), body: { request_id: requestId, reason: 'maat', lines } });
  const receive = (id: number) =>
    a.call('POST', `/v1/admin/customer-returns/${id}/receive`, { token: owner, body: { note: 'Onbeschadigd' } });
  const refund = (id: number, body: unknown = {}) => a.call('POST', `/v1/admin/customer-returns/${id}/refund`, { token: owner, body });
  const preview = (id: number) => a.call('GET', `/v1/admin/customer-returns/${id}/refund`, { token: owner });
  const reject = (id: number, body: unknown = { reason: 'Het matras is gebruikt en vlekkerig' }) =>
    a.call('POST', `/v1/admin/customer-returns/${id}/reject`, { token: owner, body });
  const refundsOf = (number: string) =>
    a.rows<{ amount: number; status: string; request_key: string }>(
      sql`select r.amount, r.status, r.request_key from refunds r join orders o on o.id = r.order_id where o.number = ${number} order by r.id`,
    );

  beforeAll(async () => {
    a = await createAdminShop(kind);
    owner = await a.login(OWNER);
    me = await loginDemo();
    variants = await a.rows<{ id: number; price: number }>(
      sql`select v.id, v.price from variants v join products p on p.id = v.product_id where p.available and v.stock >= 20 and p.product_type not in ('boxspring', 'vloerkleed') and v.price between 1500 and 40000 order by v.id limit 6`,
    );
    expect(variants.length).toBeGreaterThanOrEqual(3);
  }, 180_000);
  afterAll(() => a?.close());

  it('a customer returns a line, gets a label with the return number, and staff receive and refund its paid share once', async () => {
    const { number } = await deliveredOrder([
      { variantId: variants[0].id, quantity: 2 },
      { variantId: variants[1].id, quantity: 1 },
    ]);
    const before = await overview(number);
    expect(before.open).toBe(true);
    expect(before.lines.map((l) => l.returnable)).toEqual([2, 1]);
    const made = await startReturn(number, [{ line_id: before.lines[0].line_id, quantity: 1 }]);
    expect(made.status, made.text).toBe(201);
    const ret = made.body.return;
    expect(ret.number).toMatch(/^RS\d{7}$/);
    expect(ret.status).toBe('aangemeld');
    expect((await overview(number)).lines.map((l) => l.returnable)).toEqual([1, 1]);

    const label = await a.shop.app.request(`/v1/customer/returns/${ret.number}/label`, {
      headers: { authorization: `Bearer ${a.serviceToken}`, 'x-customer-token': me },
    });
    expect(label.status).toBe(200);
    expect(label.headers.get('content-type')).toBe('application/pdf');
    const { text } = await pdfText(new Uint8Array(await label.arrayBuffer()));
    expect(text).toContain(ret.number);
    expect(text).toContain(number);
    const mails = await a.shop.mailer.list();
    const mail = mails.find((m) => m.tag === 'customer-return-created' && m.text.includes(ret.number));
    expect(mail?.text).toContain(`/account/retouren/${ret.number}/label/`);
    expect(mail?.attachments).toEqual([`retourlabel-${ret.number}.pdf`]);

    // Not before it is received; the amount cannot be typed.
    expect((await refund(ret.id)).status).toBe(409);
    const typed = await refund(ret.id, { amount: 1 });
    expect(typed.status).toBe(400);
    expect((await receive(ret.id)).status).toBe(200);

    // A double submit (at once, and again later) is one refund.
    const [r1, r2] = await Promise.all([refund(ret.id), refund(ret.id)]);
    expect([r1.status, r2.status]).toEqual([200, 200]);
    expect([r1.body.changed, r2.body.changed].filter(Boolean).length).toBe(1);
    const again = await refund(ret.id);
    expect(again.status).toBe(200);
    expect(again.body.changed).toBe(false);
    const paid = await a.rows<{ paid: number; quantity: number }>(
      sql`select coalesce(paid_amount, row_total)::int as paid, quantity from order_lines where id = ${before.lines[0].line_id}`,
    );
    const rows = await refundsOf(number);
    expect(rows).toHaveLength(1);
    expect(rows[0].amount).toBe(unitsShare(paid[0].paid, paid[0].quantity, 0, 1));
    expect(rows[0].request_key).toBe(`customer-return:${ret.id}`);
    const mine = await overview(number);
    expect(mine.lines.map((l) => l.returnable)).toEqual([1, 1]);
    const status = (await a.call('GET', `/v1/customer/orders/${number}/returns`, asMe())).body.overview.returns[0].status;
    expect(status).toBe('terugbetaald');
    const audit = await a.rows<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'customer-return.refunded' and subject = ${ret.number}`,
    );
    expect(audit[0].n).toBe(1);
  });

  it("refuses someone else's order and lines, more than bought, twice, a double submit as two, and two returns of the same units at once", async () => {
    const other = await deliveredOrder([{ variantId: variants[2].id, quantity: 1 }], { mine: false });
    const { number } = await deliveredOrder([{ variantId: variants[2].id, quantity: 2 }]);
    // Someone else's order: not found, like an order that does not exist.
    expect((await a.call('GET', `/v1/customer/orders/${other.number}/returns`, asMe())).status).toBe(404);
    expect((await startReturn(other.number, [{ line_id: 1, quantity: 1 }])).status).toBe(404);
    // Not logged in.
    expect((await a.call('GET', `/v1/customer/orders/${number}/returns`, { token: a.serviceToken })).status).toBe(401);
    // A line of another order, posted against my order.
    const [foreign] = await a.rows<{ id: number }>(
      sql`select l.id from order_lines l join orders o on o.id = l.order_id where o.number = ${other.number}`,
    );
    const wrongLine = await startReturn(number, [{ line_id: foreign.id, quantity: 1 }]);
    expect(wrongLine.status).toBe(400);
    expect(wrongLine.body.error.message).toMatch(/hoort niet bij deze bestelling/);
    const [line] = (await overview(number)).lines;
    // Tampered quantities: more than bought, negative, a fraction, a string.
    const tooMany = await startReturn(number, [{ line_id: line.line_id, quantity: 3 }]);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error.message).toMatch(/nog 2 stuks/);
    for (const quantity of [-1, 1.5, '1', 1000])
      expect((await startReturn(number, [{ line_id: line.line_id, quantity }])).status).toBe(400);
    // The same line twice in one post counts twice.
    expect(
      (
        await startReturn(number, [
          { line_id: line.line_id, quantity: 2 },
          { line_id: line.line_id, quantity: 1 },
        ])
      ).status,
    ).toBe(409);
    // A double submit of one form is one return.
    const first = await startReturn(number, [{ line_id: line.line_id, quantity: 1 }], 'dubbel-formulier-1');
    const second = await startReturn(number, [{ line_id: line.line_id, quantity: 1 }], 'dubbel-formulier-1');
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.body.return.number).toBe(first.body.return.number);
    // Two forms for the last unit at once: one wins.
    const both = await Promise.all([
      startReturn(number, [{ line_id: line.line_id, quantity: 1 }]),
      startReturn(number, [{ line_id: line.line_id, quantity: 1 }]),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    // Everything returned: nothing left, a third return is refused.
    const third = await startReturn(number, [{ line_id: line.line_id, quantity: 1 }]);
    expect(third.status).toBe(409);
    expect(third.body.error.message).toMatch(/al \(helemaal\) geretourneerd/);
    // Someone else's return label: not found.
    const [foreignReturn] = await a.rows<{ n: string }>(sql`select number as n from customer_returns order by id limit 1`);
    const otherToken = 'niet-een-token';
    expect((await a.call('GET', `/v1/customer/returns/${foreignReturn.n}/label`, asMe(otherToken))).status).toBe(401);
  });

  it('staff reject a return with a reason the customer sees: no refund, audited, once; a rejected or refunded return stays so', async () => {
    const { number } = await deliveredOrder([{ variantId: variants[2].id, quantity: 2 }]);
    const lines = (await overview(number)).lines;
    const made = await startReturn(number, [{ line_id: lines[0].line_id, quantity: 2 }]);
    expect(made.status, made.text).toBe(201);
    const id = made.body.return.id as number;
    // No preview before it is received; a reason is needed, a short or huge one is a 400, extra fields too.
    expect((await preview(id)).status).toBe(409);
    expect((await reject(id, {})).status).toBe(400);
    expect((await reject(id, { reason: 'x' })).status).toBe(400);
    expect((await reject(id, { reason: 'x'.repeat(501) })).status).toBe(400);
    expect((await reject(id, { reason: 'Gebruikt', amount: 0 })).status).toBe(400);
    // Another customer's session cannot reject (not staff).
    const stranger = await a.call('POST', `/v1/admin/customer-returns/${id}/reject`, {
      ...asMe(),
      body: { reason: 'Zelf afgewezen' },
    });
    expect(stranger.status).toBeGreaterThanOrEqual(401);
    expect(stranger.status).toBeLessThan(500);
    // A double submit rejects once.
    const [r1, r2] = await Promise.all([reject(id), reject(id)]);
    expect([r1.status, r2.status]).toEqual([200, 200]);
    expect([r1.body.changed, r2.body.changed].filter(Boolean).length).toBe(1);
    expect(r1.body.return.status).toBe('afgewezen');
    // Nothing refunded; the customer sees the status and the reason; the units can be returned again.
    expect((await refund(id)).status).toBe(409);
    expect(await refundsOf(number)).toHaveLength(0);
    const seen = (await a.call('GET', `/v1/customer/orders/${number}/returns`, asMe())).body.overview;
    expect(seen.returns[0].status).toBe('afgewezen');
    expect(seen.returns[0].rejection_reason).toBe('Het matras is gebruikt en vlekkerig');
    expect(seen.lines[0].returnable).toBe(2);
    expect((await receive(id)).status).toBe(409);
    const audit = await a.rows<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'customer-return.rejected' and subject = ${made.body.return.number}`,
    );
    expect(audit[0].n).toBe(1);
    // A refunded return cannot be rejected.
    const second = await startReturn(number, [{ line_id: lines[0].line_id, quantity: 1 }]);
    expect(second.status, second.text).toBe(201);
    expect((await receive(second.body.return.id)).status).toBe(200);
    const shown = await preview(second.body.return.id);
    const paid = await refund(second.body.return.id);
    expect(paid.status).toBe(200);
    expect(paid.body.refund.amount).toBe(shown.body.amount);
    expect((await reject(second.body.return.id)).status).toBe(409);
  });

  it('refuses a return more than 30 days after delivery', async () => {
    const { number } = await deliveredOrder([{ variantId: variants[3].id, quantity: 1 }]);
    const [line] = (await overview(number)).lines;
    a.clock.advance(31 * DAY);
    me = await loginDemo();
    owner = await a.login(OWNER);
    const late = await startReturn(number, [{ line_id: line.line_id, quantity: 1 }]);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toMatch(/retourtermijn van 30 dagen/);
    expect((await overview(number)).open).toBe(false);
  });

  it('property: any sequence of returns refunds each its paid share, never more than was paid; all of it refunds the payment to the cent', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ v: fc.nat({ max: variants.length - 1 }), quantity: fc.integer({ min: 1, max: 3 }) }), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.oneof(
          fc.constant(null),
          fc.record({ kind: fc.constant('percentage'), value: fc.integer({ min: 1, max: 60 }) }),
          fc.record({ kind: fc.constant('fixed'), value: fc.integer({ min: 1, max: 5_000 }) }),
          fc.constant({ kind: 'free_shipping', value: 0 }),
        ),
        fc.array(fc.nat(), { minLength: 12, maxLength: 12 }),
        fc.boolean(),
        async (picked, rule, splits, everything) => {
          // A code of its own per order (the demo codes are once per customer).
          const code = rule ? `RETOUR${kind.toUpperCase()}${counter}` : undefined;
          if (rule) await a.rows(sql`insert into discount_codes (code, kind, value) values (${code}, ${rule.kind}, ${rule.value})`);
          const lines = [...new Map(picked.map((p) => [variants[p.v].id, p.quantity]))].map(([variantId, quantity]) => ({
            variantId,
            quantity,
          }));
          const { number, total } = await deliveredOrder(lines, { code });
          const known = await a.rows<{ id: number; quantity: number; paid: number | null; row_total: number }>(
            sql`select l.id, l.quantity, l.paid_amount as paid, l.row_total from order_lines l join orders o on o.id = l.order_id where o.number = ${number} order by l.id`,
          );
          const [order] = await a.rows<{ discount_total: number; grand_total: number }>(
            sql`select discount_total, grand_total from orders where number = ${number}`,
          );
          const paid = known.every((k) => k.paid !== null)
            ? known.map((k) => k.paid!)
            : allocatePaid(
                known.map((k) => k.row_total),
                order.discount_total,
              );
          const done = known.map(() => 0);
          let refunded = 0;
          let s = 0;
          // Returns of random units until everything (or a random part) is back.
          while (done.some((d, i) => d < known[i].quantity)) {
            const chosen: { line_id: number; quantity: number }[] = [];
            known.forEach((k, i) => {
              const left = k.quantity - done[i];
              const n = left === 0 ? 0 : (splits[s++ % splits.length] ?? 0) % (left + 1);
              if (n > 0) chosen.push({ line_id: k.id, quantity: n });
            });
            if (chosen.length === 0) {
              const i = done.findIndex((d, j) => d < known[j].quantity);
              chosen.push({ line_id: known[i].id, quantity: 1 });
            }
            const made = await startReturn(number, chosen);
            expect(made.status, made.text).toBe(201);
            expect((await receive(made.body.return.id)).status).toBe(200);
            // The staff confirmation shows the amount before the refund: it is what is then refunded.
            const shown = await preview(made.body.return.id);
            expect(shown.status, shown.text).toBe(200);
            const res = await refund(made.body.return.id);
            expect(res.status, res.text).toBe(200);
            let expected = sumCents(
              chosen.map((c) => {
                const i = known.findIndex((k) => k.id === c.line_id);
                return unitsShare(paid[i], known[i].quantity, done[i], c.quantity);
              }),
            );
            for (const c of chosen) done[known.findIndex((k) => k.id === c.line_id)] += c.quantity;
            if (done.every((d, i) => d === known[i].quantity)) expected += total - sumCents(paid);
            expect(res.body.refund.amount).toBe(expected);
            expect(shown.body.amount).toBe(res.body.refund.amount);
            refunded += res.body.refund.amount;
            expect(refunded).toBeLessThanOrEqual(total);
            if (!everything && s > 6) break;
          }
          const stored = sumCents((await refundsOf(number)).filter((r) => r.status !== 'failed').map((r) => r.amount));
          expect(stored).toBe(refunded);
          if (done.every((d, i) => d === known[i].quantity)) expect(refunded).toBe(total);
          expect(order.grand_total).toBe(total);
        },
      ),
      { numRuns: PROPERTY_RUNS, endOnFailure: true },
    );
  }, 600_000);
});
