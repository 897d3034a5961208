// GA4 list events for product listings: view_item_list when a list (or an added page) shows,
// select_item when a tile is clicked. Prices go in as cents; pushEcommerce sends euros.
import { pushEcommerce, type AnalyticsItem } from '~/lib/analytics';
import type { ListingTile as ProductTile } from '~/models/catalog.server';

export interface ListIdentity {
  item_list_id: string;
  item_list_name: string;
}

export function analyticsItem(product: ProductTile, index: number): AnalyticsItem {
  return {
    item_id: String(product.id),
    item_name: product.title,
    item_brand: product.brand.title,
    ...(product.main_category ? { item_category: product.main_category } : {}),
    price: product.price.price,
    index,
  };
}

export function pushViewItemList(list: ListIdentity, products: ProductTile[], offset = 0) {
  if (products.length === 0) return;
  pushEcommerce('view_item_list', { ...list, items: products.map((p, i) => analyticsItem(p, offset + i)) });
}

export function pushSelectItem(list: ListIdentity, product: ProductTile, index: number) {
  pushEcommerce('select_item', { ...list, items: [analyticsItem(product, index)] });
}
