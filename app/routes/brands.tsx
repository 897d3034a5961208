// docs/requirements/catalogue-and-search.md#screens-and-routes /brands/: every brand, A–Z, grouped by first letter with anchor links.
import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { groupByLetter } from '~/lib/brands';
import { absoluteUrl } from '~/lib/listing.server';
import { getBrands } from '~/models/catalog.server';
import catalogStyles from '~/styles/catalog.css?url';
import type { Route } from './+types/brands';
import { shopContext } from '~/lib/context';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: catalogStyles }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const brands = await getBrands(shop.commerce);
  return { groups: groupByLetter(brands.filter((b) => b.product_count > 0)), canonical: absoluteUrl(request, '/brands/') };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: 'Alle merken A–Z | Slaapzaak' },
  {
    name: 'description',
    content:
      'Alle merken van Slaapzaak van A tot Z: beddengoed, dekbedden, matrassen, boxsprings en wonen. Voor 23:59 besteld, morgen in huis.',
  },
  ...(data ? [{ tagName: 'link', rel: 'canonical', href: data.canonical }] : []),
];

const crumbs = [
  { title: 'Home', url: '/' },
  { title: 'Merken', url: '/brands/' },
];

export default function BrandsIndex({ loaderData }: Route.ComponentProps) {
  const { groups } = loaderData;
  return (
    <main id="main" className="container brands-page">
      <Breadcrumbs items={crumbs} />
      <h1>Alle merken</h1>
      <nav aria-label="Merken per letter">
        <ul className="letter-index">
          {groups.map((g) => (
            <li key={g.letter}>
              <a href={`#merken-${g.letter === '#' ? 'overig' : g.letter}`}>{g.letter}</a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((g) => {
        const id = `merken-${g.letter === '#' ? 'overig' : g.letter}`;
        return (
          <section key={g.letter} id={id} className="brand-letter" aria-labelledby={`${id}-heading`}>
            <h2 id={`${id}-heading`}>{g.letter}</h2>
            <ul className="brand-list">
              {g.brands.map((brand) => (
                <li key={brand.slug}>
                  <Link to={brand.url}>
                    {brand.title} <span className="filter-count">({brand.product_count})</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </main>
  );
}
