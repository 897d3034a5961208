import { Link } from 'react-router';
import type { FourInARowRow } from '~/lib/four-in-a-row.server';
import { FeaturedProductTile } from './product-tile';

/**
 * docs/requirements/content-and-newsletter.md#limits four-in-a-row: per category four products in a row (on a phone a strip to swipe, two at
 * a time), with a link to the whole category. Plain links: the same with or without JavaScript.
 */
export function FourInARow({ rows }: { rows: FourInARowRow[] }) {
  if (rows.length === 0) return null;
  return (
    <section className="container home-section four-in-a-row" aria-labelledby="four-in-a-row-heading">
      <h2 id="four-in-a-row-heading">Vier op een rij</h2>
      {rows.map((row) => (
        <section key={row.id} className="four-row" aria-labelledby={`four-row-${row.id}`}>
          <div className="section-heading">
            <h3 id={`four-row-${row.id}`}>{row.title}</h3>
            <Link to={row.url}>Bekijk alle {row.title.toLowerCase()}</Link>
          </div>
          <div className="four-row-tiles">
            {row.products.map((tile) => (
              <FeaturedProductTile key={tile.link} tile={tile} />
            ))}
          </div>
        </section>
      ))}
    </section>
  );
}
