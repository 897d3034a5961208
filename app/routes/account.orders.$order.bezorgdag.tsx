// /account/orders/{order}/bezorgdag/ — the logged-in customer moves or gives back the crew's delivery day of
// an own order until 48 hours before it (docs/decisions/0059, docs/decisions/0063). Another customer's order is a 404.
// Plain form posts; the form carries the version it was made with, so a double submit changes nothing twice.
import { data } from 'react-router';
import { AccountPage, accountMeta } from '~/components/account/account-page';
import { ErrorAlert, NoticeAlert } from '~/components/account/form-bits';
import { DeliveryChangeForms, deliveryChangeBody } from '~/components/account/delivery-change';
import { asCustomer, redirectWithNotice, takeNotice } from '~/lib/account.server';
import { readFormBody } from '~/lib/form-submission.server';
import { isCommerceError } from '~/models/client.server';
import { customerApi } from '~/models/customer.server';
import { isOrderNumber } from '#contract/rules/order-number';
import type { Route } from './+types/account.orders.$order.bezorgdag';
import { shopContext } from '~/lib/context';

export const meta: Route.MetaFunction = ({ loaderData: data }) =>
  accountMeta(data ? `Bezorgdag van bestelling ${data.delivery.order_number}` : 'Bezorgdag');

const orderRef = (params: { order?: string }) => {
  const ref = (params.order ?? '').toUpperCase();
  if (!isOrderNumber(ref)) throw data('Deze bestelling bestaat niet.', { status: 404 });
  return ref;
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const ref = orderRef(params);
  try {
    const { delivery } = await asCustomer(request, shop, (auth) => customerApi.deliveryChange(shop.commerce, auth, ref));
    const { notice, headers } = await takeNotice(request, shop);
    return data({ delivery, notice }, { headers });
  } catch (error) {
    if (isCommerceError(error) && error.status === 404) throw data('Deze bestelling bestaat niet.', { status: 404 });
    throw error;
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const ref = orderRef(params);
  const form = await readFormBody(request);
  const body = deliveryChangeBody(form);
  const values = { delivery_date: body.delivery_date, delivery_slot: body.delivery_slot };
  try {
    return await asCustomer(request, shop, async (auth) => {
      const done = await customerApi.changeDelivery(shop.commerce, auth, ref, body);
      return redirectWithNotice(shop, auth.session, `/account/orders/${ref}/bezorgdag/`, done.message);
    });
  } catch (error) {
    if (isCommerceError(error) && error.status === 404) throw data('Deze bestelling bestaat niet.', { status: 404 });
    if (isCommerceError(error) && error.status < 500) return data({ error: error.message, values }, { status: error.status });
    throw error;
  }
}

export default function DeliveryDayPage({ loaderData, actionData }: Route.ComponentProps) {
  const { delivery, notice } = loaderData;
  const failure = actionData;
  return (
    <AccountPage
      title={`Bezorgdag van bestelling ${delivery.order_number}`}
      parents={[
        { title: 'Mijn account', url: '/account/' },
        { title: 'Mijn bestellingen', url: '/account/orders/' },
        { title: `Bestelling ${delivery.order_number}`, url: `/account/orders/${delivery.order_number}/` },
      ]}
    >
      <NoticeAlert message={notice} autoHide={false} />
      <ErrorAlert message={failure?.error} />
      <DeliveryChangeForms delivery={delivery} typed={failure?.values} />
    </AccountPage>
  );
}
