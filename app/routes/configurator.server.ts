// Server side of the box-spring configurator /configurator/{category}/{product}/{step}/ (docs/requirements/assistant-and-guided-selling.md#screens-and-routes).
// The configuration is the query string; each step is a GET form, 'In winkelwagen' a POST that
// adds ONE cart line (the commerce API prices it from the configuration) and redirects back.
import type { AppLoadContext } from 'react-router';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { getQuoteId, setQuoteId } from '~/lib/cart-cookie.server';
import {
  ADDED_PARAM,
  canVisit,
  cleanConfiguration,
  configQuery,
  configuredPrice,
  configurationId,
  DEFAULT_PRODUCT,
  firstIncompleteStep,
  orderComplete,
  parseStepParam,
  sceneUrl,
  stepHref,
  summaryLines,
  visibleSteps,
  wrapStep,
  type Configuration,
  type ConfiguratorDefinition,
} from '~/lib/configurator';
import { sessionStorage } from '~/lib/session.server';
import { addToCart } from '~/models/cart.server';
import { reportCart } from '~/lib/abandonment.server';
import { getProduct, type Product } from '~/models/catalog.server';
import { isCommerceError } from '~/models/client.server';
import { getConfigurator } from '~/models/wizard.server';
import { log } from '../lib/log.server';
import { pageUrl } from '~/lib/page-url';
import { shopContext } from '~/lib/context';

const NOT_FOUND = 'This page could not be found';

async function definitionAndProduct(context: AppLoadContext, slug: string): Promise<{ def: ConfiguratorDefinition; product: Product }> {
  const [def, product] = await Promise.all([getConfigurator(context.commerce, slug), getProduct(context.commerce, slug)]);
  if (!def || !product) throw data(NOT_FOUND, { status: 404 });
  return { def, product };
}

function variantFor(product: Product, config: Configuration) {
  return product.variants.find((v) => v.option_values[0] === config.size) ?? null;
}

export async function loadConfigurator({ request, params, context }: LoaderFunctionArgs) {
  const shop = context.get(shopContext);
  const url = pageUrl(request);
  const { def, product } = await definitionAndProduct(shop, params.product ?? DEFAULT_PRODUCT);
  const steps = visibleSteps(def);
  const config = cleanConfiguration(steps, Object.fromEntries(url.searchParams));
  const query = configQuery(steps, config);
  const requested = parseStepParam(params.step);
  const n = wrapStep(requested, steps.length);
  // /configurator/ and partial paths get the full one; a step beyond the last wraps to step 1.
  if (params.category !== def.category || params.product !== def.code || n !== requested) {
    const added = url.searchParams.get(ADDED_PARAM) === '1' ? `${query ? '&' : '?'}${ADDED_PARAM}=1` : '';
    throw redirect(stepHref(def, n, query) + added);
  }
  let step = n;
  let error: { title: string; message: string } | null = null;
  if (!canVisit(steps, config, n)) {
    // Next without a choice (or a later step typed in): back to the first step still open.
    step = firstIncompleteStep(steps, config);
    error = { title: 'Selecteer optie', message: `Kies eerst ${steps[step - 1]!.title}` };
  }
  const price = configuredPrice(def, steps, config);
  const variant = variantFor(product, config);
  return data(
    {
      def,
      steps,
      config,
      query,
      step,
      error,
      price,
      complete: orderComplete(steps, config),
      summary: summaryLines(steps, config),
      scene: sceneUrl(def, config),
      added: url.searchParams.get(ADDED_PARAM) === '1',
      product: { id: product.id, title: product.title, brand: product.brand.title, variantId: variant?.id ?? null },
      addError: null as { title: string; message: string } | null,
    },
    { status: error ? 400 : 200 },
  );
}

export async function configuratorAction({ request, params, context }: ActionFunctionArgs) {
  const shop = context.get(shopContext);
  const { def, product } = await definitionAndProduct(shop, params.product ?? DEFAULT_PRODUCT);
  const steps = visibleSteps(def);
  const form = await request.formData().catch(() => new FormData());
  const config = cleanConfiguration(steps, Object.fromEntries(form));
  const query = configQuery(steps, config);
  const incomplete = { title: 'Order niet compleet', message: 'Selecteer alle opties' };
  const variant = variantFor(product, config);
  if (!orderComplete(steps, config) || !variant) return data({ addError: incomplete }, { status: 400 });
  // What the browser could post as a price is never sent: the API computes it from the configuration.
  const price = configuredPrice(def, steps, config);
  const quoteId = await getQuoteId(request, shop);
  const session = await sessionStorage(shop).getSession(request.headers.get('Cookie'));
  try {
    const custom = {
      slug: def.code,
      boxconfig_id: configurationId(def.code, steps, config),
      special_price_incl: price,
      price,
      category: def.category,
      configuration: config,
    };
    const cart = await addToCart(shop.commerce, quoteId, { item_id: variant.id, quantity: 1, custom }, session.get('customerToken'));
    // docs/requirements/assistant-and-guided-selling.md#api Abandonment: a cart change (with consent; never awaited).
    void reportCart({ request, context: shop }, cart);
    const headers = new Headers();
    // A new cart of a logged-in customer is their account's (the API bound it): so is the cookie.
    if (cart.quote_id && cart.quote_id !== quoteId)
      headers.append('Set-Cookie', await setQuoteId(shop, cart.quote_id, { account: Boolean(session.get('customerToken')) }));
    const summary = steps.length;
    return redirect(`${stepHref(def, summary, query)}${query ? '&' : '?'}${ADDED_PARAM}=1`, { status: 303, headers });
  } catch (error) {
    if (isCommerceError(error) && error.status >= 400 && error.status < 500) {
      // docs/requirements/assistant-and-guided-selling.md#errors: a failed configurator add is logged; the shopper keeps the summary.
      log.warn('Configurator: toevoegen mislukt', error.message);
      return data({ addError: { title: 'Niet toegevoegd', message: error.message } }, { status: error.status === 409 ? 409 : 400 });
    }
    throw error;
  }
}
