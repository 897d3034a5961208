import type { ProductTile as ProductTileData } from '~/models/catalog.server';
import { pushSelectItem, type ListIdentity } from './list-analytics';
import { ProductTile } from './product-tile';

/** Anchor of the first product of a page, so the no-JS 'Laad meer' link lands on the new products. */
export function pageAnchor(page: number) {
  return `pagina-${page}`;
}

export function ProductGrid({ products, perPage, list }: { products: ProductTileData[]; perPage: number; list: ListIdentity }) {
  return (
    <ul className="product-grid listing-grid">
      {products.map((product, index) => (
        <li
          key={product.id}
          id={index > 0 && perPage > 0 && index % perPage === 0 ? pageAnchor(index / perPage + 1) : undefined}
          data-index={index}
        >
          <ProductTile product={product} eager={index < 4} onSelect={() => pushSelectItem(list, product, index)} />
        </li>
      ))}
    </ul>
  );
}
