// The cart calls of docs/requirements/cart.md#api (contract/operations/cart.ts), named by the quote_id the storefront
// keeps in a signed cookie.
import * as cart from '#contract/operations/cart';
import type { CommerceClient } from './client.server';

export type { Cart, CartLine } from '#contract/schemas/cart';

const quote = (quoteId: string | null): Record<string, string> => (quoteId ? { 'x-quote-id': quoteId } : {});

export function getCart(commerce: CommerceClient, quoteId: string | null) {
  return commerce.call(cart.getCart, { headers: quote(quoteId) });
}

export function addToCart(
  commerce: CommerceClient,
  quoteId: string | null,
  item: { item_id: number; quantity: number; custom?: Record<string, unknown> },
  customerToken?: string | null,
) {
  // A logged-in shopper's new cart belongs to them (it follows them to other devices).
  const extra: Record<string, string> = customerToken ? { 'x-customer-token': customerToken } : {};
  return commerce.call(cart.addCartItem, { headers: { ...quote(quoteId), ...extra }, body: item });
}

export function updateCartLine(commerce: CommerceClient, quoteId: string, lineId: number, quantity: number) {
  return commerce.call(cart.updateCartItem, { headers: quote(quoteId), body: { item_id: lineId, quantity } });
}

export function removeCartLine(commerce: CommerceClient, quoteId: string, lineId: number) {
  return commerce.call(cart.removeCartItem, { headers: quote(quoteId), query: { item_id: lineId } });
}

export function applyDiscountCode(commerce: CommerceClient, quoteId: string, code: string) {
  return commerce.call(cart.applyDiscountCode, { headers: quote(quoteId), body: { discount_code: code } });
}

export function removeDiscountCode(commerce: CommerceClient, quoteId: string) {
  return commerce.call(cart.removeDiscountCode, { headers: quote(quoteId) });
}
