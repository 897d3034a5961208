// The catalogue's own routes: /{slug}.html product pages and the generated text pages, category
// overviews (cop) and product overviews (pop, with their catch-all filter child), resolved through
// the commerce API (docs/decisions/0002). Server logic lives in catalogue.server.ts.
import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/server-runtime';
import type { MetaDescriptor, MetaFunction } from '@remix-run/react';
import { useLoaderData } from '@remix-run/react';
import { JsonLd } from '~/components/catalog/breadcrumb-json-ld';
import { CategoryPage } from '~/components/catalog/category-page';
import { ListingErrorBoundary } from '~/components/catalog/listing-error';
import { AddToCartForm } from '~/components/cart/add-to-cart-form';
import { highFetchPriority } from '~/components/ui/priority';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { Price } from '~/components/ui/price';
import { Stars } from '~/components/ui/rating';
import catalogStyles from '~/styles/catalog.css?url';
import { loadCatalogue } from './catalogue.server';
import { withProductView } from '~/lib/product-lists.server';
import { FavouriteToggle } from '~/components/product-lists/favourite-toggle';
import { LastViewedProducts, RecordProductView } from '~/components/product-lists/last-viewed';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: catalogStyles }];

export function loader(args: LoaderFunctionArgs) {
  return withProductView(args, loadCatalogue(args));
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
  if (loaded.type === 'product') return <ProductPage product={loaded.product} crumbs={loaded.crumbs} jsonLd={loaded.jsonLd} />;
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

type Loaded = Exclude<Awaited<ReturnType<typeof loader>>, { type: 'more' }>;
type LoadedProduct = Extract<Loaded, { type: 'product' }>['product'];

function ProductPage({ product, crumbs, jsonLd }: { product: LoadedProduct; crumbs: { title: string; url: string }[]; jsonLd: string }) {
  const image = product.images[0];
  return (
    <main id="main" className="container product-page">
      <Breadcrumbs items={crumbs} />
      <JsonLd json={jsonLd} />
      <div className="product-layout">
        {image ? <img src={image.url} alt={image.alt} width={600} height={600} className="product-image" {...highFetchPriority} /> : null}
        <div className="product-info">
          <p className="product-brand">{product.brand.title}</p>
          <h1>{product.title}</h1>
          {product.review.average_score ? (
            <p className="product-review">
              <Stars score={product.review.average_score} /> {product.review.count} beoordelingen
            </p>
          ) : null}
          <Price price={product.price.price} priceOld={product.price.price_old} />
          {product.delivery ? <p className="delivery">{product.delivery}</p> : null}
          <AddToCartForm product={product} variants={product.variants} available={product.available} />
          <FavouriteToggle product={{ id: product.id, title: product.title, image: image?.url ?? '', available: product.available, price: product.price.price, brand: product.brand.title }} className="product-favourite" />
        </div>
      </div>
      <section className="rich-text" aria-label="Omschrijving" dangerouslySetInnerHTML={{ __html: product.description }} />
      <RecordProductView id={product.id} />
      <LastViewedProducts />
    </main>
  );
}
