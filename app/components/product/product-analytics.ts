// GA4 view_item for the product page and select_item for the related-products list.
import { pushEcommerce, type AnalyticsItem } from '~/lib/analytics';
import type { Product, ProductTile } from '~/models/catalog.server';
import { analyticsItem } from '../catalog/list-analytics';

const RELATED = { item_list_id: 'related_products', item_list_name: 'Gerelateerde producten' };

/** GA4 select_item for a tile of the related-products list. */
export function pushRelatedSelect(product: ProductTile, index: number) {
  pushEcommerce('select_item', { ...RELATED, items: [analyticsItem(product, index)] });
}

export function productItem(
  product: Pick<Product, 'id' | 'title' | 'brand' | 'main_category'>,
  variant: { option_values: string[]; price: number } | null,
  price: number,
): AnalyticsItem {
  return {
    item_id: String(product.id),
    item_name: product.title,
    item_brand: product.brand.title,
    ...(product.main_category ? { item_category: product.main_category.title } : {}),
    ...(variant && variant.option_values.length ? { item_variant: variant.option_values.join(' ') } : {}),
    price: variant?.price ?? price,
    quantity: 1,
  };
}

/** GA4 view_item: value is the item's price (sent in euros). */
export function pushViewItem(product: Product, variant: { option_values: string[]; price: number } | null) {
  const item = productItem(product, variant, product.price.price);
  pushEcommerce('view_item', { value: item.price, items: [item] });
}
