// The cart's quote_id, kept in a signed, HttpOnly cookie for 30 days, and the orders placed in
// this browser. Both end with the customer's session (docs/decisions/0033).
import type { AppLoadContext } from 'react-router';
import { sessionStorage } from './session.server';
import { createCookie } from './web-cookies';
import { ORDER_NUMBER } from '#contract/rules/order-number';

const cookies = new Map<string, ReturnType<typeof createCookie>>();

/** A signed, HttpOnly cookie kept 30 days, made once per secret. */
function signedCookie(name: string, context: AppLoadContext) {
  const key = `${name}:${context.sessionSecret}:${context.previousSessionSecrets?.join(',')}:${context.secureCookies}`;
  let cookie = cookies.get(key);
  if (!cookie) {
    cookie = createCookie(name, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: context.secureCookies,
      maxAge: 60 * 60 * 24 * 30,
      secrets: [context.sessionSecret, ...(context.previousSessionSecrets ?? [])],
    });
    cookies.set(key, cookie);
  }
  return cookie;
}

const cartCookie = (context: AppLoadContext) => signedCookie('slaapzaak_cart', context);

const QUOTE_ID = /^[0-9a-f-]{36}$/;

/**
 * The cart this browser names. A cart of a customer's account (marked so when the cookie was set
 * at login or while logged in) counts only while the session is logged in: when the session ends
 * or expires, the next person on this browser starts a cart of their own (docs/decisions/0033).
 */
export async function getQuoteId(request: Request, context: AppLoadContext): Promise<string | null> {
  const named = await readCartCookie(request, context);
  if (!named) return null;
  if (named.account) {
    const session = await sessionStorage(context).getSession(request.headers.get('Cookie'));
    if (typeof session.get('customerToken') !== 'string') return null;
  }
  return named.quoteId;
}

/** The cookie as it is, whoever is logged in: a guest cart is the bare quote id (as before), an account's cart { q, account: true }. */
export async function readCartCookie(request: Request, context: AppLoadContext): Promise<{ quoteId: string; account: boolean } | null> {
  const value: unknown = await cartCookie(context).parse(request.headers.get('Cookie'));
  if (typeof value === 'string') return QUOTE_ID.test(value) ? { quoteId: value, account: false } : null;
  const bound = value as { q?: unknown; account?: unknown } | null;
  if (!bound || typeof bound.q !== 'string' || !QUOTE_ID.test(bound.q)) return null;
  return { quoteId: bound.q, account: bound.account === true };
}

/** The cart cookie for `quoteId`; `account` when the cart belongs to the logged-in customer. */
export function setQuoteId(context: AppLoadContext, quoteId: string, options: { account?: boolean } = {}): Promise<string> {
  return cartCookie(context).serialize(options.account ? { q: quoteId, account: true } : quoteId);
}

/** Ends this browser's cart binding (logout, or a login that found no cart of the customer's own). */
export function clearQuoteId(context: AppLoadContext): Promise<string> {
  return cartCookie(context).serialize('', { maxAge: 0 });
}

/**
 * Orders placed in this browser (signed): a guest may see their status and thank-you pages. A guest
 * order also keeps its order token (POST /v1/checkout/payment-url), the proof the API asks for an
 * account after the order (docs/decisions/0034, 0039); it never leaves this HttpOnly cookie for a
 * page or a URL. `a` marks that the account was asked for here, so the form is not offered again.
 * Entries are { n, t?, a? }; a bare order number is the older form of an entry without a token.
 */
const placedOrdersCookie = (context: AppLoadContext) => signedCookie('slaapzaak_orders', context);

const ORDER_TOKEN = /^[A-Za-z0-9_-]{20,200}$/;
/** The last orders placed here: enough for a shopper's session, small enough for a cookie. */
const KEPT_ORDERS = 5;

export interface PlacedOrder {
  number: string;
  token: string | null;
  accountRequested: boolean;
}

function readPlacedOrder(entry: unknown): PlacedOrder | null {
  if (typeof entry === 'string') return ORDER_NUMBER.test(entry) ? { number: entry, token: null, accountRequested: false } : null;
  const e = entry as { n?: unknown; t?: unknown; a?: unknown } | null;
  if (!e || typeof e.n !== 'string' || !ORDER_NUMBER.test(e.n)) return null;
  return { number: e.n, token: typeof e.t === 'string' && ORDER_TOKEN.test(e.t) ? e.t : null, accountRequested: e.a === 1 };
}

const writePlacedOrder = (o: PlacedOrder) => ({ n: o.number, ...(o.token ? { t: o.token } : {}), ...(o.accountRequested ? { a: 1 } : {}) });

async function readPlacedOrders(request: Request, context: AppLoadContext): Promise<PlacedOrder[]> {
  const value = await placedOrdersCookie(context).parse(request.headers.get('Cookie'));
  if (!Array.isArray(value)) return [];
  return value.map(readPlacedOrder).filter((o): o is PlacedOrder => o !== null);
}

function savePlacedOrders(context: AppLoadContext, orders: PlacedOrder[]): Promise<string> {
  return placedOrdersCookie(context).serialize(orders.slice(0, KEPT_ORDERS).map(writePlacedOrder));
}

export async function getPlacedOrders(request: Request, context: AppLoadContext): Promise<string[]> {
  return (await readPlacedOrders(request, context)).map((o) => o.number);
}

/** One order placed in this browser, with its token if it was a guest order; null when it was not placed here. */
export async function getPlacedOrder(request: Request, context: AppLoadContext, orderNumber: string): Promise<PlacedOrder | null> {
  return (await readPlacedOrders(request, context)).find((o) => o.number === orderNumber) ?? null;
}

/** Remembers an order placed here, newest first; `orderToken` only for a guest order (an account's order has its account). */
export async function rememberPlacedOrder(
  request: Request,
  context: AppLoadContext,
  orderNumber: string,
  orderToken?: string | null,
): Promise<string> {
  const current = await readPlacedOrders(request, context);
  const earlier = current.find((o) => o.number === orderNumber);
  const token = orderToken && ORDER_TOKEN.test(orderToken) ? orderToken : (earlier?.token ?? null);
  const placed: PlacedOrder = { number: orderNumber, token, accountRequested: earlier?.accountRequested ?? false };
  return savePlacedOrders(context, [placed, ...current.filter((o) => o.number !== orderNumber)]);
}

/** Notes that the account after this order was asked for (or already was): the form is not offered again. */
export async function markAccountRequested(request: Request, context: AppLoadContext, orderNumber: string): Promise<string> {
  const current = await readPlacedOrders(request, context);
  return savePlacedOrders(
    context,
    current.map((o) => (o.number === orderNumber ? { ...o, accountRequested: true } : o)),
  );
}

/** Forgets the orders placed in this browser (logout: the next person here must not open them). */
export function clearPlacedOrders(context: AppLoadContext): Promise<string> {
  return placedOrdersCookie(context).serialize([], { maxAge: 0 });
}
