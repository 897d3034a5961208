// /account/orders/{order}/ — one order of the logged-in customer: lines, totals, addresses, status
// history and the invoice. Another customer's order is a 404, like one that does not exist.
import { data } from 'react-router';
import { Link } from 'react-router';
import { AccountPage, accountMeta } from '~/components/account/account-page';
import { AddressBlock, formatDate, OrderLines, StatusBadge, StatusHistory, TrackingBlock } from '~/components/account/orders';
import { asCustomer } from '~/lib/account.server';
import { OrderDeliveryNote } from '~/components/checkout/order-delivery-note';
import { isCommerceError } from '~/models/client.server';
import { customerApi } from '~/models/customer.server';
import { isOrderNumber } from '#contract/rules/order-number';
import type { Route } from './+types/account.orders.$order';
import { shopContext } from '~/lib/context';

export const meta: Route.MetaFunction = ({ loaderData: data }) => accountMeta(data ? `Bestelling ${data.order.number}` : 'Bestelling');

const PAYMENT_NAMES: Record<string, string> = {
  ideal: 'iDEAL | Wero',
  afterpay: 'Riverty',
  billink: 'Billink',
  in3: 'in3',
  alma: 'Alma',
  spraypay: 'SprayPay',
  creditcard: 'Creditcard',
  paypal: 'PayPal',
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const ref = (params.order ?? '').toUpperCase();
  if (!isOrderNumber(ref)) throw data('Deze bestelling bestaat niet.', { status: 404 });
  try {
    return await asCustomer(request, shop, (auth) => customerApi.order(shop.commerce, auth, ref));
  } catch (error) {
    if (isCommerceError(error) && error.status === 404) throw data('Deze bestelling bestaat niet.', { status: 404 });
    throw error;
  }
}

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  return (
    <AccountPage
      title={`Bestelling ${order.number}`}
      parents={[
        { title: 'Mijn account', url: '/account/' },
        { title: 'Mijn bestellingen', url: '/account/orders/' },
      ]}
    >
      <div className="order-head">
        <p>
          Besteld op {formatDate(order.created_at)} · betaald met {PAYMENT_NAMES[order.payment_method] ?? order.payment_method}
        </p>
        <StatusBadge status={order.status} />
      </div>
      <div className="order-actions">
        {order.invoice_available ? (
          <a className="button button-secondary" href={`/account/orders/${order.number}/invoice/`} download={`factuur-${order.number}.pdf`}>
            Factuur downloaden (PDF)
          </a>
        ) : (
          <p className="order-meta">De factuur is beschikbaar zodra je betaling binnen is.</p>
        )}
        {order.status === 'delivered' ? (
          <Link className="button button-secondary" to={`/account/orders/${order.number}/retour/`}>
            Artikelen retourneren
          </Link>
        ) : null}
        <Link to="/vloerkleed-retourneren/">Vloerkleed retourneren</Link>
      </div>
      <TrackingBlock tracking={order.tracking} />
      <OrderDeliveryNote delivery={order.delivery} />
      {order.delivery && order.status === 'paid' ? (
        <p className="order-actions">
          <Link to={`/account/orders/${order.number}/bezorgdag/`}>
            {order.delivery.waiting ? 'Nieuwe bezorgdag kiezen' : 'Bezorgdag wijzigen of vrijgeven'}
          </Link>
        </p>
      ) : null}
      <OrderLines order={order} />
      <div className="order-addresses">
        <AddressBlock title="Factuuradres" address={order.billing_address} />
        <AddressBlock title="Afleveradres" address={order.shipping_address} />
      </div>
      <StatusHistory history={order.history} />
    </AccountPage>
  );
}
