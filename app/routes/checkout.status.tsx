// /checkout/status/{order}/ — where the PSP sends the shopper back. Paid goes to the thank-you page;
// open waits (refreshing itself, also without JS); failed, cancelled or expired offers to pay again.
import { redirect } from 'react-router';
import { Form, Link } from 'react-router';
import { loadOwnOrder } from './checkout.server';
import { CsrfField } from '~/components/ui/csrf-field';
import type { Route } from './+types/checkout.status';
import { shopContext } from '~/lib/context';

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: 'Status van je betaling | Slaapzaak' },
  { name: 'robots', content: 'noindex' },
  // While the payment is open the page looks again by itself, also without JavaScript.
  ...(data?.order.status === 'pending' ? [{ httpEquiv: 'refresh', content: '3' } as const] : []),
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const order = await loadOwnOrder(request, shop, params.order);
  if (order.status === 'paid' || order.status === 'shipped' || order.status === 'delivered') {
    throw redirect(`/checkout/thankyou?order=${order.order_number}`);
  }
  return { order };
}

export default function PaymentStatus({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  if (order.status === 'pending') {
    return (
      <section className="status-page">
        <h2>We wachten op je betaling</h2>
        <p aria-live="polite">
          Je bestelling <strong>{order.order_number}</strong> is geplaatst. Zodra je betaling binnen is, zie je hier de bevestiging. Deze
          pagina ververst vanzelf.
        </p>
        <Form method="post" action={`/checkout/betalen/${order.order_number}/`}>
          <CsrfField />
          <button type="submit" className="button button-secondary">
            Betaling afronden
          </button>
        </Form>
      </section>
    );
  }
  return (
    <section className="status-page">
      <p className="alert alert-danger" role="alert">
        {order.status === 'cancelled'
          ? `Je bestelling ${order.order_number} is geannuleerd en niet betaald.`
          : order.status === 'expired'
            ? `Je bestelling ${order.order_number} is verlopen: de betaling is niet op tijd afgerond. De artikelen zijn niet meer voor je gereserveerd.`
            : `De betaling is niet gelukt. Je bestelling ${order.order_number} is nog niet betaald.`}
      </p>
      <p>Je winkelwagen staat nog voor je klaar. Je kunt het opnieuw proberen, eventueel met een andere betaalmethode.</p>
      <div className="status-actions">
        <Form method="post" action={`/checkout/betalen/${order.order_number}/`}>
          <CsrfField />
          <button type="submit" className="button button-primary">
            Opnieuw betalen
          </button>
        </Form>
        <Link to="/cart/" className="button button-secondary">
          Naar je winkelwagen
        </Link>
      </div>
    </section>
  );
}
