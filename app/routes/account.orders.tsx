// /account/orders/ — all orders of the logged-in customer, newest first.
import { shopArgs } from '~/lib/context';
import type { LoaderFunctionArgs } from 'react-router';
import type { MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { AccountPage, accountMeta } from '~/components/account/account-page';
import { OrderList } from '~/components/account/orders';
import { asCustomer } from '~/lib/account.server';
import { customerApi } from '~/models/customer.server';

export const meta: MetaFunction = () => accountMeta('Mijn bestellingen');

export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = shopArgs(args);
  return asCustomer(request, context, (auth) => customerApi.orders(context.commerce, auth));
}

export default function OrdersPage() {
  const { orders } = useLoaderData<typeof loader>();
  return (
    <AccountPage title="Mijn bestellingen">
      <OrderList orders={orders} />
    </AccountPage>
  );
}
