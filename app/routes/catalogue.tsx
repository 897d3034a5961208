// The catalogue's own routes: the generated text pages, category overviews (cop) and product
// overviews (pop, with their catch-all filter child), resolved through the commerce API
// (docs/decisions/0002). Server logic lives in catalogue.server.ts. Product pages (/{slug}.html)
// have their own route module (product.tsx), so neither page ships the other's code.
import type { MetaDescriptor } from 'react-router';
import { CategoryPage } from '~/components/catalog/category-page';
import { ListingErrorBoundary } from '~/components/catalog/lazy-listing-error';
import catalogStyles from '~/styles/catalog.css?url';
import { loadCatalogue } from './catalogue.server';
import type { Route } from './+types/catalogue';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: catalogStyles }];

export function loader(args: Route.LoaderArgs) {
  return loadCatalogue(args);
}

/**
 * 'Laad meer' (a fetcher, tn_fetch=1) and the filters: a 5xx of this route or no answer at all stays in
 * the load-more bar, or keeps the listing on screen with a message by the filters, instead of the error
 * page (docs/requirements/catalogue-and-search.md#errors, components/catalog/kept-listing.tsx).
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  // Imported here, not at the top: the page's first load stays without it (the listing loads it after hydration).
  // A tab older than the release cannot have that code: the filter then goes to the server as without it.
  const kept = await import('~/components/catalog/kept-listing').catch(() => null);
  return kept ? kept.listingClientLoader(request, () => serverLoader()) : serverLoader();
}
export { shouldRevalidate } from '~/components/catalog/listing';

const SHOP_PROMISE = 'Voor 23:59 besteld, morgen in huis. Gratis verzending vanaf € 100.';

export const meta: Route.MetaFunction = ({ loaderData: data }) => {
  if (!data || data.type === 'more') return [{ title: 'Pagina niet gevonden | Slaapzaak' }];
  const c = data.category;
  const tags: MetaDescriptor[] = [{ tagName: 'link', rel: 'canonical', href: data.canonical }];
  // The category's banner is the page's LCP element on a phone: React 19 preloads it from the <head> on, at high
  // priority, as it does for every eager image outside a <picture> (components/catalog/category-page.tsx, ADR 0079).
  if (data.overview) {
    const chosen = data.overview.filters.flatMap((f) => f.attributes.filter((a) => a.is_selected).map((a) => a.title));
    const total = data.overview.pagination.total;
    tags.unshift(
      { title: `${c.title}${chosen.length ? ` – ${chosen.join(', ')}` : ''} | Slaapzaak` },
      {
        name: 'description',
        content:
          c.metaDescription ??
          `${c.title} kopen bij Slaapzaak: kies uit ${total} ${total === 1 ? 'product' : 'producten'}. ${SHOP_PROMISE}`,
      },
    );
    if (data.overview.noindex) tags.push({ name: 'robots', content: 'noindex, follow' });
    return tags;
  }
  tags.unshift(
    { title: `${c.title} | Slaapzaak` },
    { name: 'description', content: c.metaDescription ?? c.subtitle ?? `${c.title} bij Slaapzaak. ${SHOP_PROMISE}` },
  );
  return tags;
};

export default function CataloguePage({ loaderData }: Route.ComponentProps) {
  const loaded = loaderData;
  if (loaded.type === 'more') return null;
  const wizard = loaded.wizard;
  return (
    <CategoryPage
      category={loaded.category}
      overview={loaded.overview}
      featured={loaded.featured}
      jsonLd={loaded.jsonLd}
      wizard={wizard}
      wizardUrl={wizard ? `/keuzehulp/${wizard.code}/` : undefined}
    />
  );
}

export const ErrorBoundary = ListingErrorBoundary;
