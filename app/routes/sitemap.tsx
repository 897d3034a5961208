// docs/requirements/catalogue-and-search.md#screens-and-routes /sitemap/: every category as a nested list, all brands and the service pages.
import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { absoluteUrl } from '~/lib/listing.server';
import { nestCategories, type CategoryNode } from '~/lib/sitemap';
import { getSitemap } from '~/models/catalog.server';
import catalogStyles from '~/styles/catalog.css?url';
import type { Route } from './+types/sitemap';
import { shopContext } from '~/lib/context';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: catalogStyles }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const sitemap = await getSitemap(shop.commerce);
  return {
    categories: nestCategories(sitemap.categories),
    brands: sitemap.brands,
    services: sitemap.services,
    canonical: absoluteUrl(request, '/sitemap/'),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: 'Sitemap | Slaapzaak' },
  { name: 'description', content: 'Alle categorieën, merken en klantenservicepagina’s van Slaapzaak op één pagina.' },
  ...(data ? [{ tagName: 'link', rel: 'canonical', href: data.canonical }] : []),
];

const crumbs = [
  { title: 'Home', url: '/' },
  { title: 'Sitemap', url: '/sitemap/' },
];

export default function SitemapPage({ loaderData }: Route.ComponentProps) {
  const { categories, brands, services } = loaderData;
  return (
    <main id="main" className="container sitemap-page">
      <Breadcrumbs items={crumbs} />
      <h1>Sitemap</h1>
      <div className="sitemap-columns">
        <section aria-labelledby="sitemap-categories" className="sitemap-categories">
          <h2 id="sitemap-categories">Categorieën</h2>
          <CategoryTree nodes={categories} />
        </section>
        <section aria-labelledby="sitemap-brands">
          <h2 id="sitemap-brands">
            <Link to="/brands/">Merken</Link>
          </h2>
          <ul className="sitemap-list">
            {brands.map((b) => (
              <li key={b.url}>
                <Link to={b.url}>{b.title}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="sitemap-service">
          <h2 id="sitemap-service">Klantenservice</h2>
          <ul className="sitemap-list">
            {services.map((s) => (
              <li key={s.url}>
                <Link to={s.url}>{s.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </main>
  );
}

function CategoryTree({ nodes }: { nodes: CategoryNode[] }) {
  return (
    <ul className="sitemap-tree">
      {nodes.map((node) => (
        <li key={node.url}>
          <Link to={node.url}>{node.title}</Link>
          {node.children.length > 0 ? <CategoryTree nodes={node.children} /> : null}
        </li>
      ))}
    </ul>
  );
}
