// GA4 cart and checkout events (SPEC §7 Analytics): add_to_cart, remove_from_cart, cartupdate,
// add_shipping_info and add_payment_info. Prices in cents; pushEcommerce sends euros.
import { pushEcommerce, type AnalyticsItem } from '~/lib/analytics';
import type { CartLine } from '~/models/cart.server';

export function lineItem(line: Pick<CartLine, 'product_id' | 'title' | 'brand' | 'options' | 'price'>, quantity: number, index = 0): AnalyticsItem {
  return {
    item_id: String(line.product_id),
    item_name: line.title,
    item_brand: line.brand,
    item_variant: line.options.join(' '),
    price: line.price,
    quantity,
    index,
  };
}

export function trackAddToCart(item: AnalyticsItem) {
  pushEcommerce('add_to_cart', { value: item.price * (item.quantity ?? 1), items: [item] });
}

export function trackRemoveFromCart(line: CartLine) {
  pushEcommerce('remove_from_cart', { value: line.row_total, items: [lineItem(line, line.quantity)] });
}

export function trackCartUpdate(line: CartLine, quantity: number) {
  pushEcommerce('cartupdate', { value: line.price * quantity, items: [lineItem(line, quantity)] });
}

export function trackCheckoutChoice(event: 'add_shipping_info' | 'add_payment_info', lines: CartLine[], total: number, choice: Record<string, string>) {
  pushEcommerce(event, { value: total, ...choice, items: lines.map((l, i) => lineItem(l, l.quantity, i)) });
}
