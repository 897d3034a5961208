// The cart calls of SPEC §7, named by the quote_id the storefront keeps in a signed cookie.
import type { CommerceClient } from './client.server';

// The answer shapes are the commerce API's own (type-only import: no server code comes along).
export type { Cart, CartLine } from '../../contract/schemas/cart';
import type { Cart } from '../../contract/schemas/cart';

const headers = (quoteId: string | null): HeadersInit => (quoteId ? { 'x-quote-id': quoteId } : {});

export function getCart(commerce: CommerceClient, quoteId: string | null): Promise<Cart> {
  return commerce.request<Cart>('GET', '/v1/cart', { headers: headers(quoteId) });
}

export function addToCart(
  commerce: CommerceClient,
  quoteId: string | null,
  item: { item_id: number; quantity: number; custom?: Record<string, unknown> },
  customerToken?: string | null,
) {
  // A logged-in shopper's new cart belongs to them (it follows them to other devices).
  const extra: Record<string, string> = customerToken ? { 'x-customer-token': customerToken } : {};
  return commerce.request<Cart>('POST', '/v1/cart/item', { headers: { ...(headers(quoteId) as Record<string, string>), ...extra }, body: item });
}

export function updateCartLine(commerce: CommerceClient, quoteId: string, lineId: number, quantity: number) {
  return commerce.request<Cart>('PUT', '/v1/cart/item', { headers: headers(quoteId), body: { item_id: lineId, quantity } });
}

export function removeCartLine(commerce: CommerceClient, quoteId: string, lineId: number) {
  return commerce.request<Cart>('DELETE', '/v1/cart/item', { headers: headers(quoteId), query: { item_id: lineId } });
}

export function applyDiscountCode(commerce: CommerceClient, quoteId: string, code: string) {
  return commerce.request<Cart>('POST', '/v1/cart/discount', { headers: headers(quoteId), body: { discount_code: code } });
}

export function removeDiscountCode(commerce: CommerceClient, quoteId: string) {
  return commerce.request<Cart>('DELETE', '/v1/cart/discount', { headers: headers(quoteId) });
}
