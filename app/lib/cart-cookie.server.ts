// The cart's quote_id, kept in a signed, HttpOnly cookie for 30 days, and the orders placed in
// this browser. Both end with the customer's session (docs/decisions/0033).
import type { AppLoadContext } from 'react-router';
import { sessionStorage } from './session.server';
import { createCookie } from './web-cookies';

const cookies = new Map<string, ReturnType<typeof createCookie>>();

/** A signed, HttpOnly cookie kept 30 days, made once per secret. */
function signedCookie(name: string, context: AppLoadContext) {
  const key = `${name}:${context.sessionSecret}:${context.secureCookies}`;
  let cookie = cookies.get(key);
  if (!cookie) {
    cookie = createCookie(name, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: context.secureCookies,
      maxAge: 60 * 60 * 24 * 30,
      secrets: [context.sessionSecret],
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

/** Orders placed in this browser (signed): a guest may see their status and thank-you pages. */
const placedOrdersCookie = (context: AppLoadContext) => signedCookie('slaapzaak_orders', context);

export async function getPlacedOrders(request: Request, context: AppLoadContext): Promise<string[]> {
  const value = await placedOrdersCookie(context).parse(request.headers.get('Cookie'));
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && /^DKBD\d{7}$/.test(v)) : [];
}

export async function rememberPlacedOrder(request: Request, context: AppLoadContext, orderNumber: string): Promise<string> {
  const current = await getPlacedOrders(request, context);
  const next = [orderNumber, ...current.filter((n) => n !== orderNumber)].slice(0, 5);
  return placedOrdersCookie(context).serialize(next);
}

/** Forgets the orders placed in this browser (logout: the next person here must not open them). */
export function clearPlacedOrders(context: AppLoadContext): Promise<string> {
  return placedOrdersCookie(context).serialize([], { maxAge: 0 });
}
