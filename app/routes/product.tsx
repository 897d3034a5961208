// The product detail page /{slug}.html (docs/requirements/catalogue-and-search.md#screens-and-routes Product detail): its own route module, matched by
// the ':slug.html' pattern before the catalogue splat, so the page ships no listing code. Server
// logic lives in product.server.ts.
import { useLoaderData } from 'react-router';
import { keptInComponent } from '~/lib/fetcher-failures';
import { FramedErrorBoundary } from '~/components/layout/site-frame';
import { ProductPage } from '~/components/product/product-page';
import { FavouriteToggle } from '~/components/product-lists/favourite-toggle';
import { LastViewedProducts } from '~/components/product-lists/lazy-last-viewed';
import { RecordProductView } from '~/components/product-lists/record-product-view';
import { withProductView } from '~/lib/product-lists.server';
import { reportBrowse } from '~/lib/abandonment.server';
import productStyles from '~/styles/product.css?url';
import { readFormBody } from '~/lib/form-submission.server';
import { stockAlertAction, type StockAlertResult } from '~/lib/stock-alert.server';
import { loadProductPage, productSlug, reviewAction, type ReviewActionData } from './product.server';
import { pageUrl } from '~/lib/page-url';
import type { Route } from './+types/product';
import { shopContext } from '~/lib/context';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: productStyles }];

const slugOf = (params: Route.LoaderArgs['params']) => productSlug(`${params.slug ?? ''}.html`) ?? '';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  // withProductView adds the shopper's last viewed products (from their cookie) to the page.
  const page = await withProductView({ request, context: shop }, loadProductPage(request, shop.commerce, slugOf(params)));
  // docs/requirements/catalogue-and-search.md#api Abandonment: a product seen (the quick view is no page view); never awaited.
  if (pageUrl(request).searchParams.get('quickview') !== '1') void reportBrowse({ request, context: shop }, [page.product.id]);
  return page;
}

/** The quick view loads this page's data with a fetcher (?quickview=1): its failure stays in the quick view. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  if (new URL(request.url).searchParams.get('quickview') !== '1') return serverLoader();
  return keptInComponent('Snel bekijken', () => serverLoader(), { type: 'failed' as const });
}

/** The review form's POST (docs/requirements/catalogue-and-search.md#screens-and-routes Review form), or the sold-out variant's stock alert (docs/decisions/0052). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const form = await readFormBody(request.clone());
  if (form.get('intent') === 'stock-alert') return stockAlertAction(request, form, shop);
  return reviewAction(request, shop, slugOf(params), shop.clientIp ?? null);
}

const REVIEW_FAILED = 'Er ging iets mis. Probeer het later nog eens.';
const STOCK_ALERT_FAILED = 'Er is iets fout gegaan, probeer het later nog eens.';

/**
 * With JavaScript the review form posts with a fetcher (this route's only action): a 5xx of the route
 * or no answer at all shows the form's own danger alert, with what was typed kept (docs/requirements/catalogue-and-search.md#errors), instead of
 * the route's error page. An API failure is answered that way by the server already.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const intent = await request
    .clone()
    .formData()
    .then((f) => f.get('intent'))
    .catch(() => null);
  if (intent === 'stock-alert') {
    return keptInComponent('Voorraadmelding', () => serverAction(), {
      intent: 'stock-alert' as const,
      ok: false,
      message: STOCK_ALERT_FAILED,
      errors: {},
      values: { alert_email: '' },
    } satisfies StockAlertResult);
  }
  return keptInComponent('Beoordeling plaatsen', () => serverAction(), {
    intent: 'review',
    ok: false,
    errors: {},
    values: {},
    alert: REVIEW_FAILED,
    // No initialValue: Conform keeps the typed values.
    result: { status: 'error', error: { '': [REVIEW_FAILED] } },
  } satisfies ReviewActionData);
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => {
  if (!data || !('product' in data)) return [{ title: 'Pagina niet gevonden | Slaapzaak' }];
  const { product } = data;
  return [
    { title: `${product.title} | Slaapzaak` },
    { name: 'description', content: `${product.title} van ${product.brand.title}. Voor 23:59 besteld, morgen in huis.` },
    // Variants and review pages are the same product: one canonical address.
    { tagName: 'link', rel: 'canonical', href: data.canonical },
    // The first gallery image is the page's LCP element: React 19 preloads it from the <head> on, with its
    // srcset, sizes and high priority, as it does for every eager image outside a <picture> (docs/decisions/0079).
  ];
};

// The page's own data is the server loader's: clientLoader's `failed` answer goes only to the quick
// view's fetcher, so the page reads it typed by `loader` rather than the generated union.
export default function ProductRoute() {
  const loaded = useLoaderData<typeof loader>();
  const { product } = loaded;
  const image = product.images[0];
  return (
    <ProductPage
      product={loaded.product}
      variantId={loaded.variantId}
      crumbs={loaded.crumbs}
      jsonLd={loaded.jsonLd}
      reviews={loaded.reviews}
      related={loaded.related}
      favourite={
        <FavouriteToggle
          product={{
            id: product.id,
            title: product.title,
            image: image?.url ?? '',
            available: product.available,
            price: product.price.price,
            brand: product.brand.title,
          }}
          className="product-favourite"
        />
      }
      after={
        <>
          <RecordProductView id={product.id} />
          <LastViewedProducts products={loaded.lastViewed} />
        </>
      }
    />
  );
}

export const ErrorBoundary = FramedErrorBoundary;
