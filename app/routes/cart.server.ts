// The cart route's server side: one action keyed by `intent` (Hydrogen's cart pattern).
import { data, redirect, type AppLoadContext } from 'react-router';
import { reportCart } from '~/lib/abandonment.server';
import { getQuoteId, setQuoteId } from '~/lib/cart-cookie.server';
import { safeRedirectPath } from '~/lib/routing';
import { sessionStorage } from '~/lib/session.server';
import { parseCartForm } from '#contract/forms/cart';
import { addToCart, applyDiscountCode, getCart, removeCartLine, removeDiscountCode, updateCartLine, type Cart } from '~/models/cart.server';
import { isCommerceError } from '~/models/client.server';

export interface CartActionError {
  error: string;
  field: string;
  intent: string;
  values: Record<string, string>;
}

export async function loadCart(request: Request, context: AppLoadContext): Promise<Cart | null> {
  const quoteId = await getQuoteId(request, context);
  return quoteId ? getCart(context.commerce, quoteId) : null;
}

export async function cartAction(request: Request, context: AppLoadContext) {
  const form = await request.formData().catch(() => new FormData());
  const parsed = parseCartForm(form);
  const viaFetcher = form.get('via') === 'fetcher';
  if (!parsed.ok) {
    return data<CartActionError>(
      { error: parsed.message, field: parsed.field, intent: String(form.get('intent') ?? ''), values: parsed.values },
      400,
    );
  }
  const { intent } = parsed;
  const quoteId = await getQuoteId(request, context);
  const customerToken = (await sessionStorage(context).getSession(request.headers.get('Cookie'))).get('customerToken');
  let cart: Cart;
  try {
    if (intent.intent === 'add') {
      cart = await addToCart(context.commerce, quoteId, { item_id: intent.item_id, quantity: intent.quantity }, customerToken);
    } else if (!quoteId) {
      return data<CartActionError>({ error: 'Je winkelwagen is nog leeg.', field: '', intent: intent.intent, values: parsed.values }, 400);
    } else if (intent.intent === 'update') {
      cart = await updateCartLine(context.commerce, quoteId, intent.line_id, intent.quantity);
    } else if (intent.intent === 'remove') {
      cart = await removeCartLine(context.commerce, quoteId, intent.line_id);
    } else if (intent.intent === 'apply-discount') {
      cart = await applyDiscountCode(context.commerce, quoteId, intent.discount_code);
    } else {
      cart = await removeDiscountCode(context.commerce, quoteId);
    }
  } catch (error) {
    if (isCommerceError(error) && error.status >= 400 && error.status < 500) {
      const issue = (error.body as { error?: { issues?: { path: string }[] } } | null)?.error?.issues?.[0];
      return data<CartActionError>(
        { error: error.message, field: issue?.path ?? '', intent: intent.intent, values: parsed.values },
        error.status === 409 ? 409 : error.status === 404 ? 404 : 400,
      );
    }
    throw error;
  }
  // docs/requirements/cart.md#api Abandonment: every cart change, with consent; never awaited.
  void reportCart({ request, context }, cart);
  const headers = new Headers();
  // A new cart of a logged-in customer is their account's (the API bound it): so is the cookie (0033).
  if (cart.quote_id && cart.quote_id !== quoteId)
    headers.append('Set-Cookie', await setQuoteId(context, cart.quote_id, { account: typeof customerToken === 'string' }));
  if (viaFetcher) return data({ ok: true as const, intent: intent.intent, totalQuantity: cart.totals.total_quantity }, { headers });
  const target = intent.intent === 'add' ? safeRedirectPath(intent.redirectTo, '/cart/') : '/cart/';
  return redirect(target, { status: 303, headers });
}
