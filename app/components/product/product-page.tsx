import { useLocation } from 'react-router';
import { useCallback, useEffect, type ReactNode } from 'react';
import { afterFirstPaint } from '~/lib/after-first-paint';
import { formatPrice } from '~/lib/money';
import { saving, stockText } from '~/lib/product-options';
import type { Product, ProductTile } from '~/models/catalog.server';
import type { ReviewPage } from '~/models/product.server';
import { JsonLd } from '../catalog/breadcrumb-json-ld';
import { AddToCartForm } from '../cart/add-to-cart-form';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { Icon } from '../ui/icon';
import { Price } from '../ui/price';
import { Stars } from '../ui/rating';
import { Gallery } from './gallery';
import { deferred } from '../ui/deferred';
import { ProductReviews as ServerProductReviews } from './product-reviews';
import { RelatedProducts as ServerRelatedProducts } from './related-products';
import { VariantPicker } from './variant-picker';
import { DeliveryPromise } from './delivery-promise';
import { StockAlertForm as ServerStockAlertForm } from '../alerts/stock-alert-form';

// Below the fold and working without JavaScript (links, a plain review form, a scrollable strip):
// their code loads while the page hydrates instead of in its first load (docs/decisions/0021).
const ProductReviews = deferred('reviews', import.meta.env.SSR ? ServerProductReviews : undefined, () =>
  import('./product-reviews').then((m) => m.ProductReviews),
);
const RelatedProducts = deferred('related', import.meta.env.SSR ? ServerRelatedProducts : undefined, () =>
  import('./related-products').then((m) => m.RelatedProducts),
);
// Only under a sold-out size, working without JavaScript (a plain form): outside the first load too.
const StockAlertForm = deferred('stock-alert', import.meta.env.SSR ? ServerStockAlertForm : undefined, () =>
  import('../alerts/stock-alert-form').then((m) => m.StockAlertForm),
);

export interface ProductPageProps {
  product: Product;
  variantId: number | null;
  crumbs: { title: string; url: string }[];
  jsonLd: string[];
  reviews: ReviewPage;
  related: ProductTile[];
  /** Slot beside the add-to-cart form (the favourites toggle). */
  favourite?: ReactNode;
  /** Slot at the end of the page (the last-viewed list). */
  after?: ReactNode;
}

/** docs/requirements/catalogue-and-search.md#screens-and-routes Product detail, server-rendered; JavaScript only adds comfort. */
export function ProductPage({ product, variantId, crumbs, jsonLd, reviews, related, favourite, after }: ProductPageProps) {
  const variant = product.variants.find((v) => v.id === variantId) ?? null;
  const price = variant?.price ?? product.price.price;
  const priceOld = variant ? variant.price_old : product.price.price_old;
  const saved = saving(price, priceOld);
  const stock = stockText(product.available, variant?.stock ?? 0);

  useEffect(() => {
    // Analytics is never urgent: its code loads after the page is interactive.
    void afterFirstPaint()
      .then(() => import('./product-analytics'))
      .then(({ pushViewItem }) => pushViewItem(product, variant));
    // Once per product and variant shown.
  }, [product.id, variant?.id]);

  const reviewPageHref = useReviewPageHref(product.url);

  return (
    <main id="main" className="container product-page">
      <Breadcrumbs items={crumbs} />
      {jsonLd.map((json, i) => (
        <JsonLd key={i} json={json} />
      ))}
      <div className="product-layout">
        <Gallery images={product.images} title={product.title} />
        <div className="product-info">
          <p className="product-brand">{product.brand.title}</p>
          <h1>{product.title}</h1>
          <ReviewSummary review={product.review} />
          <div className="product-price">
            <Price price={price} priceOld={priceOld} />
            {saved ? (
              <p className="price-saving">
                Je bespaart {formatPrice(saved.amount)} ({saved.percent}%)
              </p>
            ) : null}
            {saved ? <p className="price-reference">Van-prijs: de laagste prijs in de 30 dagen voor de korting.</p> : null}
          </div>
          {variant ? <VariantPicker product={product} current={variant} /> : null}
          <p className={`stock stock-${stock.level}`}>{stock.text}</p>
          {variant && product.available && variant.stock <= 0 ? (
            <StockAlertForm variantId={variant.id} variantTitle={variantTitleOf(variant)} />
          ) : null}
          {/* The chosen size's promise (sold out: none); before a size is chosen, the default one's. */}
          <DeliveryPromise promise={variant ? variant.delivery_promise : product.delivery_promise} />
          {product.trial ? (
            <p className="product-trial">
              <strong>{product.trial.nights} nachten proefslapen</strong> · na minstens {product.trial.min_nights} nachten kun je hem laten
              ophalen en krijg je je geld terug.
            </p>
          ) : null}
          <div className="product-buy">
            <AddToCartForm
              product={product}
              variants={variant ? [variant] : product.variants}
              available={product.available}
              selectedVariantId={variant?.id}
            />
            {favourite}
          </div>
          {product.usps.length > 0 ? (
            <ul className="product-usps">
              {product.usps.map((usp) => (
                <li key={usp}>
                  <Icon name="check" size={16} /> {usp}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <ProductDetails product={product} />
      <ProductReviews reviews={reviews} productTitle={product.title} pageHref={reviewPageHref} />
      <RelatedProducts products={related} />
      {after}
    </main>
  );
}

/** The variant's options as the shopper reads them ("140x200 / Wit"); empty for a product without choices. */
function variantTitleOf(variant: Product['variants'][number]): string | undefined {
  const titles = variant.option_values.filter((o) => o && o !== '0x0');
  return titles.length ? titles.join(' / ') : undefined;
}

/** The address of a page of reviews: this page with ?beoordelingen=n (none for the first), at the reviews. */
function useReviewPageHref(productUrl: string) {
  const location = useLocation();
  // Stable between renders, so the deferred reviews block is not updated before its code arrives.
  return useCallback(
    (page: number) => {
      const params = new URLSearchParams(location.search);
      if (page === 1) params.delete('beoordelingen');
      else params.set('beoordelingen', String(page));
      const query = params.toString();
      return `${productUrl}${query ? `?${query}` : ''}#beoordelingen`;
    },
    [location.search, productUrl],
  );
}

/** The stars with the review count, linking to the reviews; 'Schrijf een beoordeling' when there are none. */
function ReviewSummary({ review }: { review: Product['review'] }) {
  return (
    <p className="product-review">
      {review.average_score && review.count > 0 ? (
        <a href="#beoordelingen">
          <Stars score={review.average_score} /> {review.average_score.toLocaleString('nl-NL')}/5 · {review.count}{' '}
          {review.count === 1 ? 'beoordeling' : 'beoordelingen'}
        </a>
      ) : (
        <a href="#beoordeling-schrijven">Schrijf een beoordeling</a>
      )}
    </p>
  );
}

/** The description and, when the product has them, its specifications. */
function ProductDetails({ product }: { product: Product }) {
  const specs = Object.entries(product.specifications);
  return (
    <div className="product-details">
      <section aria-labelledby="omschrijving-titel">
        <h2 id="omschrijving-titel">Omschrijving</h2>
        {/* Sanitised by the commerce API (allowlist of tags, no attributes). */}
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: product.description }} />
      </section>
      {specs.length > 0 ? (
        <section aria-labelledby="specificaties-titel">
          <h2 id="specificaties-titel">Specificaties</h2>
          <table className="product-specs">
            <tbody>
              {specs.map(([key, value]) => (
                <tr key={key}>
                  <th scope="row">{key}</th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </div>
  );
}
