import { preload } from 'react-dom';
import { Link, useLocation } from 'react-router';
import { FeaturedProductTile } from '~/components/home/product-tile';
import { PromoHeader, PROMO_PHONE } from '~/components/home/promo-header';
import { ContentBlock } from '~/components/ui/content-block';
import { getHomepage } from '~/models/content.server';
import { getFourInARow } from '~/lib/four-in-a-row.server';
import { FourInARow } from '~/components/home/four-in-a-row';
import { ReviewsTeaser } from '~/components/home/reviews-teaser';
import { NewsletterBlock } from '~/components/newsletter/newsletter-block';
import { isSuccessReturn, NEWSLETTER_SUCCESS } from '~/lib/newsletter';
import { useRootData } from '~/lib/root-data';
import type { Route } from './+types/home';
import { shopContext } from '~/lib/context';

export const meta: Route.MetaFunction = () => [
  { title: 'Slaapzaak – beddengoed, dekbedden, matrassen en boxsprings' },
  {
    name: 'description',
    content:
      'Shop dekbedovertrekken, dekbedden, hoeslakens, kussens, matrassen en boxsprings. Voor 23:59 besteld, morgen in huis. Gratis verzending vanaf € 100.',
  },
  { tagName: 'link', rel: 'canonical', href: '/' },
];

/**
 * The main promo's image is the page's LCP element: fetched from the <head> on, at high priority,
 * the phone's or the desktop's as the promo header's <picture> picks it (components/home/promo-header.tsx).
 * React 19's preload() puts the links in the head; it leaves images inside a <picture> to the page.
 */
function preloadPromo(promo: { image: string; image_mobile: string | null }) {
  if (promo.image_mobile) {
    preload(promo.image_mobile, { as: 'image', fetchPriority: 'high', media: PROMO_PHONE });
    preload(promo.image, { as: 'image', fetchPriority: 'high', media: `not all and ${PROMO_PHONE}` });
  } else preload(promo.image, { as: 'image', fetchPriority: 'high' });
}

export async function loader({ context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const [homepage, fourInARow] = await Promise.all([getHomepage(shop.commerce), getFourInARow(shop.commerce)]);
  return { homepage, fourInARow, now: Date.now() };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { homepage, fourInARow, now } = loaderData;
  preloadPromo(homepage.promo);
  const root = useRootData();
  const { search } = useLocation();
  return (
    <main id="main">
      {isSuccessReturn(search) ? (
        // docs/requirements/content-and-newsletter.md#screens-and-routes success return of the newsletter sign-up (the popup shows it too, with JS).
        <div className="container">
          <p className="alert alert-success" role="status">
            {NEWSLETTER_SUCCESS}
          </p>
        </div>
      ) : null}
      <div className="container">
        <PromoHeader promo={homepage.promo} extraPromos={homepage.extra_promos} now={now} />
      </div>

      <section className="container home-section" aria-labelledby="categories-heading">
        <h2 id="categories-heading">Shop per categorie</h2>
        <ul className="category-tiles">
          {homepage.category_tiles.map((tile) => (
            <li key={tile.link}>
              <Link to={tile.link} className="category-tile">
                <img src={tile.image} alt="" width={240} height={240} loading="lazy" />
                <span>{tile.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {homepage.featured.length > 0 ? (
        <section className="container home-section" aria-labelledby="featured-heading">
          <div className="section-heading">
            <h2 id="featured-heading">Populair bij onze klanten</h2>
            <Link to={`/${homepage.featured_category}/`}>Bekijk alle bestsellers</Link>
          </div>
          <div className="product-grid">
            {homepage.featured.map((tile) => (
              <FeaturedProductTile key={tile.link} tile={tile} />
            ))}
          </div>
        </section>
      ) : null}

      <FourInARow rows={fourInARow} />

      <div className="container home-section blocks">
        {homepage.blocks.map((block, i) => (
          <ContentBlock key={i} block={block} />
        ))}
      </div>

      {root ? <ReviewsTeaser reviews={homepage.reviews} rating={root.frame.footer.rating} /> : null}

      <div className="container home-section">
        <NewsletterBlock idPrefix="home" />
      </div>
    </main>
  );
}
