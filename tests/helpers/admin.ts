// Helpers for the back-office tests: a shop whose clock the test moves (TOTP codes are accepted once
// per 30-second step, so every login steps the clock on), staff logins through the real two-step
// API, and paid orders made the way a shopper makes them (cart, checkout, sandbox PSP).
import { sql } from 'drizzle-orm';
import { totpCode } from '../../commerce/auth/staff-totp';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_TOTP_SECRET, DEMO_STAFF_EMAIL, DEMO_STAFF_TOTP_SECRET } from '../../commerce/db/seed/staff';
import { DEMO_PASSWORD } from '../../commerce/db/seed/customers';
import { createMemoryRateLimitStore } from '../../commerce/providers/rate-limit';
import { signClientIp } from '../../commerce/platform/client-ip';
import { createTestShop, type DbKind, type TestShop, type TestShopOptions } from './shop';

export const OWNER = { email: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD, secret: DEMO_OWNER_TOTP_SECRET };
export const MEDEWERKER = { email: DEMO_STAFF_EMAIL, password: DEMO_PASSWORD, secret: DEMO_STAFF_TOTP_SECRET };

export interface AdminShop {
  shop: TestShop;
  clock: { now: Date; advance(ms: number): void };
  serviceToken: string;
  /** Any request to the API; `token` is sent as the Bearer token. */
  call(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; body: any; headers: Headers; text: string }>;
  rows<T>(query: ReturnType<typeof sql>): Promise<T[]>;
  /** Logs in with password and TOTP; the clock moves one step first so the code is fresh. */
  login(who: { email: string; password: string; secret: string }): Promise<string>;
  /** A paid order of `quantity` × an available variant; answers its number and total. */
  paidOrder(options?: {
    quantity?: number;
    email?: string;
    maxPrice?: number;
    minPrice?: number;
    /** A rug (product type vloerkleed): rug returns take only orders with one. */
    rug?: boolean;
  }): Promise<{ number: string; total: number; variantId: number }>;
  /**
   * An order of these variants, placed through the storefront's API calls as a shopper does (cart, code,
   * customer step, payment method, place) and paid at the sandbox unless `pay: 'none'`. `headers` go with the
   * placing call (a customer token puts the order in that account).
   */
  placeOrder(
    lines: { variantId: number; quantity: number }[],
    options?: { code?: string; method?: string; email?: string; headers?: Record<string, string>; pay?: 'sandbox' | 'none' },
  ): Promise<{ number: string; total: number }>;
  /** A rug return request for a paid order with a rug (`paidOrder({ rug: true })`), made through the customer API; answers its id. */
  returnRequest(orderNumber: string): Promise<number>;
  close(): Promise<void>;
}

const customerStep = (email: string) => ({
  customer: { type: 'private', first_name: 'Sanne', last_name: 'de Vries', email, phone: '06 12345678' },
  billing: { zipcode: '1234 ab', house_number: '1', extension: '', street: '', city: '', country_code: 'NL' },
  sameDeliveryAddress: true,
});

/** A clock the test moves by hand; the shop reads `now` from it. */
function movableClock(): AdminShop['clock'] {
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  return clock;
}

/** `AdminShop.call` on `shop`: JSON in, the answer's status, parsed body (null when not JSON), headers and text out. */
function apiCall(shop: TestShop): AdminShop['call'] {
  return async (method, path, options = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    // An address the test gives is one the storefront forwards: signed, as its client does (docs/decisions/0044).
    if (headers['x-forwarded-for']) {
      headers['x-client-ip'] = signClientIp(headers['x-forwarded-for'], shop.config.serviceAccount.password);
      delete headers['x-forwarded-for'];
    }
    const res = await shop.app.request(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await res.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    return { status: res.status, body, headers: res.headers, text };
  };
}

/** What the admin shop's helpers share: the shop, its clock and API, and counters that keep orders and IPs apart. */
interface AdminShopContext extends Pick<AdminShop, 'shop' | 'clock' | 'serviceToken' | 'call' | 'rows'> {
  counters: { order: number; ip: number };
}

async function staffLogin(ctx: AdminShopContext, who: { email: string; password: string; secret: string }) {
  const { call, clock } = ctx;
  clock.advance(30_000);
  const first = await call('POST', '/v1/admin/auth/login', { body: { username: who.email, password: who.password } });
  if (first.status !== 200) throw new Error(`login ${first.status}: ${first.text}`);
  const second = await call('POST', '/v1/admin/auth/otp', {
    body: { ticket: first.body.ticket, otp: await totpCode(who.secret, clock.now) },
  });
  if (second.status !== 200) throw new Error(`otp ${second.status}: ${second.text}`);
  return second.body.token as string;
}

let placedOrders = 0;

async function placeOrderOf(
  ctx: AdminShopContext,
  lines: { variantId: number; quantity: number }[],
  options: { code?: string; method?: string; email?: string; headers?: Record<string, string>; pay?: 'sandbox' | 'none' } = {},
) {
  const { call } = ctx;
  const service = { token: ctx.serviceToken };
  let quote: string | undefined;
  for (const line of lines) {
    const added = await call('POST', '/v1/cart/item', {
      ...service,
      body: { item_id: line.variantId, quantity: line.quantity },
      headers: quote ? { 'x-quote-id': quote } : {},
    });
    if (added.status !== 200) throw new Error(`cart ${added.status}: ${added.text}`);
    quote = added.body.quote_id as string;
  }
  const q = { 'x-quote-id': quote! };
  if (options.code) {
    const coded = await call('POST', '/v1/cart/discount', { ...service, headers: q, body: { discount_code: options.code } });
    if (coded.status !== 200) throw new Error(`code ${coded.status}: ${coded.text}`);
  }
  await call('POST', '/v1/checkout/customer', { ...service, body: customerStep(options.email ?? 'sanne@example.nl'), headers: q });
  await call('POST', '/v1/checkout/paymentmethod', {
    ...service,
    body: { selectedPaymentMethod: options.method ?? 'ideal', issuer: 'ideal_INGBNL2A', shipping_method: 'postnl' },
    headers: q,
  });
  const placed = await call('POST', '/v1/checkout/payment-url', {
    ...service,
    body: {},
    headers: { ...q, ...options.headers, 'idempotency-key': `admin-test-${++placedOrders}-${Math.random()}` },
  });
  if (placed.status !== 200) throw new Error(`place ${placed.status}: ${placed.text}`);
  if ((options.pay ?? 'sandbox') === 'sandbox')
    await ctx.shop.sandbox.request(placed.body.payment_url, { method: 'POST', body: new URLSearchParams({ status: 'paid' }) });
  return { number: placed.body.order_number as string, total: placed.body.grand_total as number };
}

async function placePaidOrder(
  ctx: AdminShopContext,
  options: { quantity?: number; email?: string; maxPrice?: number; minPrice?: number; rug?: boolean } = {},
) {
  const { rows, counters } = ctx;
  const quantity = options.quantity ?? 1;
  const [variant] = await rows<{ id: number }>(
    sql`select v.id from variants v join products p on p.id = v.product_id where p.available and v.stock >= ${quantity + 5} and v.price between ${options.minPrice ?? 2000} and ${options.maxPrice ?? 30000} and (${!options.rug} or p.product_type = 'vloerkleed') order by v.id limit 1 offset ${counters.order++ % (options.minPrice ? 3 : options.rug ? 4 : 20)}`,
  );
  const placed = await placeOrderOf(ctx, [{ variantId: variant.id, quantity }], { email: options.email });
  return { ...placed, variantId: variant.id };
}

async function requestReturn(ctx: AdminShopContext, orderNumber: string) {
  const headers = { 'x-forwarded-for': `203.0.113.${(ctx.counters.ip++ % 250) + 1}` };
  const res = await ctx.call('POST', '/v1/customer/service-fee-request', {
    token: ctx.serviceToken,
    headers,
    body: { orderNumber, zipcode: '1234 AB', reason: 'Het kleed past niet in de kamer.' },
  });
  if (res.status !== 202) throw new Error(`return ${res.status}: ${res.text}`);
  const [row] = await ctx.rows<{ id: number }>(
    sql`select r.id from return_requests r join orders o on o.id = r.order_id where o.number = ${orderNumber} order by r.id desc limit 1`,
  );
  return row.id;
}

export async function createAdminShop(kind: DbKind, extra: Pick<TestShopOptions, 'payments'> = {}): Promise<AdminShop> {
  const clock = movableClock();
  // A rate-limit store per shop: the PGlite and PostgreSQL runs of a file must not share login counts.
  const shop = await createTestShop(kind, { now: () => clock.now, products: 60, rateLimit: createMemoryRateLimitStore(), ...extra });
  const ctx: AdminShopContext = {
    shop,
    clock,
    serviceToken: await shop.token(),
    call: apiCall(shop),
    rows: async <T>(query: ReturnType<typeof sql>) => ((await shop.database.db.execute(query)) as unknown as { rows: T[] }).rows,
    counters: { order: 0, ip: 0 },
  };
  return {
    shop,
    clock,
    serviceToken: ctx.serviceToken,
    call: ctx.call,
    rows: ctx.rows,
    login: (who) => staffLogin(ctx, who),
    placeOrder: (lines, options) => placeOrderOf(ctx, lines, options),
    paidOrder: (options) => placePaidOrder(ctx, options),
    returnRequest: (orderNumber) => requestReturn(ctx, orderNumber),
    close: () => shop.close(),
  };
}
