// Property: whatever staff do with an order's money — refunds of amounts, of lines or of all that is
// left, replayed request ids, two at the same moment, a cancel in between — the refunds never add
// up to more than was paid, the provider's books agree with ours, and every refund is one refund at
// the provider. fast-check prints the seed and the shrunk sequence when it fails.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminShop, OWNER, type AdminShop } from '../helpers/admin';
import { dbKinds } from '../helpers/shop';
import { depthRuns, testDepth } from '../helpers/depth';

type Step =
  | { kind: 'amount'; share: number; request: number }
  | { kind: 'line'; quantity: number; request: number }
  | { kind: 'rest'; request: number }
  | { kind: 'twice'; share: number; request: number }
  | { kind: 'cancel' };

const request = fc.integer({ min: 0, max: 5 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('amount' as const), share: fc.double({ min: 0.01, max: 1.2, noNaN: true }), request }),
  fc.record({ kind: fc.constant('line' as const), quantity: fc.integer({ min: 1, max: 3 }), request }),
  fc.record({ kind: fc.constant('rest' as const), request }),
  fc.record({ kind: fc.constant('twice' as const), share: fc.double({ min: 0.01, max: 0.8, noNaN: true }), request }),
  fc.constant({ kind: 'cancel' as const }),
);

describe.each(dbKinds)('refund property on %s', (kind) => {
  let a: AdminShop;
  let owner: string;
  let run = 0;
  beforeAll(async () => {
    a = await createAdminShop(kind);
    owner = await a.login(OWNER);
  }, 180_000);
  afterAll(() => a?.close());

  it(
    'the refunds of an order never exceed what was paid, and the provider agrees',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 7 }), async (steps) => {
          run++;
          const { number, total } = await a.paidOrder({ quantity: 2 });
          const detail = await a.call('GET', `/v1/admin/orders/${number}`, { token: owner });
          const line = detail.body.lines[0];
          const refund = (body: Record<string, unknown>, id: number) =>
            a.call('POST', `/v1/admin/orders/${number}/refund`, {
              token: owner,
              body: { reason: 'eigenschap', request_id: `run${run}-req${id}`, ...body },
            });
          for (const s of steps) {
            let results;
            if (s.kind === 'amount') results = [await refund({ amount: Math.max(1, Math.round(total * s.share)) }, s.request)];
            else if (s.kind === 'line') results = [await refund({ lines: [{ line_id: line.id, quantity: s.quantity }] }, s.request)];
            else if (s.kind === 'rest') results = [await refund({}, s.request)];
            else if (s.kind === 'twice') {
              const body = { amount: Math.max(1, Math.round(total * s.share)) };
              results = await Promise.all([refund(body, s.request + 100), refund(body, s.request + 200)]);
            } else results = [await a.call('POST', `/v1/admin/orders/${number}/cancel`, { token: owner, body: { reason: 'eigenschap' } })];
            for (const r of results) expect([200, 400, 409], r.text).toContain(r.status);
          }
          const [books] = await a.rows<{ paid: number; refunded: number; staff: number; queued: number; provider: number }>(sql`
          select p.amount as paid, p.refunded_amount as refunded,
                 coalesce((select sum(amount) from refunds r where r.order_id = o.id), 0)::int as staff,
                 coalesce((select sum(amount) from refunds r where r.order_id = o.id and r.status = 'queued'), 0)::int as queued,
                 s.refunded_amount as provider
            from orders o join payments p on p.order_id = o.id and p.kept join sandbox_payments s on s.id = p.provider_payment_id
           where o.number = ${number}`);
          expect(books.queued).toBe(0);
          expect(books.refunded).toBeLessThanOrEqual(books.paid);
          expect(books.staff).toBeLessThanOrEqual(books.refunded);
          expect(books.provider).toBe(books.refunded);
          const left = await a.call('GET', `/v1/admin/orders/${number}`, { token: owner });
          expect(left.body.order.refundable).toBe(books.paid - books.refunded);
        }),
        { numRuns: depthRuns({ ci: 15, deep: 60 }, process.env.ADMIN_PROPERTY_RUNS), endOnFailure: true },
      );
    },
    testDepth === 'deep' ? 1_800_000 : 600_000,
  );
});
