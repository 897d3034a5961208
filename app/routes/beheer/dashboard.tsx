// /beheer/ — today's and this week's orders and revenue, orders waiting to ship, open returns and
// low stock: counted by the API at the moment of asking.
import { Link } from 'react-router';
import { adminMeta, Money, PageHeading, When } from '~/components/admin/bits';
import { dashboardApi } from '~/models/admin/office.server';
import type { Route } from './+types/dashboard';
import { backOfficeContext } from '~/lib/admin/back-office.server';

export const meta: Route.MetaFunction = () => adminMeta('Overzicht');

export async function loader({ context }: Route.LoaderArgs) {
  const { caller } = context.get(backOfficeContext);
  return { numbers: await dashboardApi.get(caller) };
}

function Stat({ label, value, detail, to }: { label: string; value: React.ReactNode; detail?: React.ReactNode; to?: string }) {
  return (
    <div className="admin-stat">
      <dt>{label}</dt>
      <dd>
        <span className="admin-stat-value">{value}</span>
        {detail ? <span className="admin-stat-detail">{detail}</span> : null}
        {to ? (
          <Link to={to} className="admin-stat-link">
            Bekijken
          </Link>
        ) : null}
      </dd>
    </div>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { numbers: n } = loaderData;
  return (
    <>
      <PageHeading title="Overzicht">
        <p className="admin-muted">
          Stand van <When at={n.at} />
        </p>
      </PageHeading>
      <dl className="admin-stats">
        <Stat label="Bestellingen vandaag" value={n.orders_today} detail={<Money cents={n.revenue_today} />} to="/beheer/bestellingen/" />
        <Stat label="Bestellingen deze week" value={n.orders_week} detail={<Money cents={n.revenue_week} />} />
        <Stat label="Te verzenden" value={n.waiting_to_ship} detail="betaald, nog niet verzonden" to="/beheer/bestellingen/?status=paid" />
        <Stat label="Open retouren" value={n.open_returns} to="/beheer/retouren/" />
        <Stat
          label="Weinig voorraad"
          value={n.low_stock}
          detail={`varianten met ${n.low_stock_threshold} of minder`}
          to={`/beheer/voorraad/?drempel=${n.low_stock_threshold}`}
        />
      </dl>
      <p className="admin-muted">
        Omzet telt betaalde, verzonden en bezorgde bestellingen, min terugbetalingen. De week begint op maandag.
      </p>
    </>
  );
}
