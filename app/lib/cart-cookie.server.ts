// The guest cart's quote_id, kept in a signed, HttpOnly cookie for 30 days.
import { createCookie, type AppLoadContext } from '@remix-run/node';

const cookies = new Map<string, ReturnType<typeof createCookie>>();

function cartCookie(context: AppLoadContext) {
  const key = `${context.sessionSecret}:${context.secureCookies}`;
  let cookie = cookies.get(key);
  if (!cookie) {
    cookie = createCookie('slaapzaak_cart', {
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

export async function getQuoteId(request: Request, context: AppLoadContext): Promise<string | null> {
  const value = await cartCookie(context).parse(request.headers.get('Cookie'));
  return typeof value === 'string' && /^[0-9a-f-]{36}$/.test(value) ? value : null;
}

export function setQuoteId(context: AppLoadContext, quoteId: string): Promise<string> {
  return cartCookie(context).serialize(quoteId);
}

const orderCookies = new Map<string, ReturnType<typeof createCookie>>();

/** Orders placed in this browser (signed): a guest may see their status and thank-you pages. */
function placedOrdersCookie(context: AppLoadContext) {
  const key = `${context.sessionSecret}:${context.secureCookies}`;
  let cookie = orderCookies.get(key);
  if (!cookie) {
    cookie = createCookie('slaapzaak_orders', {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: context.secureCookies,
      maxAge: 60 * 60 * 24 * 30,
      secrets: [context.sessionSecret],
    });
    orderCookies.set(key, cookie);
  }
  return cookie;
}

export async function getPlacedOrders(request: Request, context: AppLoadContext): Promise<string[]> {
  const value = await placedOrdersCookie(context).parse(request.headers.get('Cookie'));
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && /^DKBD\d{7}$/.test(v)) : [];
}

export async function rememberPlacedOrder(request: Request, context: AppLoadContext, orderNumber: string): Promise<string> {
  const current = await getPlacedOrders(request, context);
  const next = [orderNumber, ...current.filter((n) => n !== orderNumber)].slice(0, 5);
  return placedOrdersCookie(context).serialize(next);
}
