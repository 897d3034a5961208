// The guest cart's quote_id, kept in a signed, HttpOnly cookie for 30 days.
import type { AppLoadContext } from '@remix-run/server-runtime';
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

export async function getQuoteId(request: Request, context: AppLoadContext): Promise<string | null> {
  const value = await cartCookie(context).parse(request.headers.get('Cookie'));
  return typeof value === 'string' && /^[0-9a-f-]{36}$/.test(value) ? value : null;
}

export function setQuoteId(context: AppLoadContext, quoteId: string): Promise<string> {
  return cartCookie(context).serialize(quoteId);
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
