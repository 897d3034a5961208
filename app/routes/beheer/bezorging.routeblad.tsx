// /beheer/bezorging/:regio/:dag/routeblad/ — the printable route sheet of a region's day (docs/decisions/0066,
// docs/decisions/0066): one table, by part of day then postcode, with address, phone, items, services
// and room for a signature. The print stylesheet leaves out the back office's bar, menu and buttons.
import { Link } from 'react-router';
import { adminMeta } from '~/components/admin/bits';
import { addressLine, itemLine, STOP_KIND, stopKey } from '~/components/admin/delivery-stop';
import { backOfficeContext, type BackOfficeArgs } from '~/lib/admin/back-office.server';
import { planningDay } from '~/lib/admin/delivery-planning.server';
import { pageError } from '~/lib/admin/form.server';
import { deliveryPlanningApi } from '~/models/admin/delivery.server';
import type { Route } from './+types/bezorging.routeblad';

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const d = loaderData as { list?: { region: string; day_text: string } } | undefined;
  return adminMeta(d?.list ? `Routeblad ${d.list.region}, ${d.list.day_text}` : 'Routeblad');
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const office: BackOfficeArgs = { request, params, ...context.get(backOfficeContext) };
  const { region, day } = planningDay(office);
  const list = await deliveryPlanningApi.day(office.caller, region, day).catch(pageError);
  // Only what the crew drives: delivered and not-at-home stops stay on the day list.
  return { list: { ...list, stops: list.stops.filter((s) => s.status === 'te-bezorgen') } };
}

export default function RouteSheet({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  return (
    <article className="route-sheet">
      <p className="admin-back no-print">
        <Link to={`/beheer/bezorging/${list.region}/${list.day}/`}>← Dagplanning</Link> · Druk deze pagina af met Ctrl+P (of ⌘P).
      </p>
      <h1>
        Routeblad {list.region} — {list.day_text}
      </h1>
      <p className="route-sheet-meta">
        {list.stops.length} {list.stops.length === 1 ? 'adres' : 'adressen'} · op dagdeel en postcode · Slaapzaak bezorgdienst, 020 - 123 45
        67
      </p>
      {list.stops.length === 0 ? (
        <p>Geen bezorgingen op deze dag.</p>
      ) : (
        <table className="route-table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Soort en dagdeel</th>
              <th scope="col">Adres</th>
              <th scope="col">Klant en telefoon</th>
              <th scope="col">Artikelen</th>
              <th scope="col">Diensten</th>
              <th scope="col">Paraaf</th>
            </tr>
          </thead>
          <tbody>
            {list.stops.map((stop, i) => (
              <tr key={stopKey(stop)} className={`route-stop-${stop.kind}`}>
                <td>{i + 1}</td>
                <td>
                  <strong>{STOP_KIND[stop.kind]}</strong>
                  <br />
                  {stop.slot_text}
                </td>
                <td>
                  <strong>{addressLine(stop)}</strong>
                </td>
                <td>
                  {stop.name}
                  <br />
                  {stop.phone}
                  <br />
                  <span className="route-number">
                    {stop.return_number ? `${stop.return_number} · ${stop.order_number}` : stop.order_number}
                  </span>
                </td>
                <td>
                  {stop.items.map((item, n) => (
                    <div key={n}>{itemLine(item)}</div>
                  ))}
                </td>
                <td>{stop.services.length ? stop.services.map((s) => s.title).join(', ') : '—'}</td>
                <td className="route-sign" />
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </article>
  );
}
