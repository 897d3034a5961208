// /checkout/thankyou?order=DKBD… — the confirmation, with the purchase event sent once per order,
// and for a guest order the offer of an account (./checkout-account.server.ts).
import { OrderDeliveryNote } from '~/components/checkout/order-delivery-note';
import { data } from 'react-router';
import { Link } from 'react-router';
import { AccountAfterOrder } from '~/components/checkout/account-after-order';
import { useEffect } from 'react';
import { pushEcommerce } from '~/lib/analytics';
import { formatPrice } from '~/lib/money';
import { loadOwnOrder } from './checkout.server';
import { accountOffer, createAccountAfterOrder, thankYouOrderNumber } from './checkout-account.server';
import type { Route } from './+types/checkout.thankyou';
import { shopContext } from '~/lib/context';

export const meta: Route.MetaFunction = () => [{ title: 'Bedankt voor je bestelling | Slaapzaak' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const order = await loadOwnOrder(request, shop, thankYouOrderNumber(request));
  const { offer, headers } = await accountOffer(request, shop, order.order_number);
  return data({ order, account: offer }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  return createAccountAfterOrder(request, shop);
}

export default function ThankYou({ loaderData, actionData }: Route.ComponentProps) {
  const { order, account } = loaderData;
  const answer = actionData;
  const paid = order.status === 'paid' || order.status === 'shipped' || order.status === 'delivered';
  useEffect(() => {
    const key = `purchase:${order.order_number}`;
    if (!paid || localStorage.getItem(key)) return;
    localStorage.setItem(key, '1');
    pushEcommerce('purchase', {
      transaction_id: order.order_number,
      value: order.totals.grand_total,
      shipping: order.totals.shipping_costs / 100,
      items: order.lines.map((l, index) => ({
        item_id: String(l.product_id),
        item_name: l.title,
        item_variant: l.options.join(' '),
        price: l.unit_price,
        quantity: l.quantity,
        index,
      })),
    });
  }, [order, paid]);
  const s = order.shipping_address;
  return (
    <section className="thankyou">
      <h2>Bedankt voor je bestelling, {order.customer.first_name}!</h2>
      <p className="order-number">
        Je bestelnummer is <strong>{order.order_number}</strong>
      </p>
      <p>
        {paid ? 'We hebben je betaling ontvangen.' : 'We verwerken je betaling.'} Je ontvangt een bevestiging op{' '}
        <strong>{order.email}</strong>.
      </p>
      <h3>Wat gebeurt er nu?</h3>
      <ol className="next-steps">
        <li>We pakken je bestelling vandaag nog in.</li>
        <li>Je krijgt een e-mail met de track & trace zodra je pakket onderweg is.</li>
        <li>
          We bezorgen op {s.street} {s.house_number}
          {s.extension ? ` ${s.extension}` : ''}, {s.zipcode} {s.city}.
        </li>
      </ol>
      <OrderDeliveryNote delivery={order.delivery} />
      <h3>Je bestelling</h3>
      <ul className="summary-lines">
        {order.lines.map((l) => (
          <li key={`${l.variant_id}-${l.title}`}>
            {l.quantity} × {l.title} <span>{formatPrice(l.row_total)}</span>
          </li>
        ))}
      </ul>
      <p className="cart-total">
        Totaal <strong>{formatPrice(order.totals.grand_total)}</strong>
      </p>
      <AccountAfterOrder offer={account} email={order.email} answer={answer} />
      <Link to="/" className="button button-primary">
        Verder winkelen
      </Link>
    </section>
  );
}
