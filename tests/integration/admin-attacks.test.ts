// The attacker's twins of the back office's happy paths (docs/decisions/0036): double submits of ship and
// refund, refunds above what was paid or above a medewerker's limit, a medewerker doing the
// owner's work, tampered input, the audit log as an attacker with SQL would try to change it, and
// spreadsheet formulas smuggled into the CSV export.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminShop, MEDEWERKER, OWNER, type AdminShop } from '../helpers/admin';
import { dbKinds } from '../helpers/shop';

describe.each(dbKinds)('back-office attacks on %s', (kind) => {
  let a: AdminShop;
  let owner: string;
  let staff: string;
  beforeAll(async () => {
    a = await createAdminShop(kind);
    owner = await a.login(OWNER);
    staff = await a.login(MEDEWERKER);
  }, 180_000);
  afterAll(() => a?.close());

  const mails = async (tag: string, to: string) =>
    (
      await a.rows<{ n: number }>(
        sql`select count(*)::int as n from outbox_messages where payload->>'tag' = ${tag} and payload->>'to' = ${to}`,
      )
    )[0].n;

  it('shipping twice (double submit, also at once) is one transition, one event and one mail', async () => {
    const { number } = await a.paidOrder({ email: 'dubbel@example.nl' });
    const body = { carrier: 'PostNL', tracking_code: '3SDUBBEL12345' };
    const results = await Promise.all([1, 2, 3].map(() => a.call('POST', `/v1/admin/orders/${number}/ship`, { token: staff, body })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.filter((r) => r.body.changed).length).toBe(1);
    const events = await a.rows<{ n: number }>(
      sql`select count(*)::int as n from order_events e join orders o on o.id = e.order_id where o.number = ${number} and e.to_status = 'shipped'`,
    );
    expect(events[0].n).toBe(1);
    expect(await mails('order-shipped', 'dubbel@example.nl')).toBe(1);
    const other = await a.call('POST', `/v1/admin/orders/${number}/ship`, {
      token: staff,
      body: { carrier: 'DHL', tracking_code: 'JVGLANDERS123' },
    });
    expect(other.status).toBe(409);
    expect(other.body.error.message).toMatch(/kan niet als verzonden gemarkeerd worden/);
  });

  it('the customer sees the tracking link on their order', async () => {
    const login = await a.call('POST', '/v1/customer/login', {
      token: a.serviceToken,
      body: { username: 'demo@slaapzaak.nl', password: 'Slaapzaak2026!' },
    });
    const customer = login.body.token as string;
    const [mine] = await a.rows<{ number: string }>(
      sql`select number from orders o join customers c on c.id = o.customer_id where c.email = 'demo@slaapzaak.nl' and o.status = 'paid' limit 1`,
    );
    expect(mine).toBeTruthy();
    expect(
      (
        await a.call('POST', `/v1/admin/orders/${mine.number}/ship`, {
          token: owner,
          body: { carrier: 'PostNL', tracking_code: '3STRACK0001' },
        })
      ).status,
    ).toBe(200);
    const seen = await a.call('GET', `/v1/customer/orders/${mine.number}`, {
      token: a.serviceToken,
      headers: { 'x-customer-token': customer },
    });
    expect(seen.status, seen.text).toBe(200);
    expect(seen.body.order.tracking).toMatchObject({ carrier: 'PostNL', code: '3STRACK0001' });
    expect(seen.body.order.tracking.url).toMatch(/^https:\/\/jouw\.postnl\.nl\/track-and-trace\/3STRACK0001-NL-1234AB$/);
    expect(JSON.stringify(seen.body.order.history)).not.toContain('@slaapzaak.nl');
    // The shop's own notes, kept at one status (a refund at the provider with its ids, a staff note),
    // stay in the back office.
    await a.rows(
      sql`insert into order_events (order_id, from_status, to_status, note) select id, status, status, 'Betaling tr_x terugbetaald (re_x): intern' from orders where number = ${mine.number}`,
    );
    const again = await a.call('GET', `/v1/customer/orders/${mine.number}`, {
      token: a.serviceToken,
      headers: { 'x-customer-token': customer },
    });
    expect(again.body.order.history.length).toBeGreaterThan(0);
    expect(JSON.stringify(again.body.order.history)).not.toMatch(/terugbetaald|re_x|intern/);
    const staffView = await a.call('GET', `/v1/admin/orders/${mine.number}`, { token: owner });
    expect(JSON.stringify(staffView.body)).toMatch(/terugbetaald \(re_x\)/);
  });

  it('a refund submitted twice with the same request id is one refund at the provider', async () => {
    const { number } = await a.paidOrder();
    const body = { request_id: 'dubbel-refund-1', amount: 700, reason: 'Beschadigd' };
    const results = await Promise.all([1, 2].map(() => a.call('POST', `/v1/admin/orders/${number}/refund`, { token: owner, body })));
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results[0].body.refund.id).toBe(results[1].body.refund.id);
    const [sandbox] = await a.rows<{ refunded_amount: number }>(
      sql`select refunded_amount from sandbox_payments where order_number = ${number}`,
    );
    expect(sandbox.refunded_amount).toBe(700);
  });

  it('refuses to refund more than was paid, in total over several refunds', async () => {
    const { number, total } = await a.paidOrder();
    const over = await a.call('POST', `/v1/admin/orders/${number}/refund`, {
      token: owner,
      body: { request_id: 'te-veel-0001', amount: total + 1, reason: 'x' },
    });
    expect(over.status).toBe(400);
    expect(over.body.error.message).toMatch(/niet meer terugbetalen dan er betaald is/);
    expect(
      (
        await a.call('POST', `/v1/admin/orders/${number}/refund`, {
          token: owner,
          body: { request_id: 'deel-00001', amount: total - 100, reason: 'x' },
        })
      ).status,
    ).toBe(200);
    const rest = await a.call('POST', `/v1/admin/orders/${number}/refund`, {
      token: owner,
      body: { request_id: 'deel-00002', amount: 101, reason: 'x' },
    });
    expect(rest.status).toBe(400);
    expect(rest.body.error.message).toContain('€ 1,00');
    // Cancelling now refunds only what is left.
    expect(
      (await a.call('POST', `/v1/admin/orders/${number}/cancel`, { token: owner, body: { reason: 'Klant wil niet meer' } })).status,
    ).toBe(200);
    const [sandbox] = await a.rows<{ refunded_amount: number; amount: number }>(
      sql`select refunded_amount, amount from sandbox_payments where order_number = ${number}`,
    );
    expect(sandbox.refunded_amount).toBe(sandbox.amount);
  });

  it('a medewerker gets 403 above the refund limit the owner set, and for a cancel that would refund more', async () => {
    const { number, total } = await a.paidOrder({ quantity: 2, minPrice: 6000, maxPrice: 100_000 });
    expect(total).toBeGreaterThan(10_000);
    const above = await a.call('POST', `/v1/admin/orders/${number}/refund`, {
      token: staff,
      body: { request_id: 'limiet-0001', amount: 10_001, reason: 'x' },
    });
    expect(above.status).toBe(403);
    expect(above.body.error.message).toMatch(/hoger dan jouw limiet/);
    expect(
      (
        await a.call('POST', `/v1/admin/orders/${number}/refund`, {
          token: staff,
          body: { request_id: 'limiet-0002', amount: 10_000, reason: 'x' },
        })
      ).status,
    ).toBe(200);
    // The limit is per order, cumulative (docs/decisions/0045, ADR 0045): the limit is used up, so a cancel that refunds the rest is refused.
    expect((await a.call('POST', `/v1/admin/orders/${number}/cancel`, { token: staff, body: { reason: 'x' } })).status).toBe(403);
  });

  it('refunds per line: no line twice, no line that is not the order’s', async () => {
    const { number } = await a.paidOrder({ quantity: 2 });
    const detail = await a.call('GET', `/v1/admin/orders/${number}`, { token: owner });
    const line = detail.body.lines[0];
    const one = await a.call('POST', `/v1/admin/orders/${number}/refund`, {
      token: owner,
      body: { request_id: 'regel-00001', lines: [{ line_id: line.id, quantity: 1 }], reason: 'Eén kapot' },
    });
    expect(one.status, one.text).toBe(200);
    expect(one.body.refund.amount).toBe(line.unit_price);
    const again = await a.call('POST', `/v1/admin/orders/${number}/refund`, {
      token: owner,
      body: { request_id: 'regel-00002', lines: [{ line_id: line.id, quantity: 2 }], reason: 'x' },
    });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toMatch(/nog 1 stuks/);
    const foreign = await a.call('POST', `/v1/admin/orders/${number}/refund`, {
      token: owner,
      body: { request_id: 'regel-00003', lines: [{ line_id: 1, quantity: 1 }], reason: 'x' },
    });
    expect(foreign.status).toBe(400);
  });

  it('a medewerker cannot reset another’s password, create staff or read the audit log (403)', async () => {
    const [me] = await a.rows<{ id: number }>(sql`select id from staff where email = ${OWNER.email}`);
    for (const [method, path, body] of [
      ['POST', `/v1/admin/staff/${me.id}/reset-password`, undefined],
      ['POST', '/v1/admin/staff', { email: 'x@slaapzaak.nl', role: 'eigenaar' }],
      ['PATCH', `/v1/admin/staff/${me.id}`, { disabled: true }],
      ['GET', '/v1/admin/audit', undefined],
    ] as const) {
      const res = await a.call(method, path, { token: staff, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error.message).toBe('Alleen de eigenaar mag dit doen.');
    }
  });

  it('bad input gets a Dutch message and a 4xx, never a 500', async () => {
    const { number } = await a.paidOrder();
    const cases: [string, string, unknown][] = [
      ['POST', `/v1/admin/orders/${number}/ship`, { carrier: 'UPS', tracking_code: '1' }],
      ['POST', `/v1/admin/orders/${number}/refund`, { request_id: 'x', amount: -5, reason: '' }],
      ['POST', `/v1/admin/orders/${number}/refund`, { request_id: 'ok-request-1', amount: 1.5, reason: 'x' }],
      ['POST', '/v1/admin/orders/DKBD12/ship', { carrier: 'DHL', tracking_code: 'ABCDEF123' }],
      ['GET', '/v1/admin/orders?from=2026-13-45', undefined],
      ['GET', '/v1/admin/orders?from=2026-05-02&to=2026-05-01', undefined],
      ['GET', '/v1/admin/orders?cursor=bm9wZQ', undefined],
      ['GET', '/v1/admin/orders?status=kwijt', undefined],
      ['POST', '/v1/admin/variants/1/stock', { add: -99_999_999 }],
      ['POST', '/v1/admin/variants/1/stock', { set: 1, add: 1 }],
      ['POST', '/v1/admin/variants/1/price', { price: 1000, price_old: 900 }],
      ['POST', '/v1/admin/discounts', { code: 'a', kind: 'percentage', value: 500 }],
      ['POST', '/v1/admin/discounts', { code: 'TEVEEL', kind: 'percentage', value: 500 }],
      ['POST', '/v1/admin/discounts/batches', { prefix: 'X', count: 100000, kind: 'fixed', value: 1 }],
      ['PATCH', '/v1/admin/discounts/KORTING20', { valid_from: '2026-02-01', valid_to: '2026-01-01' }],
      ['POST', '/v1/admin/privacy/erase', { email: 'demo@slaapzaak.nl' }],
      ['POST', '/v1/admin/reviews/999999/moderate', { status: 'approved' }],
      ['POST', '/v1/admin/returns/abc/approve', undefined],
      ['POST', '/v1/admin/orders/DKBD9999999/deliver', undefined],
    ];
    for (const [method, path, body] of cases) {
      const res = await a.call(method, path, { token: owner, body });
      expect(res.status, `${method} ${path}: ${res.text}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${path}: ${res.text}`).toBeLessThan(500);
      expect(res.body.error.message, `${method} ${path}`).toMatch(/[a-z]/);
      expect(res.body.error.message, `${method} ${path}`).not.toMatch(/invalid|expected|required|must/i);
    }
    const malformed = await a.shop.app.request(`/v1/admin/orders/${number}/ship`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner}`, 'content-type': 'application/json' },
      body: '{"carrier":',
    });
    expect(malformed.status).toBe(400);
  });

  it('the audit log records who did what, and cannot be changed or emptied', async () => {
    const log = await a.call('GET', '/v1/admin/audit', { token: owner });
    expect(log.status).toBe(200);
    const actions = log.body.entries.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['order.shipped', 'order.refund', 'staff.login']));
    expect(log.body.entries.find((e: { action: string }) => e.action === 'order.shipped').after.status).toBe('shipped');
    await expect(a.rows(sql`update audit_log set actor = 'iemand anders'`)).rejects.toThrow();
    await expect(a.rows(sql`delete from audit_log`)).rejects.toThrow();
    await expect(a.rows(sql`truncate audit_log`)).rejects.toThrow();
    const [after] = await a.rows<{ n: number; others: number }>(
      sql`select count(*)::int as n, count(*) filter (where actor = 'iemand anders')::int as others from audit_log`,
    );
    expect(after.n).toBeGreaterThanOrEqual(log.body.entries.length);
    expect(after.others).toBe(0);
  });

  it('the CSV export neutralises spreadsheet formulas in customer data', async () => {
    const [order] = await a.rows<{ id: number; number: string }>(
      sql`select id, number from orders where status = 'paid' order by id desc limit 1`,
    );
    await a.rows(
      sql`update orders set customer = jsonb_set(customer, '{first_name}', '"=HYPERLINK(\\"http://x\\")"') where id = ${order.id}`,
    );
    const csv = await a.call('GET', `/v1/admin/orders.csv?q=${order.number}`, { token: owner });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const row = csv.text.split('\r\n').find((l) => l.startsWith(order.number))!;
    expect(row).toContain(`"'=HYPERLINK(""http://x"")`);
  });
});
