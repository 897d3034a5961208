// The back office's work on the real API (docs/decisions/0038): the orders list's search, filters and pages,
// the returns queue with its mails, catalogue care reaching the storefront's cart and listings,
// discount codes (disable, batches with CSV), review moderation with a public reply, the dashboard's
// numbers and a customer's data export and erasure.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminShop, MEDEWERKER, OWNER, type AdminShop } from '../helpers/admin';
import { dbKinds } from '../helpers/shop';

describe.each(dbKinds)('back-office operations on %s', (kind) => {
  let a: AdminShop;
  let owner: string;
  let staff: string;
  beforeAll(async () => {
    a = await createAdminShop(kind);
    owner = await a.login(OWNER);
    staff = await a.login(MEDEWERKER);
  }, 180_000);
  afterAll(() => a?.close());

  const outbox = async (tag: string, to: string) =>
    a.rows<{ subject: string; text: string }>(
      sql`select payload->>'subject' as subject, payload->>'text' as text from outbox_messages where payload->>'tag' = ${tag} and payload->>'to' = ${to} order by id`,
    );

  it('lists orders newest first, 50 a page with a cursor, and finds them by number, e-mail, name, postcode, status and date', async () => {
    const mine = await a.paidOrder({ email: 'zoek.mij@example.nl' });
    await a.rows(sql`insert into orders (number, email, status, customer, billing_address, shipping_address, payment_method, shipping_method, sub_total, grand_total, created_at)
      select 'DKBD80' || lpad(g::text, 5, '0'), 'vulling' || g || '@example.nl', 'delivered', '{"first_name":"Vul","last_name":"Ling"}', '{"zipcode":"9999 ZZ"}', '{"zipcode":"9999 ZZ"}', 'paypal', 'postnl', 1000, 1000, now() - g * interval '1 hour'
      from generate_series(1, 120) g`);
    const seen = new Set<string>();
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await a.call('GET', `/v1/admin/orders?payment_method=paypal${cursor ? `&cursor=${cursor}` : ''}`, { token: staff });
      expect(res.status, res.text).toBe(200);
      expect(res.body.orders.length).toBeLessThanOrEqual(50);
      const times = res.body.orders.map((o: { created_at: string }) => o.created_at);
      expect([...times].sort().reverse()).toEqual(times);
      for (const o of res.body.orders) seen.add(o.number);
      cursor = res.body.next_cursor;
      pages++;
    } while (cursor);
    expect(seen.size).toBe(120);
    expect(pages).toBe(3);

    const find = async (q: string, extra = '') =>
      (await a.call('GET', `/v1/admin/orders?q=${encodeURIComponent(q)}${extra}`, { token: staff })).body.orders.map(
        (o: { number: string }) => o.number,
      );
    expect(await find(mine.number)).toEqual([mine.number]);
    expect(await find(mine.number.slice(4))).toEqual([mine.number]);
    expect(await find('zoek.mij@example.nl')).toEqual([mine.number]);
    expect(await find('zoek.mij')).toContain(mine.number);
    expect(await find('sanne de vries')).toContain(mine.number);
    expect(await find('1234ab')).toContain(mine.number);
    expect(await find('9999 zz', '&status=delivered')).toHaveLength(50);
    expect(await find('%')).toEqual([]);
    // The shop's day (Europe/Amsterdam) of the database's clock, which stamped the order.
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Amsterdam' }).format(new Date());
    const dated = await a.call('GET', `/v1/admin/orders?status=paid&from=${today}&to=${today}`, { token: staff });
    expect(dated.body.orders.map((o: { number: string }) => o.number)).toContain(mine.number);
    const csv = await a.call('GET', '/v1/admin/orders.csv?payment_method=paypal', { token: staff });
    expect(csv.text.trim().split('\r\n')).toHaveLength(121);
    expect(csv.text).toMatch(/^\uFEFF?bestelnummer;datum;status;naam;e-mail;postcode;plaats;betaalmethode;totaal/);
    expect(csv.text).toContain(';10,00');
  });

  it('handles a rug return: approve (return number mailed), receive, refund; another is rejected with the reason mailed', async () => {
    const { number } = await a.paidOrder({ email: 'retour@example.nl', rug: true });
    const id = await a.returnRequest(number);
    const queue = await a.call('GET', '/v1/admin/returns', { token: staff });
    expect(queue.body.returns.find((r: { id: number }) => r.id === id)).toMatchObject({
      order_number: number,
      status: 'requested',
      name: 'Sanne de Vries',
    });
    expect((await a.call('POST', `/v1/admin/returns/${id}/receive`, { token: staff })).status).toBe(409);
    const approved = await a.call('POST', `/v1/admin/returns/${id}/approve`, { token: staff });
    expect(approved.body.return.return_number).toMatch(/^RT\d{7}$/);
    expect((await outbox('return-approved', 'retour@example.nl'))[0].text).toContain(approved.body.return.return_number);
    expect((await a.call('POST', `/v1/admin/returns/${id}/receive`, { token: staff })).status).toBe(200);
    const refunded = await a.call('POST', `/v1/admin/returns/${id}/refund`, { token: staff, body: { amount: 1500 } });
    expect(refunded.status, refunded.text).toBe(200);
    expect(refunded.body.return.status).toBe('refunded');
    const detail = await a.call('GET', `/v1/admin/orders/${number}`, { token: staff });
    expect(detail.body.refunds).toEqual([expect.objectContaining({ amount: 1500, status: 'refunded', by: MEDEWERKER.email })]);
    expect(detail.body.returns[0].status).toBe('refunded');

    const other = await a.returnRequest((await a.paidOrder({ email: 'afgewezen@example.nl', rug: true })).number);
    const rejected = await a.call('POST', `/v1/admin/returns/${other}/reject`, {
      token: staff,
      body: { reason: 'Het kleed is gebruikt.' },
    });
    expect(rejected.body.return.status).toBe('rejected');
    expect((await outbox('return-rejected', 'afgewezen@example.nl'))[0].text).toContain('Het kleed is gebruikt.');
    expect((await a.call('POST', `/v1/admin/returns/${other}/approve`, { token: staff })).status).toBe(409);
  });

  it('stock, price and availability reach the shop: the cart charges the new price, the low-stock list follows', async () => {
    const [variant] = await a.rows<{ id: number; product_id: number; stock: number }>(
      sql`select v.id, v.product_id, v.stock from variants v join products p on p.id = v.product_id where p.available and not exists (select 1 from configurators c where c.product_id = p.id) order by v.id desc limit 1`,
    );
    expect((await a.call('POST', `/v1/admin/variants/${variant.id}/stock`, { token: staff, body: { set: 2 } })).body.variant.stock).toBe(2);
    expect((await a.call('POST', `/v1/admin/variants/${variant.id}/stock`, { token: staff, body: { add: -3 } })).status).toBe(400);
    const low = await a.call('GET', '/v1/admin/stock/low?threshold=2', { token: staff });
    expect(low.body.variants.map((v: { id: number }) => v.id)).toContain(variant.id);
    expect((await a.call('POST', `/v1/admin/variants/${variant.id}/stock`, { token: staff, body: { add: 40 } })).body.variant.stock).toBe(
      42,
    );

    const priced = await a.call('POST', `/v1/admin/variants/${variant.id}/price`, { token: staff, body: { price: 1234, price_old: 2000 } });
    expect(priced.status, priced.text).toBe(200);
    const cart = await a.call('POST', '/v1/cart/item', { token: a.serviceToken, body: { item_id: variant.id, quantity: 1 } });
    expect(cart.status, cart.text).toBe(200);
    expect(cart.body.totals.sub_total).toBe(1234);
    const [product] = await a.rows<{ price: number }>(sql`select price from products where id = ${variant.product_id}`);
    expect(product.price).toBeLessThanOrEqual(1234);

    expect(
      (await a.call('POST', `/v1/admin/products/${variant.product_id}/availability`, { token: staff, body: { available: false } })).body
        .changed,
    ).toBe(true);
    await a.shop.settled();
    // The listing data was rebuilt: an unavailable product ranks after every available one.
    const [rank] = await a.rows<{
      last: boolean;
    }>(sql`select bool_and(not exists (select 1 from category_positions c2 join products p2 on p2.id = c2.product_id
      where c2.category_id = c.category_id and c2.popularity_rank > c.popularity_rank and p2.available)) as last from category_positions c where c.product_id = ${variant.product_id}`);
    expect(rank.last).toBe(true);
    await a.call('POST', `/v1/admin/products/${variant.product_id}/availability`, { token: staff, body: { available: true } });
    await a.shop.settled();
  });

  it('discount codes: create, see usage, disable (the cart refuses it), batches of single-use codes with CSV', async () => {
    const made = await a.call('POST', '/v1/admin/discounts', {
      token: staff,
      body: { code: 'beheer10', kind: 'percentage', value: 10, min_order_value: 0, per_customer_limit: 1 },
    });
    expect(made.status, made.text).toBe(201);
    expect(made.body.code).toMatchObject({ code: 'BEHEER10', times_used: 0, disabled: false });
    expect(
      (await a.call('POST', '/v1/admin/discounts', { token: staff, body: { code: 'BEHEER10', kind: 'fixed', value: 100 } })).status,
    ).toBe(409);
    const [variant] = await a.rows<{ id: number }>(
      sql`select v.id from variants v join products p on p.id = v.product_id where p.available and v.stock > 5 order by v.id limit 1`,
    );
    const cart = await a.call('POST', '/v1/cart/item', { token: a.serviceToken, body: { item_id: variant.id, quantity: 1 } });
    const q = { 'x-quote-id': cart.body.quote_id };
    expect(
      (await a.call('POST', '/v1/cart/discount', { token: a.serviceToken, headers: q, body: { discount_code: 'BEHEER10' } })).status,
    ).toBe(200);
    expect((await a.call('PATCH', '/v1/admin/discounts/beheer10', { token: staff, body: { disabled: true } })).body.code.disabled).toBe(
      true,
    );
    const refused = await a.call('POST', '/v1/cart/discount', { token: a.serviceToken, headers: q, body: { discount_code: 'BEHEER10' } });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('niet meer geldig');

    const batch = await a.call('POST', '/v1/admin/discounts/batches', {
      token: staff,
      body: { prefix: 'BED', count: 25, kind: 'fixed', value: 500, min_order_value: 2500 },
    });
    expect(batch.status, batch.text).toBe(201);
    expect(new Set(batch.body.codes).size).toBe(25);
    expect(batch.body.codes.every((c: string) => /^BED-[A-Z2-9]{8}$/.test(c))).toBe(true);
    const csv = await a.call('GET', `/v1/admin/discounts/batches/${batch.body.batch}`, { token: staff });
    expect(csv.text.trim().split('\r\n')).toHaveLength(26);
    const list = await a.call('GET', '/v1/admin/discounts', { token: staff });
    expect(list.body.batches.find((b: { batch: string }) => b.batch === batch.body.batch)).toMatchObject({ codes: 25, used: 0 });
    const [limits] = await a.rows<{ usage_limit: number }>(
      sql`select distinct usage_limit from discount_codes where batch = ${batch.body.batch}`,
    );
    expect(limits.usage_limit).toBe(1);
  });

  it('moderates reviews: approve with a public reply shown on the product, reject', async () => {
    const queue = await a.call('GET', '/v1/admin/reviews', { token: staff });
    expect(queue.status).toBe(200);
    const [first, second] = queue.body.reviews;
    expect(first).toBeTruthy();
    expect((await a.call('POST', `/v1/admin/reviews/${first.id}/moderate`, { token: staff, body: { status: 'approved' } })).status).toBe(
      200,
    );
    expect(
      (await a.call('POST', `/v1/admin/reviews/${first.id}/reply`, { token: staff, body: { reply: 'Dank je wel voor je beoordeling!' } }))
        .status,
    ).toBe(200);
    const page = await a.call('GET', `/v1/catalog/product/${first.product_id}/reviews?page=1`, { token: a.serviceToken });
    expect(page.body.reviews.find((r: { id: number }) => r.id === first.id)?.reply).toBe('Dank je wel voor je beoordeling!');
    if (second)
      expect(
        (await a.call('POST', `/v1/admin/reviews/${second.id}/moderate`, { token: staff, body: { status: 'rejected' } })).body.status,
      ).toBe('rejected');
  });

  it('the dashboard counts from the database', async () => {
    const before = (await a.call('GET', '/v1/admin/dashboard?low_stock_threshold=0', { token: staff })).body;
    const { total } = await a.paidOrder();
    const after = (await a.call('GET', '/v1/admin/dashboard?low_stock_threshold=0', { token: staff })).body;
    expect(after.orders_today, JSON.stringify({ before, after })).toBe(before.orders_today + 1);
    expect(after.revenue_today).toBe(before.revenue_today + total);
    expect(after.orders_week).toBe(before.orders_week + 1);
    expect(after.waiting_to_ship).toBe(before.waiting_to_ship + 1);
    const [counts] = await a.rows<{ paid: number; low: number }>(
      sql`select (select count(*) from orders where status = 'paid')::int as paid, (select count(*) from variants where stock <= 0)::int as low`,
    );
    expect(after.waiting_to_ship).toBe(counts.paid);
    expect(after.low_stock).toBe(counts.low);
  });

  it('exports a customer’s data and erases it: orders kept with their amounts, personal fields anonymous, account gone', async () => {
    const { number, total } = await a.paidOrder({ email: 'demo@slaapzaak.nl' });
    const exported = await a.call('POST', '/v1/admin/privacy/export', { token: staff, body: { email: 'DEMO@slaapzaak.nl' } });
    expect(exported.status).toBe(200);
    expect(exported.body.account.email).toBe('demo@slaapzaak.nl');
    expect(exported.body.account.passwordHash).toBeUndefined();
    expect(exported.body.orders.map((o: { number: string }) => o.number)).toContain(number);
    expect((await a.call('POST', '/v1/admin/privacy/erase', { token: staff, body: { email: 'demo@slaapzaak.nl' } })).status).toBe(400);
    const erased = await a.call('POST', '/v1/admin/privacy/erase', { token: staff, body: { email: 'demo@slaapzaak.nl', confirm: true } });
    expect(erased.status, erased.text).toBe(200);
    expect(erased.body.account_removed).toBe(true);
    const [order] = await a.rows<{
      email: string;
      grand_total: number;
      customer: { first_name: string; phone: string };
      shipping_address: { street: string };
    }>(sql`select email, grand_total, customer, shipping_address from orders where number = ${number}`);
    expect(order.email).toMatch(/@anoniem\.invalid$/);
    expect(order.grand_total).toBe(total);
    expect(order.customer.first_name).toBe('Verwijderd');
    expect(order.shipping_address.street).toBe('');
    const left = await a.rows<{ n: number }>(
      sql`select (select count(*) from customers where lower(email) = 'demo@slaapzaak.nl') + (select count(*) from orders where lower(email) = 'demo@slaapzaak.nl') as n`,
    );
    expect(Number(left[0].n)).toBe(0);
    const login = await a.call('POST', '/v1/customer/login', {
      token: a.serviceToken,
      body: { username: 'demo@slaapzaak.nl', password: 'Slaapzaak2026!' },
    });
    expect(login.status).toBe(401);
    const log = await a.call('GET', '/v1/admin/audit', { token: owner });
    expect(JSON.stringify(log.body.entries.filter((e: { action: string }) => e.action.startsWith('privacy.')))).not.toContain(
      'demo@slaapzaak.nl',
    );
  });
});
