// /account/ — the dashboard: a greeting, the latest orders and the way to the other account pages.
import { data } from 'react-router';
import { Link } from 'react-router';
import { accountMeta } from '~/components/account/account-page';
import { NoticeAlert } from '~/components/account/form-bits';
import { OrderList } from '~/components/account/orders';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { asCustomer, takeNotice } from '~/lib/account.server';
import { customerApi } from '~/models/customer.server';
import type { Route } from './+types/account._index';
import { shopContext } from '~/lib/context';

export const meta: Route.MetaFunction = () => accountMeta('Mijn account');

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const [{ customer }, { orders }] = await asCustomer(request, shop, (auth) =>
    Promise.all([customerApi.get(shop.commerce, auth), customerApi.orders(shop.commerce, auth)]),
  );
  const { notice, headers } = await takeNotice(request, shop);
  return data({ customer, orders: orders.slice(0, 3), orderCount: orders.length, notice }, { headers });
}

export default function AccountDashboard({ loaderData }: Route.ComponentProps) {
  const { customer, orders, orderCount, notice } = loaderData;
  return (
    <div className="account-page">
      <Breadcrumbs
        items={[
          { title: 'Home', url: '/' },
          { title: 'Mijn account', url: '' },
        ]}
      />
      <h1>Hallo {customer.first_name}!</h1>
      <NoticeAlert message={notice} />
      <p className="account-intro">Welkom in je account. Hier vind je je bestellingen, facturen en gegevens.</p>
      <section className="account-section" aria-labelledby="recent-orders">
        <div className="section-head">
          <h2 id="recent-orders">Recente bestellingen</h2>
          {orderCount > orders.length ? <Link to="/account/orders/">Alle bestellingen ({orderCount})</Link> : null}
        </div>
        <OrderList orders={orders} />
      </section>
      <section className="account-section account-tiles" aria-label="Mijn gegevens">
        <Link to="/account/information/" className="account-tile">
          <strong>Accountinformatie</strong>
          <span>
            {customer.first_name} {customer.last_name}
            <br />
            {customer.email}
          </span>
        </Link>
        <Link to="/account/billing-address/" className="account-tile">
          <strong>Factuuradres</strong>
          <span>Waar we de factuur op zetten</span>
        </Link>
        <Link to="/account/shipping-address/" className="account-tile">
          <strong>Afleveradres</strong>
          <span>Waar we je bestelling bezorgen</span>
        </Link>
        <Link to="/account/subscription/" className="account-tile">
          <strong>Nieuwsbrieven</strong>
          <span>Aanbiedingen en slaaptips in je mail</span>
        </Link>
      </section>
    </div>
  );
}
