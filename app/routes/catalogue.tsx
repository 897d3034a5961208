// The catalogue's own routes: /{slug}.html product pages and the generated text pages, category
// overviews (cop) and product overviews (pop, with their catch-all filter child), resolved through
// the commerce API (docs/decisions/0002). Server logic lives in catalogue.server.ts.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from '@remix-run/server-runtime';
import { useLoaderData, type MetaDescriptor, type MetaFunction } from '@remix-run/react';
import { data } from '@remix-run/server-runtime';
import { CategoryPage } from '~/components/catalog/category-page';
import { ListingErrorBoundary } from '~/components/catalog/listing-error';
import { ProductPage } from '~/components/product/product-page';
import catalogStyles from '~/styles/catalog.css?url';
import productStyles from '~/styles/product.css?url';
import { loadCatalogue } from './catalogue.server';
import { productSlug, reviewAction } from './product.server';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: catalogStyles },
  { rel: 'stylesheet', href: productStyles },
];

export function loader(args: LoaderFunctionArgs) {
  return loadCatalogue(args);
}

/** Only product pages take a POST: the review form. */
export function action({ request, params, context }: ActionFunctionArgs) {
  const slug = productSlug(params['*'] ?? '');
  if (slug === null) throw data('Method Not Allowed', { status: 405 });
  return reviewAction(request, context.commerce, slug, context.clientIp ?? null);
}

const SHOP_PROMISE = 'Voor 23:59 besteld, morgen in huis. Gratis verzending vanaf € 100.';

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data || data.type === 'more') return [{ title: 'Pagina niet gevonden | Slaapzaak' }];
  if (data.type === 'product') {
    return [
      { title: `${data.product.title} | Slaapzaak` },
      { name: 'description', content: `${data.product.title} van ${data.product.brand.title}. Voor 23:59 besteld, morgen in huis.` },
    ];
  }
  const c = data.category;
  const tags: MetaDescriptor[] = [{ tagName: 'link', rel: 'canonical', href: data.canonical }];
  if (data.overview) {
    const chosen = data.overview.filters.flatMap((f) => f.attributes.filter((a) => a.is_selected).map((a) => a.title));
    const total = data.overview.pagination.total;
    tags.unshift(
      { title: `${c.title}${chosen.length ? ` – ${chosen.join(', ')}` : ''} | Slaapzaak` },
      {
        name: 'description',
        content: c.metaDescription ?? `${c.title} kopen bij Slaapzaak: kies uit ${total} ${total === 1 ? 'product' : 'producten'}. ${SHOP_PROMISE}`,
      },
    );
    if (data.overview.noindex) tags.push({ name: 'robots', content: 'noindex, follow' });
    return tags;
  }
  tags.unshift({ title: `${c.title} | Slaapzaak` }, { name: 'description', content: c.metaDescription ?? c.subtitle ?? `${c.title} bij Slaapzaak. ${SHOP_PROMISE}` });
  return tags;
};

export default function CataloguePage() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.type === 'more') return null;
  if (loaded.type === 'product') {
    return (
      <ProductPage
        product={loaded.product}
        variantId={loaded.variantId}
        crumbs={loaded.crumbs}
        jsonLd={loaded.jsonLd}
        reviews={loaded.reviews}
        related={loaded.related}
      />
    );
  }
  return <CategoryPage category={loaded.category} overview={loaded.overview} featured={loaded.featured} jsonLd={loaded.jsonLd} />;
}

export const ErrorBoundary = ListingErrorBoundary;
