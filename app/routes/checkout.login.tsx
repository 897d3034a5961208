// /checkout/checkout-login/ — log in or continue as a guest.
import { Link } from 'react-router';
import { requireCheckout } from './checkout.server';
import type { Route } from './+types/checkout.login';
import { shopContext } from '~/lib/context';

export const meta: Route.MetaFunction = () => [
  { title: 'Inloggen of als gast bestellen | Slaapzaak' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  await requireCheckout(request, shop);
  return null;
}

export default function CheckoutLogin() {
  return (
    <div className="checkout-login">
      <section className="review-block">
        <h2>Ik ben al klant</h2>
        <p>Log in, dan vullen we je gegevens alvast in.</p>
        <Link to="/account/login/?redirectTo=%2Fcheckout%2Faddress-details%2F" className="button button-primary">
          Inloggen
        </Link>
      </section>
      <section className="review-block">
        <h2>Bestellen als gast</h2>
        <p>Geen account nodig. Je kunt er na het bestellen alsnog een aanmaken.</p>
        <Link to="/checkout/address-details/" className="button button-secondary">
          Als gast bestellen
        </Link>
      </section>
    </div>
  );
}
