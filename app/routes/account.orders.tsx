// /account/orders/ — all orders of the logged-in customer, newest first.
import type { LoaderFunctionArgs } from '@remix-run/server-runtime';
import type { MetaFunction } from '@remix-run/react';
import { useLoaderData } from '@remix-run/react';
import { AccountPage, accountMeta } from '~/components/account/account-page';
import { OrderList } from '~/components/account/orders';
import { asCustomer } from '~/lib/account.server';
import { customerApi } from '~/models/customer.server';

export const meta: MetaFunction = () => accountMeta('Mijn bestellingen');

export async function loader({ request, context }: LoaderFunctionArgs) {
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
