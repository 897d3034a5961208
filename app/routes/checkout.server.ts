// Shared server pieces of the checkout pages.
import { data, redirect, type AppLoadContext } from 'react-router';
import { getPlacedOrders, getQuoteId } from '~/lib/cart-cookie.server';
import { getCheckout, getOrder } from '~/models/checkout.server';
import { isCommerceError } from '~/models/client.server';
import { isOrderNumber } from '#contract/rules/order-number';

/** The cart and checkout details, or a redirect to the cart when there is nothing to order. */
export async function requireCheckout(request: Request, context: AppLoadContext) {
  const quoteId = await getQuoteId(request, context);
  if (!quoteId) throw redirect('/cart/');
  const checkout = await getCheckout(context.commerce, quoteId);
  if (checkout.cart.items.length === 0) throw redirect('/cart/');
  return { quoteId, ...checkout };
}

/** API field paths ('customer.first_name', 'shipping.zipcode') → form field names. */
export function fieldName(path: string): string {
  const [group, field] = path.split('.');
  if (!field) return group;
  if (group === 'shipping') return `shipping_${field}`;
  return field;
}

export function fieldErrors(issues: { path: string; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[fieldName(issue.path)] ??= issue.message;
  return errors;
}

/** A 4xx from the API as field errors; anything else is rethrown (a real failure). */
export function issuesFrom(error: unknown): { message: string; errors: Record<string, string>; body: unknown } {
  if (isCommerceError(error) && error.status >= 400 && error.status < 500) {
    const body = error.body as { error?: { message?: string; issues?: { path: string; message: string }[] } } | null;
    return { message: body?.error?.message ?? error.message, errors: fieldErrors(body?.error?.issues ?? []), body };
  }
  throw error;
}

/**
 * Why an order could not be placed or paid, for the pay forms: the API's Dutch message with its own
 * status (409 stock or code, 400 a method the provider cannot take, 503 the provider is down).
 */
export function paymentProblem(error: unknown): { message: string; status: 400 | 409 | 503 } {
  if (isCommerceError(error) && error.status === 503) {
    const body = error.body as { error?: { message?: string } } | null;
    return { message: body?.error?.message ?? 'Betalen lukt op dit moment niet. Probeer het over een paar minuten opnieuw.', status: 503 };
  }
  const { message } = issuesFrom(error);
  return { message, status: isCommerceError(error) && error.status === 400 ? 400 : 409 };
}

/** The API named a payment page that is neither ours nor the configured provider's: we do not go there. */
export const UNKNOWN_PAYMENT_PAGE = 'Betalen lukt op dit moment niet: de betaalpagina is onbekend. Neem contact op met de klantenservice.';

export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === 'string') values[key] = value.slice(0, 500);
  return values;
}

/** An order placed in this browser: an order number alone shows nobody's order. */
export async function loadOwnOrder(request: Request, context: AppLoadContext, orderNumber: string | undefined) {
  const number = (orderNumber ?? '').toUpperCase();
  const placed = await getPlacedOrders(request, context);
  if (!isOrderNumber(number) || !placed.includes(number)) throw data('This page could not be found', { status: 404 });
  try {
    return await getOrder(context.commerce, number);
  } catch (error) {
    if (isCommerceError(error) && error.status === 404) throw data('This page could not be found', { status: 404 });
    throw error;
  }
}
