// GA4 cart and checkout events (docs/requirements/cart.md#api Analytics): add_to_cart, remove_from_cart, cartupdate,
// add_shipping_info and add_payment_info. Prices in cents; pushEcommerce sends euros.
import { categoryFields, pushEcommerce, type AnalyticsItem } from '~/lib/analytics';
import type { CartLine } from '~/models/cart.server';

type AnalyticsLine = Pick<CartLine, 'product_id' | 'variant_id' | 'title' | 'brand' | 'options' | 'price'> & {
  categories?: CartLine['categories'];
};

/** docs/requirements/cart.md#data analytics reading of a cart line: id, name, parent (id, title), brand, categories, price, quantity, subtotal, variant_id. */
export function lineItem(line: AnalyticsLine, quantity: number, index = 0): AnalyticsItem {
  const categories = line.categories ?? [];
  return {
    item_id: String(line.product_id),
    item_name: line.title,
    item_brand: line.brand,
    item_variant: line.options.join(' '),
    ...categoryFields(categories),
    price: line.price,
    quantity,
    index,
    parent: { id: line.product_id, title: line.title },
    categories,
    variant_id: line.variant_id,
    subtotal: line.price * quantity,
  };
}

/** A product's variant as it goes into the cart (add_to_cart), read the same way as a cart line. */
export function productItem(
  product: { id: number; title: string; brand: { title: string }; main_category?: { title: string } | null },
  variant: { id: number; option_values: string[]; price: number },
  quantity: number,
): AnalyticsItem {
  return lineItem(
    {
      product_id: product.id,
      variant_id: variant.id,
      title: product.title,
      brand: product.brand.title,
      options: variant.option_values,
      price: variant.price,
      categories: product.main_category ? [{ name: product.main_category.title }] : [],
    },
    quantity,
  );
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

export function trackCheckoutChoice(
  event: 'add_shipping_info' | 'add_payment_info',
  lines: CartLine[],
  total: number,
  choice: Record<string, string>,
) {
  pushEcommerce(event, { value: total, ...choice, items: lines.map((l, i) => lineItem(l, l.quantity, i)) });
}
