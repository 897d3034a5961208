import { Link } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { pushEcommerce } from '~/lib/analytics';
import { imageSrc } from '~/lib/product-image';
import type { ProductTile } from '~/models/catalog.server';
import { analyticsItem } from '../catalog/list-analytics';
import { Price } from '../ui/price';
import { Stars } from '../ui/rating';
import { openQuickView } from './quick-view-store';
import { QuickViewHost } from './quick-view-host';

const LIST = { item_list_id: 'related_products', item_list_name: 'Gerelateerde producten' };
/** SPEC §9: desktop from 992 px shows a plain grid; below it the swipe strip. */
const MOBILE = '(max-width: 991px)';

/**
 * SPEC §2 related-products carousel. The server renders a horizontally scrollable list (the no-JS
 * view); on mobile, JavaScript loads keen-slider on demand and turns it into a swipe strip with 1 / 2
 * / 3 slides from 0 / 640 / 768 px and a 10 px gap, touch only with more than 2 products. Desktop
 * keeps a plain grid. 'Toevoegen' opens the quick view (without JS: the product page).
 */
export function RelatedProducts({ products }: { products: ProductTile[] }) {
  const track = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const el = track.current;
    if (!el || products.length === 0) return;
    const media = window.matchMedia(MOBILE);
    let slider: { destroy(): void } | null = null;
    let cancelled = false;
    const update = async () => {
      if (!media.matches) {
        slider?.destroy();
        slider = null;
        el.classList.remove('is-slider');
        return;
      }
      if (slider) return;
      const { default: KeenSlider } = await import('keen-slider');
      if (cancelled || !media.matches || slider) return;
      el.classList.add('is-slider');
      slider = new KeenSlider(el, {
        selector: '.related-slide',
        drag: products.length > 2,
        slides: { perView: 1, spacing: 10 },
        breakpoints: {
          '(min-width: 640px)': { slides: { perView: 2, spacing: 10 } },
          '(min-width: 768px)': { slides: { perView: 3, spacing: 10 } },
        },
      });
    };
    void update();
    media.addEventListener('change', update);
    return () => {
      cancelled = true;
      media.removeEventListener('change', update);
      slider?.destroy();
      el.classList.remove('is-slider');
    };
  }, [products]);

  if (products.length === 0) return null;
  return (
    <section className="related-products" aria-labelledby="gerelateerd-titel">
      <h2 id="gerelateerd-titel">Misschien ook iets voor jou</h2>
      <ul className="related-track" ref={track}>
        {products.map((p, i) => {
          const select = () => pushEcommerce('select_item', { ...LIST, items: [analyticsItem(p, i)] });
          return (
            <li key={p.id} className="related-slide">
              <article className="related-tile">
                <Link to={p.url} onClick={select} tabIndex={-1} aria-hidden="true">
                  <img src={p.image ? imageSrc(p.image.url, 320) : '/images/product-placeholder.svg'} alt="" width={300} height={300} loading="lazy" />
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
                    openQuickView({ url: p.url, title: p.title });
                  }}
                >
                  Toevoegen
                </a>
              </article>
            </li>
          );
        })}
      </ul>
      <QuickViewHost />
    </section>
  );
}
