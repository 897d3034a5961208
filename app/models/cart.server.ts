// The cart calls of SPEC §7, named by the quote_id the storefront keeps in a signed cookie.
import type { CommerceClient } from './client.server';

export interface CartLine {
  id: number;
  product_id: number;
  variant_id: number;
  sku: string;
  title: string;
  url: string;
  brand: string;
  thumbnail: string | null;
  options: string[];
  quantity: number;
  price: number;
  price_old: number | null;
  row_total: number;
  stock: number;
  available: boolean;
  custom: unknown;
}

export interface Cart {
  quote_id: string;
  found: boolean;
  items: CartLine[];
  totals: {
    total_quantity: number;
    sub_total: number;
    sub_total_old: number;
    sub_total_diff: number;
    discounts: number;
    shipping_costs: number;
    payment_costs: number;
    additional_costs: number;
    grand_total: number;
    total: number;
    free_shipping_progress: { threshold: number; remaining: number; percentage: number; reached: boolean };
    promo_progress: { code: string; description: string } | null;
  };
  shipping_method: string;
  applied_code: string | null;
}

const headers = (quoteId: string | null): HeadersInit => (quoteId ? { 'x-quote-id': quoteId } : {});

export function getCart(commerce: CommerceClient, quoteId: string | null): Promise<Cart> {
  return commerce.request<Cart>('GET', '/v1/cart', { headers: headers(quoteId) });
}

export function addToCart(commerce: CommerceClient, quoteId: string | null, item: { item_id: number; quantity: number; custom?: Record<string, unknown> }) {
  return commerce.request<Cart>('POST', '/v1/cart/item', { headers: headers(quoteId), body: item });
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
