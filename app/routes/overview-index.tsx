// docs/requirements/catalogue-and-search.md#screens-and-routes /pop/ and /cop/: every product overview page and every category overview page of the
// generated catalogue routes, grouped by section of the shop (lib/overview-index.ts).
import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { absoluteUrl } from '~/lib/listing.server';
import { groupOverviewPages, OVERVIEW_INDEX, overviewKindOf, type OverviewKind } from '~/lib/overview-index';
import { getSitemap } from '~/models/catalog.server';
import catalogStyles from '~/styles/catalog.css?url';
import { pageUrl } from '~/lib/page-url';
import type { Route } from './+types/overview-index';
import { shopContext } from '~/lib/context';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: catalogStyles }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const kind = overviewKindOf(pageUrl(request).pathname);
  const sitemap = await getSitemap(shop.commerce);
  const groups = groupOverviewPages(sitemap.categories, kind);
  return { kind, groups, total: groups.reduce((n, g) => n + g.pages.length, 0), canonical: absoluteUrl(request, `/${kind}/`) };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => {
  const index = OVERVIEW_INDEX[data?.kind ?? 'pop'];
  return [
    { title: `${index.title} | Slaapzaak` },
    { name: 'description', content: index.intro },
    ...(data ? [{ tagName: 'link', rel: 'canonical', href: data.canonical }] : []),
  ];
};

/** The other index, linked from each: the two are each other's natural next stop. */
const OTHER: Record<OverviewKind, { url: string; label: string }> = {
  pop: { url: '/cop/', label: 'Bekijk alle categorieoverzichten' },
  cop: { url: '/pop/', label: 'Bekijk alle productoverzichten' },
};

export default function OverviewIndex({ loaderData }: Route.ComponentProps) {
  const { kind, groups, total } = loaderData;
  const index = OVERVIEW_INDEX[kind];
  return (
    <main id="main" className="container overview-index">
      <Breadcrumbs
        items={[
          { title: 'Home', url: '/' },
          { title: index.title, url: `/${kind}/` },
        ]}
      />
      <h1>{index.title}</h1>
      <p className="lead">
        {index.intro} <span className="overview-index-count">{total === 1 ? '1 pagina' : `${total} pagina’s`}</span>
      </p>
      <nav aria-label="Onderdelen">
        <ul className="overview-index-jump">
          {groups.map((g) => (
            <li key={g.id}>
              <a href={`#${kind}-${g.id}`}>{g.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((g) => (
        <section key={g.id} id={`${kind}-${g.id}`} className="overview-group" aria-labelledby={`${kind}-${g.id}-heading`}>
          <h2 id={`${kind}-${g.id}-heading`}>
            {g.url ? <Link to={g.url}>{g.title}</Link> : g.title} <span className="filter-count">({g.pages.length})</span>
          </h2>
          <ul className="overview-group-list">
            {g.pages.map((page) => (
              <li key={page.url}>
                <Link to={page.url}>{page.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p className="overview-index-other">
        <Link to={OTHER[kind].url}>{OTHER[kind].label}</Link>
      </p>
    </main>
  );
}
