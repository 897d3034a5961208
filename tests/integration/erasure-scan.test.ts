// docs/decisions/0047: erasure reaches every table. One person's data is put in through every feature
// of the real API (account, addresses, a private and a business order, a return, a review, the
// newsletter, a stock alert and the price-alert opt-in, the contact form, the chat, abandonment events with the typed address, favourites,
// last viewed, a cart, and staff actions on the orders: shipping with a tracking URL, a refund and a
// rejection with typed reasons, a reply to the review). The export must hold it all. After erasure
// EVERY text and JSON column of EVERY table (read from information_schema, so a new table is covered
// without touching this file) is scanned for the person's name, e-mail address, postcode and phone;
// the only hit allowed is what the law keeps: the business order's issued invoice (ADR 0047).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminShop, OWNER, type AdminShop } from '../helpers/admin';
import { pdfText } from '../helpers/pdf';
import { dbKinds } from '../helpers/shop';
import { DEMO_PASSWORD } from '../../commerce/db/seed/customers';

const PERSON = {
  first_name: 'Femke',
  last_name: 'Rozenhout',
  email: 'femke.rozenhout@example.nl',
  phone: '06 48213579',
  zipcode: '7811 AP',
  house_number: '5',
  street: 'Raadhuisplein',
  city: 'Emmen',
};

/** What identifies her, as found in stored text after lower-casing and taking out spaces and dashes. */
const NEEDLES = ['rozenhout', '7811ap', '48213579', 'femke.rozenhout', 'femke.rozenhout%40example.nl'];

interface Column {
  table_name: string;
  column_name: string;
}

/**
 * What the law keeps (art. 35a Wet OB, art. 52 AWR, 7 years): the business order's invoice as it was
 * issued, with the buyer's name and address. Nothing else may hold her data after erasure.
 */
const allowed = (businessOrderId: number): Record<string, ReturnType<typeof sql>> => ({
  invoices: sql`not (customer_type = 'company' and order_id = ${businessOrderId})`,
});

describe.each(dbKinds)('erasure scan on %s', (kind) => {
  let a: AdminShop;
  let owner: string;
  beforeAll(async () => {
    a = await createAdminShop(kind);
    owner = await a.login(OWNER);
  }, 180_000);
  afterAll(() => a?.close());

  const service = () => ({ token: a.serviceToken });
  const as = (customer: string) => ({ token: a.serviceToken, headers: { 'x-customer-token': customer } });
  const ok = (res: { status: number; text: string }, what: string) => expect(res.status, `${what}: ${res.text}`).toBeLessThan(300);

  /** Every text, JSON and array column of every table in the schema. */
  const textColumns = () =>
    a.rows<Column>(sql`select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
        and table_name in (select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE')
      order by table_name, column_name`);

  /** Hits of the needles per `table.column`, the allow-list's rows left out. */
  const scan = async (except: Record<string, ReturnType<typeof sql>> = {}) => {
    const hits: Record<string, number> = {};
    const patterns = NEEDLES.map((n) => `%${n}%`);
    for (const c of await textColumns()) {
      const value = sql`lower(replace(replace(${sql.identifier(c.column_name)}::text, ' ', ''), '-', ''))`;
      const matches = sql.join(
        patterns.map((p) => sql`${value} like ${p}`),
        sql` or `,
      );
      const where = except[c.table_name] ? sql`(${matches}) and ${except[c.table_name]}` : sql`(${matches})`;
      const [{ n }] = await a.rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(c.table_name)} where ${where}`);
      if (n) hits[`${c.table_name}.${c.column_name}`] = n;
    }
    return hits;
  };

  /** An order by her through the checkout and the sandbox PSP; answers number and id. */
  /** A paid order of two units; `rug` picks a rug (rug returns take only orders with one). */
  const order = async (customer: Record<string, unknown>, variantOffset: number, headers: Record<string, string> = {}, rug = false) => {
    const [variant] = await a.rows<{ id: number }>(
      sql`select v.id from variants v join products p on p.id = v.product_id where p.available and v.stock >= 10 and v.price between 2000 and 30000 and (${!rug} or p.product_type = 'vloerkleed') order by v.id limit 1 offset ${variantOffset}`,
    );
    const added = await a.call('POST', '/v1/cart/item', { ...service(), headers, body: { item_id: variant.id, quantity: 2 } });
    ok(added, 'cart');
    const q = { ...headers, 'x-quote-id': added.body.quote_id as string };
    const address = { zipcode: PERSON.zipcode, house_number: PERSON.house_number, extension: '', street: '', city: '', country_code: 'NL' };
    ok(
      await a.call('POST', '/v1/checkout/customer', {
        ...service(),
        headers: q,
        body: { customer, billing: address, sameDeliveryAddress: true },
      }),
      'checkout customer',
    );
    ok(
      await a.call('POST', '/v1/checkout/paymentmethod', {
        ...service(),
        headers: q,
        body: { selectedPaymentMethod: 'ideal', issuer: 'ideal_INGBNL2A', shipping_method: 'postnl' },
      }),
      'payment method',
    );
    const placed = await a.call('POST', '/v1/checkout/payment-url', {
      ...service(),
      headers: { ...q, 'idempotency-key': `erasure-${variantOffset}-${Math.random()}` },
      body: {},
    });
    ok(placed, 'place');
    await a.shop.sandbox.request(placed.body.payment_url, { method: 'POST', body: new URLSearchParams({ status: 'paid' }) });
    const [row] = await a.rows<{ id: number; status: string }>(
      sql`select id, status from orders where number = ${placed.body.order_number}`,
    );
    expect(row.status).toBe('paid');
    return { number: placed.body.order_number as string, id: row.id };
  };

  it(
    'finds none of her data anywhere after erasure but the business invoice, and the export held it all first',
    { timeout: 180_000 },
    async () => {
      // The needles are hers alone: nothing in the fresh shop matches them.
      expect(await scan()).toEqual({});

      // Account: registered, confirmed by its link, logged in; addresses saved.
      ok(
        await a.call('POST', '/v1/customer', {
          ...service(),
          body: { type: 'private', ...PERSON, password: 'Welkom2026!' },
        }),
        'register',
      );
      await a.shop.settled?.();
      const confirmMail = (await a.shop.mailer.list()).find((m) => m.to === PERSON.email && m.tag === 'email-confirm');
      expect(confirmMail).toBeDefined();
      const token = /token=([A-Za-z0-9_.-]+)/.exec(confirmMail!.text)![1];
      ok(await a.call('POST', '/v1/customer/email/confirm', { ...service(), body: { token, password: 'Welkom2026!' } }), 'confirm');
      const login = await a.call('POST', '/v1/customer/login', { ...service(), body: { username: PERSON.email, password: 'Welkom2026!' } });
      ok(login, 'login');
      const me = login.body.token as string;
      const address = {
        zipcode: PERSON.zipcode,
        house_number: PERSON.house_number,
        street: PERSON.street,
        city: PERSON.city,
        country_code: 'NL',
      };
      ok(await a.call('PUT', '/v1/customer/address/billing', { ...as(me), body: address }), 'billing address');
      ok(await a.call('PUT', '/v1/customer/address/shipping', { ...as(me), body: address }), 'shipping address');

      // Favourites, last viewed and a cart of her own.
      const [product] = await a.rows<{ id: number; variant: number }>(
        sql`select p.id, v.id as variant from products p join variants v on v.product_id = p.id where p.available and v.stock > 5 order by p.id limit 1`,
      );
      ok(await a.call('PUT', `/v1/customer/favourites/${product.id}`, as(me)), 'favourite');
      ok(await a.call('POST', '/v1/customer/last-viewed', { ...as(me), body: { id: product.id, vid: 0 } }), 'last viewed');
      ok(await a.call('POST', '/v1/cart/item', { ...as(me), body: { item_id: product.variant, quantity: 1 } }), 'own cart');

      // A private order (logged in) and a business order (as a guest, same address).
      const contact = { first_name: PERSON.first_name, last_name: PERSON.last_name, email: PERSON.email, phone: PERSON.phone };
      const privateOrder = await order({ type: 'private', ...contact }, 1, { 'x-customer-token': me }, true);
      const businessOrder = await order(
        { type: 'company', ...contact, company: 'Slaapadvies Noord B.V.', vat_number: 'NL123456782B01', coc_number: '12345678' },
        2,
      );

      // A rug return with her reason, a review, the newsletter, the contact form, a chat, abandonment.
      const returned = await a.call('POST', '/v1/customer/service-fee-request', {
        ...service(),
        headers: { 'x-forwarded-for': '203.0.113.77' },
        body: { orderNumber: privateOrder.number, zipcode: PERSON.zipcode, reason: 'Femke Rozenhout hier, bel me op 06 48213579.' },
      });
      ok(returned, 'return request');
      const review = await a.call('POST', `/v1/catalog/product/${product.id}/review`, {
        ...service(),
        body: {
          review: { title: 'Heerlijk', content: 'Slaapt als een roos.', score: 5 },
          customer: { name: 'Femke Rozenhout', email: PERSON.email },
        },
      });
      ok(review, 'review');
      ok(await a.call('POST', '/v1/customer/subscription', { ...service(), body: { email: PERSON.email } }), 'newsletter');
      // "Mail me als hij er weer is" on a sold-out variant, and price-drop alerts for her favourites (docs/decisions/0052).
      const [soldOut] = await a.rows<{ id: number }>(
        sql`select v.id from variants v join products p on p.id = v.product_id where p.available and v.stock = 0 order by v.id limit 1`,
      );
      ok(await a.call('POST', '/v1/alerts/stock', { ...as(me), body: { variant_id: soldOut.id, email: PERSON.email } }), 'stock alert');
      ok(await a.call('PUT', '/v1/customer/alerts/price', { ...as(me), body: { price_alerts: true } }), 'price alerts');
      ok(
        await a.call('POST', '/v1/customer/contact', {
          ...service(),
          body: { name: 'Femke Rozenhout', email: PERSON.email, message: 'Mijn adres is Raadhuisplein 5, 7811 AP Emmen.' },
        }),
        'contact form',
      );
      ok(
        await a.call('POST', '/v1/chat/save', {
          ...service(),
          body: {
            rating: 4,
            messages: [
              { role: 'user', content: `Waar blijft mijn bestelling? Ik ben ${PERSON.email}, 06 48213579` },
              { role: 'assistant', content: 'Ik kijk het na.' },
            ],
          },
        }),
        'chat',
      );
      ok(await a.call('POST', '/v1/abandon/email', { ...service(), body: { email: PERSON.email } }), 'abandon e-mail');
      ok(
        await a.call('POST', '/v1/abandon/category', {
          ...service(),
          body: { data: { path: `/dekbed/?email=${encodeURIComponent(PERSON.email)}`, products: [product.id] } },
        }),
        'abandon category',
      );

      // Staff at work: shipped with a tracking URL (her postcode), a refund and a rejection with typed reasons, a reply.
      ok(
        await a.call('POST', `/v1/admin/orders/${privateOrder.number}/ship`, {
          token: owner,
          body: { carrier: 'PostNL', tracking_code: '3SROZE1234567' },
        }),
        'ship',
      );
      ok(
        await a.call('POST', `/v1/admin/orders/${businessOrder.number}/refund`, {
          token: owner,
          body: { request_id: `erasure-refund-${kind}`, amount: 500, reason: 'Femke Rozenhout belde: kras op de poot.' },
        }),
        'refund',
      );
      const [request] = await a.rows<{ id: number }>(sql`select id from return_requests where order_id = ${privateOrder.id}`);
      ok(
        await a.call('POST', `/v1/admin/returns/${request.id}/reject`, {
          token: owner,
          body: { reason: 'Beste Femke Rozenhout, het kleed is gebruikt.' },
        }),
        'reject return',
      );
      const [written] = await a.rows<{ id: number }>(sql`select id from reviews where lower(email) = ${PERSON.email}`);
      ok(
        await a.call('POST', `/v1/admin/reviews/${written.id}/reply`, { token: owner, body: { reply: 'Dank je wel, Femke Rozenhout!' } }),
        'reply',
      );

      // Before erasure her data is everywhere the features put it.
      const before = await scan();
      for (const place of [
        'customers.email',
        'addresses.zipcode',
        'orders.email',
        'return_requests.reason',
        'outbox_messages.payload',
        'stock_alerts.email',
      ])
        expect(before, place).toHaveProperty([place]);
      expect(Object.keys(before).some((k) => k.startsWith('abandon_events.'))).toBe(true);
      expect(Object.keys(before).some((k) => k.startsWith('chat_transcripts.'))).toBe(true);

      // The export holds every table her data is in.
      const exported = await a.call('POST', '/v1/admin/privacy/export', { token: owner, body: { email: PERSON.email } });
      ok(exported, 'export');
      const e = exported.body;
      expect(e.account.email).toBe(PERSON.email);
      expect(e.addresses).toHaveLength(2);
      expect(e.orders.map((o: { number: string }) => o.number).sort()).toEqual([privateOrder.number, businessOrder.number].sort());
      const exportedPrivate = e.orders.find((o: { number: string }) => o.number === privateOrder.number);
      expect(exportedPrivate.returns[0].reason).toContain('Rozenhout');
      expect(exportedPrivate.invoice.customer.last_name).toBe('Rozenhout');
      expect(e.orders.find((o: { number: string }) => o.number === businessOrder.number).refunds).toHaveLength(1);
      expect(e.reviews).toHaveLength(1);
      expect(e.newsletter).toHaveLength(1);
      expect(e.stock_alerts).toEqual([expect.objectContaining({ email: PERSON.email, status: 'pending' })]);
      expect(e.price_alerts).toEqual(expect.objectContaining({ last_sent_at: null }));
      expect(e.favourites).toHaveLength(1);
      expect(e.last_viewed).toHaveLength(1);
      expect(e.mails.length).toBeGreaterThan(0);
      expect(e.abandonment_events).toHaveLength(2);
      expect(e.chat_transcripts).toHaveLength(1);
      expect(JSON.stringify(e.staff_notes)).toContain('Rozenhout');
      expect(e.staff_actions.map((s: { action: string }) => s.action)).toEqual(
        expect.arrayContaining(['order.shipped', 'return.rejected']),
      );

      const erased = await a.call('POST', '/v1/admin/privacy/erase', { token: owner, body: { email: PERSON.email, confirm: true } });
      ok(erased, 'erase');

      // Every table, every text and JSON column: nothing of her outside the business invoice.
      expect(await scan(allowed(businessOrder.id))).toEqual({});

      // The business invoice is kept as issued, with her name and address; the order's money is kept too.
      const [invoice] = await a.rows<{ document: { customer: { last_name: string }; order: { billing_address: { zipcode: string } } } }>(
        sql`select document from invoices where order_id = ${businessOrder.id}`,
      );
      expect(invoice.document.customer.last_name).toBe('Rozenhout');
      expect(invoice.document.order.billing_address.zipcode.replace(' ', '')).toBe('7811AP');
      const [kept] = await a.rows<{ n: number }>(
        sql`select count(*)::int as n from orders where id in (${privateOrder.id}, ${businessOrder.id})`,
      );
      expect(kept.n).toBe(2);
      // The chain of the audit log survives erasure.
      const [{ broken }] = await a.rows<{ broken: number | null }>(sql`select audit_log_verify() as broken`);
      expect(broken).toBeNull();
    },
  );

  it('prunes the text of mails sent longer ago than the retention, keeping the row so the mail is never queued twice', async () => {
    const { pruneSentMail, SENT_MAIL_RETENTION_DAYS } = await import('../../commerce/platform/outbox');
    const { number } = await a.paidOrder({ email: 'oud.bericht@example.nl' });
    const key = `order-confirmation:${number}`;
    const [sent] = await a.rows<{ sent_at: string | null }>(sql`select sent_at from outbox_messages where key = ${key}`);
    expect(sent.sent_at).not.toBeNull();
    const later = new Date(Date.now() + (SENT_MAIL_RETENTION_DAYS + 1) * 24 * 60 * 60_000);
    expect(await pruneSentMail(a.shop.database.db, later)).toBeGreaterThan(0);
    const [row] = await a.rows<{ payload: unknown }>(sql`select payload from outbox_messages where key = ${key}`);
    expect(JSON.stringify(row.payload)).not.toContain('oud.bericht@example.nl');
  });

  it('renders the invoice as it was issued at payment, whatever happens to the order later', async () => {
    const login = await a.call('POST', '/v1/customer/login', {
      ...service(),
      body: { username: 'demo@slaapzaak.nl', password: DEMO_PASSWORD },
    });
    ok(login, 'demo login');
    const demo = login.body.token as string;
    const { number, id } = await order(
      { type: 'private', first_name: 'Sanne', last_name: 'Factuurvast', email: 'demo@slaapzaak.nl', phone: '06 11122233' },
      3,
      { 'x-customer-token': demo },
    );
    const invoice = async () => {
      const res = await a.shop.app.request(`/v1/customer/orders/${number}/invoice`, {
        headers: { authorization: `Bearer ${a.serviceToken}`, 'x-customer-token': demo },
      });
      expect(res.status).toBe(200);
      return (await pdfText(new Uint8Array(await res.arrayBuffer()))).text;
    };
    const issued = await invoice();
    expect(issued).toContain('Sanne Factuurvast');
    expect(issued).toContain('Raadhuisplein 5');
    // The order's name and address change afterwards (a correction, a bug, a careless edit).
    await a.rows(sql`update orders set customer = customer || '{"first_name":"Iemand","last_name":"Anders"}',
      billing_address = billing_address || '{"first_name":"Iemand","last_name":"Anders","street":"Elders","zipcode":"9999 ZZ"}' where id = ${id}`);
    const again = await invoice();
    expect(again).toContain('Sanne Factuurvast');
    expect(again).toContain('Raadhuisplein 5');
    expect(again).not.toContain('Anders');
  });
});
