import { Link } from 'react-router';
import { lazyPart } from '~/lib/reload-once';
import { Suspense, useEffect, useRef, useState } from 'react';
import { imageSrc } from '~/lib/product-image';
import type { ProductTile } from '~/models/catalog.server';
import { Price } from '../ui/price';
import { Stars } from '../ui/rating';
import type { QuickViewTarget } from './quick-view-store';

// Loaded only when a shopper opens a quick view for the first time.
// Pure: lets the build leave this module out where only the server renders it (ui/deferred.tsx).
const QuickView = /* @__PURE__ */ lazyPart('quick-view', () => import('./quick-view'));

/**
 * docs/requirements/catalogue-and-search.md#screens-and-routes related-products carousel. The server renders a horizontally scrollable list (the no-JS
 * view); JavaScript loads keen-slider on demand (related-slider.ts) for the mobile swipe strip;
 * desktop keeps a plain grid. 'Toevoegen' opens the quick view (without JS: the product page).
 */
export function RelatedProducts({ products }: { products: ProductTile[] }) {
  const track = useRef<HTMLUListElement>(null);
  const [quickView, setQuickView] = useState<QuickViewTarget | null>(null);

  useEffect(() => {
    const el = track.current;
    if (!el || products.length === 0) return;
    let cleanup: (() => void) | null = null;
    let cancelled = false;
    void import('./related-slider').then(({ mountRelatedSlider }) => {
      if (!cancelled) cleanup = mountRelatedSlider(el, products.length);
    });
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, [products]);

  if (products.length === 0) return null;
  return (
    <section className="related-products" aria-labelledby="gerelateerd-titel">
      <h2 id="gerelateerd-titel">Misschien ook iets voor jou</h2>
      <ul className="related-track" ref={track}>
        {products.map((p, i) => {
          const select = () => void import('./product-analytics').then((m) => m.pushRelatedSelect(p, i));
          return (
            <li key={p.id} className="related-slide">
              <article className="related-tile">
                <Link to={p.url} onClick={select} tabIndex={-1} aria-hidden="true">
                  <img
                    src={p.image ? imageSrc(p.image.url, 320) : '/images/product-placeholder.svg'}
                    alt=""
                    width={300}
                    height={300}
                    loading="lazy"
                  />
                </Link>
                <h3 className="tile-title">
                  <Link to={p.url} onClick={select}>
                    {p.title}
                  </Link>
                </h3>
                {p.review.average_score ? <Stars score={p.review.average_score} size={14} /> : null}
                {p.delivery ? <p className="delivery tile-delivery">{p.delivery}</p> : null}
                <Price price={p.price.price} priceOld={p.price.price_old} />
                <a
                  href={p.url}
                  className="related-add"
                  aria-label={`Toevoegen: ${p.title}`}
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                    event.preventDefault();
                    select();
                    setQuickView({ url: p.url, title: p.title });
                  }}
                >
                  Toevoegen
                </a>
              </article>
            </li>
          );
        })}
      </ul>
      {quickView ? (
        <Suspense fallback={null}>
          <QuickView target={quickView} onClose={() => setQuickView(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
