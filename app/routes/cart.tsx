import { keptInComponent, postedByFetcher } from '~/lib/fetcher-failures';
import { Link } from 'react-router';
import { CartLines } from '~/components/cart/cart-lines';
import { CartPromoBlock } from '~/components/cart/cart-promo';
import { CartSummary } from '~/components/cart/cart-summary';
import { DiscountForm } from '~/components/cart/discount-form';
import { FreeShippingProgress } from '~/components/cart/free-shipping-progress';
import { PaymentLogos } from '~/components/footer/payment-logos';
import { useRootData } from '~/lib/root-data';
import { LastViewedProducts } from '~/components/product-lists/lazy-last-viewed';
import { lastViewedTiles } from '~/lib/product-lists.server';
import { getCartPromo } from '~/models/content.server';
import catalogStyles from '~/styles/catalog.css?url';
import { cartAction, loadCart, type CartActionError } from './cart.server';
import type { Route } from './+types/cart';
import { shopContext } from '~/lib/context';

// The last-viewed strip shows catalogue tiles.
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: catalogStyles }];

export const meta: Route.MetaFunction = () => [{ title: 'Mijn Winkelwagen | Slaapzaak' }, { name: 'robots', content: 'noindex' }];

/** Said on /cart/ when the API cannot give the cart now (docs/decisions/0048). */
const CART_UNAVAILABLE =
  'Je winkelwagen kan nu niet worden geladen. Je producten blijven bewaard: vernieuw de pagina over een paar minuten.';

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  // docs/requirements/cart.md#errors "cart load … failures: logged only" (docs/decisions/0048): a cart the
  // API cannot give now is said on the page — not the error page, and not "empty" (it is not) —
  // and a promo block that cannot be had is left out. Both are logged.
  const [cart, lastViewed, promo] = await Promise.all([
    loadCart(request, shop).then(
      (found) => ({ found, failed: false }),
      (error: unknown) => {
        console.warn('Winkelwagen niet geladen', error instanceof Error ? error.message : error);
        return { found: null, failed: true };
      },
    ),
    lastViewedTiles(request, shop),
    getCartPromo(shop.commerce).catch((error: unknown) => {
      console.warn('Winkelwagen-actie niet geladen', error instanceof Error ? error.message : error);
      return null;
    }),
  ]);
  return { cart: cart.found, cartFailure: cart.failed ? CART_UNAVAILABLE : null, lastViewed, promo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  return cartAction(request, shop);
}

/** A fetcher's cart change (the quick view, the cart lines) that fails is answered to that component (docs/requirements/cart.md#errors). */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  if (!(await postedByFetcher(request))) return serverAction();
  return keptInComponent('Winkelwagen bijwerken', () => serverAction(), {
    error: 'Het is niet gelukt je winkelwagen bij te werken. Probeer het over een paar minuten opnieuw.',
    field: '',
    intent: '',
    values: {},
  } satisfies CartActionError);
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { cart, cartFailure, promo } = loaderData;
  const root = useRootData();
  const error = actionData && 'error' in actionData ? actionData : undefined;

  if (cartFailure) {
    return (
      <section className="cart-empty">
        <p className="alert alert-danger" role="alert">
          {cartFailure}
        </p>
        <Link to="/" className="button button-primary">
          Verder winkelen
        </Link>
      </section>
    );
  }
  if (!cart || cart.items.length === 0) {
    return (
      <section className="cart-empty">
        {error ? (
          <p className="alert alert-danger" role="alert">
            {error.error}
          </p>
        ) : null}
        <h2>Je winkelwagen is leeg</h2>
        <p>Ontdek onze dekbedovertrekken, hoeslakens en kussens: voor 23:59 besteld, morgen in huis.</p>
        <Link to="/" className="button button-primary">
          Verder winkelen
        </Link>
        <LastViewedProducts eager={2} />
      </section>
    );
  }
  return (
    <div className="cart-page">
      <div className="cart-main">
        {error && error.intent !== 'apply-discount' ? (
          <p className="alert alert-danger" role="alert">
            {error.error}
          </p>
        ) : null}
        <FreeShippingProgress progress={cart.totals.free_shipping_progress} />
        <CartPromoBlock promo={promo} progress={cart.totals.promo_progress} appliedCode={cart.applied_code} />
        <CartLines lines={cart.items} />
        <LastViewedProducts eager={2} />
      </div>
      <aside className="cart-side" aria-label="Overzicht">
        <DiscountForm appliedCode={cart.applied_code} error={error?.intent === 'apply-discount' ? error : undefined} />
        <CartSummary totals={cart.totals} appliedCode={cart.applied_code} />
        <Link to="/checkout/address-details/" className="button button-primary button-block">
          Verder naar bestellen
        </Link>
        {root ? <PaymentLogos methods={root.frame.footer.paymentMethods} /> : null}
      </aside>
    </div>
  );
}
