// /beheer/bezorging/:regio/:dag/ — the day list of one region (docs/decisions/0066): each booked
// order with number, customer, address, phone, part of day, services and items, by part of day then
// postcode; "Bezorgd" (delivered_at once) and "Niet thuis" (the place back once, the customer mailed a link
// to pick a new day). Plain one-button forms: works without JS. The route sheet is routeblad/.
import { Link } from 'react-router';
import { adminMeta, PageHeading } from '~/components/admin/bits';
import { ActionButton, BUTTON_FORM, ButtonProblem } from '~/components/admin/forms';
import { backOfficeContext, type BackOfficeArgs } from '~/lib/admin/back-office.server';
import { planningDay } from '~/lib/admin/delivery-planning.server';
import { addressLine, itemLine, STOP_KIND, stopKey, stopStatusText } from '~/components/admin/delivery-stop';
import { apiRefusal, badInput, pageError, parseAdminForm, readFormBody } from '~/lib/admin/form.server';
import { redirectWithStaffNotice } from '~/lib/admin/staff-session.server';
import { deliveryPlanningApi } from '~/models/admin/delivery.server';
import { MarkFormSchema } from '#contract/forms/delivery-planning';
import type { Route } from './+types/bezorging.dag';

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const d = loaderData as { list?: { region: string; day_text: string } } | undefined;
  return adminMeta(d?.list ? `Dagplanning ${d.list.region}, ${d.list.day_text}` : 'Dagplanning');
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const office: BackOfficeArgs = { request, params, ...context.get(backOfficeContext) };
  const { region, day } = planningDay(office);
  const list = await deliveryPlanningApi.day(office.caller, region, day).catch(pageError);
  return { list };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const office: BackOfficeArgs = { request, params, ...context.get(backOfficeContext) };
  const { region, day } = planningDay(office);
  const form = await readFormBody(office.request);
  const submission = parseAdminForm(form, MarkFormSchema);
  if (submission.status !== 'success') return badInput(submission, BUTTON_FORM);
  const { intent, bestelling } = submission.value;
  try {
    const done =
      intent === 'bezorgd'
        ? await deliveryPlanningApi.delivered(office.caller, bestelling, region, day)
        : await deliveryPlanningApi.notHome(office.caller, bestelling, region, day);
    const notice =
      intent === 'bezorgd'
        ? done.changed
          ? `${bestelling} is bezorgd. De bedenktijd en proefnachten lopen vanaf nu.`
          : `${bestelling} stond al als bezorgd.`
        : done.changed
          ? `${bestelling}: niet thuis. De plaats is vrijgegeven en de klant krijgt een mail om een nieuwe dag te kiezen.`
          : `${bestelling} stond al als niet thuis.`;
    return redirectWithStaffNotice(office.request, office.shop, `/beheer/bezorging/${region}/${day}/`, notice);
  } catch (error) {
    return apiRefusal(error, submission, BUTTON_FORM);
  }
}

export default function DayListPage({ loaderData, actionData }: Route.ComponentProps) {
  const { list } = loaderData;
  const answer = actionData;
  const open = list.stops.filter((s) => s.kind === 'bezorgen' && s.status === 'te-bezorgen').length;
  const deliveries = list.stops.filter((s) => s.kind === 'bezorgen').length;
  const pickups = list.stops.length - deliveries;
  return (
    <>
      <p className="admin-back">
        <Link to={`/beheer/bezorging/?regio=${list.region}&week=${list.day}`}>← Bezorgplanning {list.region}</Link>
      </p>
      <PageHeading title={`Dagplanning ${list.region}, ${list.day_text}`}>
        <Link to={`/beheer/bezorging/${list.region}/${list.day}/routeblad/`} className="button button-secondary button-small">
          Routeblad afdrukken
        </Link>
      </PageHeading>
      <p className="admin-muted">
        {list.stops.length === 0
          ? 'Op deze dag staan geen bezorgingen in deze regio.'
          : `${deliveries} ${deliveries === 1 ? 'bezorging' : 'bezorgingen'}, nog ${open} te bezorgen${
              pickups ? `; ${pickups} ${pickups === 1 ? 'ophaling' : 'ophalingen'}` : ''
            }. Op dagdeel en postcode.`}
      </p>
      <ButtonProblem answer={answer} />
      <ol className="planning-stops">
        {list.stops.map((stop) => (
          <li key={stopKey(stop)} className={`planning-stop planning-stop-${stop.status} planning-stop-${stop.kind}`}>
            <div className="planning-stop-head">
              <h2>
                <span className={`planning-kind planning-kind-${stop.kind}`}>{STOP_KIND[stop.kind]}</span>{' '}
                {stop.return_number ? `${stop.return_number} · ` : null}
                <Link to={`/beheer/bestellingen/${stop.order_number}/`}>{stop.order_number}</Link> · {stop.slot_text}
              </h2>
              <span className={`badge planning-badge-${stop.status}`}>{stopStatusText(stop)}</span>
            </div>
            <dl className="planning-facts">
              <dt>Klant</dt>
              <dd>{stop.name}</dd>
              <dt>Adres</dt>
              <dd>{addressLine(stop)}</dd>
              <dt>Telefoon</dt>
              <dd>{stop.phone ? <a href={`tel:${stop.phone.replace(/[^\d+]/g, '')}`}>{stop.phone}</a> : '—'}</dd>
              <dt>{stop.kind === 'ophalen' ? 'Ophalen' : 'Artikelen'}</dt>
              <dd>
                <ul>
                  {stop.items.map((item, i) => (
                    <li key={i}>{itemLine(item)}</li>
                  ))}
                </ul>
              </dd>
              <dt>Diensten</dt>
              <dd>{stop.services.length ? stop.services.map((s) => s.title).join(', ') : 'Geen'}</dd>
            </dl>
            {stop.kind === 'ophalen' ? (
              stop.status === 'te-bezorgen' ? (
                <p className="admin-muted">
                  Afmelden als opgehaald bij <Link to="/beheer/klantretouren/">klantretour {stop.return_number}</Link> (daar wordt eenmalig
                  terugbetaald).
                </p>
              ) : null
            ) : stop.status === 'te-bezorgen' ? (
              <div className="admin-row-actions">
                <ActionButton intent="bezorgd" fields={{ bestelling: stop.order_number }} variant="primary">
                  Bezorgd
                </ActionButton>
                <ActionButton intent="niet-thuis" fields={{ bestelling: stop.order_number }}>
                  Niet thuis
                </ActionButton>
              </div>
            ) : stop.status === 'niet-thuis' ? (
              <p className="admin-muted">De klant kiest een nieuwe dag via de link in de mail.</p>
            ) : null}
          </li>
        ))}
      </ol>
    </>
  );
}
