// /account/orders/ — all orders of the logged-in customer, newest first.
import { AccountPage, accountMeta } from '~/components/account/account-page';
import { OrderList } from '~/components/account/orders';
import { asCustomer } from '~/lib/account.server';
import { customerApi } from '~/models/customer.server';
import type { Route } from './+types/account.orders';
import { shopContext } from '~/lib/context';

export const meta: Route.MetaFunction = () => accountMeta('Mijn bestellingen');

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  return asCustomer(request, shop, (auth) => customerApi.orders(shop.commerce, auth));
}

export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const { orders } = loaderData;
  return (
    <AccountPage title="Mijn bestellingen">
      <OrderList orders={orders} />
    </AccountPage>
  );
}
