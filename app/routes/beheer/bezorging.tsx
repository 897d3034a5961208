// /beheer/bezorging/ — "Bezorgplanning" (docs/decisions/0066): pick a region (postcode area such
// as NL10) and a week; a grid of days × ochtend/middag/avond with places and what is booked; a bulk edit
// (one number per part of day for the chosen days) and closing a day. Plain forms: works without JS.
import { data, Form, Link, useLocation } from 'react-router';
import { adminMeta, PageHeading } from '~/components/admin/bits';
import { ActionButton, AdminForm, BUTTON_FORM, ButtonProblem, Submit, useAdminForm, type AdminAnswer } from '~/components/admin/forms';
import { FilterSubmit } from '~/components/admin/filters';
import { FormField, firstError, formInstanceKey } from '~/components/ui/form-field';
import { backOfficeContext, type BackOfficeArgs } from '~/lib/admin/back-office.server';
import { apiRefusal, badInput, pageError, parseAdminForm, readFormBody } from '~/lib/admin/form.server';
import { redirectWithStaffNotice } from '~/lib/admin/staff-session.server';
import { pageUrl } from '~/lib/page-url';
import { deliveryPlanningApi, type PlanWeek } from '~/models/admin/delivery.server';
import { CapacityFormSchema, CloseDayFormSchema, DAY_PATTERN, regionParam } from '#contract/forms/delivery-planning';
import { PLANNING_MESSAGES } from '#contract/schemas/delivery-planning';
import type { Route } from './+types/bezorging';

export const meta: Route.MetaFunction = () => adminMeta('Bezorgplanning');

const SLOTS = [
  { slot: 'ochtend', label: 'Ochtend', hours: '8–12' },
  { slot: 'middag', label: 'Middag', hours: '12–17' },
  { slot: 'avond', label: 'Avond', hours: '17–21' },
] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { caller } = context.get(backOfficeContext);
  const params = pageUrl(request).searchParams;
  const typed = (params.get('regio') ?? '').slice(0, 20);
  const week = params.get('week') ?? undefined;
  if (!typed) return { typed, region: null, regionError: null, plan: null };
  const region = regionParam(typed);
  if (!region) return data({ typed, region: null, regionError: PLANNING_MESSAGES.region, plan: null }, { status: 400 });
  const plan = await deliveryPlanningApi.week(caller, region, week && DAY_PATTERN.test(week) ? week : undefined).catch(pageError);
  return { typed, region, regionError: null, plan };
}

/** "donderdag 17 december" for "2026-12-17". */
const dayText = (day: string) =>
  new Intl.DateTimeFormat('nl-NL', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );

const back = (region: string, week: string) => `/beheer/bezorging/?regio=${region}&week=${week}`;

export async function action({ request, params, context }: Route.ActionArgs) {
  const office: BackOfficeArgs = { request, params, ...context.get(backOfficeContext) };
  const form = await readFormBody(office.request);
  const week = String(form.get('week') ?? '');
  if (form.get('intent') === 'sluiten') {
    const submission = parseAdminForm(form, CloseDayFormSchema);
    if (submission.status !== 'success') return badInput(submission, BUTTON_FORM);
    const { regio, dag } = submission.value;
    try {
      await deliveryPlanningApi.closeDay(office.caller, regio, dag);
      return redirectWithStaffNotice(
        office.request,
        office.shop,
        back(regio, DAY_PATTERN.test(week) ? week : dag),
        `${regio}: ${dayText(dag)} is gesloten. De checkout biedt deze dag niet meer aan.`,
      );
    } catch (error) {
      return apiRefusal(error, submission, BUTTON_FORM);
    }
  }
  const submission = parseAdminForm(form, CapacityFormSchema);
  if (submission.status !== 'success') return badInput(submission, 'capaciteit');
  const { regio, dagen, ochtend, middag, avond } = submission.value;
  try {
    const { changed } = await deliveryPlanningApi.setCapacity(office.caller, { region: regio, days: dagen, ochtend, middag, avond });
    return redirectWithStaffNotice(
      office.request,
      office.shop,
      back(regio, DAY_PATTERN.test(week) ? week : dagen[0]!),
      changed.length === 0
        ? 'Er veranderde niets: de capaciteit stond al zo.'
        : `Capaciteit opgeslagen voor ${regio}: ${changed.length} ${changed.length === 1 ? 'dagdeel' : 'dagdelen'} gewijzigd.`,
    );
  } catch (error) {
    return apiRefusal(error, submission, 'capaciteit');
  }
}

export default function DeliveryPlanning({ loaderData, actionData }: Route.ComponentProps) {
  const { typed, region, regionError, plan } = loaderData;
  const answer = actionData;
  const location = useLocation();
  return (
    <>
      <PageHeading title="Bezorgplanning" />
      <p className="admin-muted">
        Per regio (de eerste twee cijfers van de postcode, bijvoorbeeld NL10) en dagdeel zet je hoeveel bezorgingen onze bezorgers
        aankunnen. Zonder planning geldt {plan?.default_capacity ?? 4} per dagdeel.
      </p>
      <Form method="get" className="admin-filters" aria-label="Regio en week kiezen">
        <div className="field">
          <label htmlFor="regio">Regio</label>
          <input
            id="regio"
            name="regio"
            key={region ?? typed}
            defaultValue={region ?? typed}
            placeholder="NL10"
            maxLength={6}
            required
            aria-invalid={regionError ? true : undefined}
            aria-describedby={regionError ? 'regio-error' : undefined}
          />
          {regionError ? (
            <p id="regio-error" className="field-error" role="alert">
              {regionError}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor="week">Week met de dag</label>
          <input id="week" name="week" type="date" defaultValue={plan?.week ?? ''} />
        </div>
        <FilterSubmit>Toon week</FilterSubmit>
      </Form>
      {plan ? (
        <div key={formInstanceKey(location.key, answer)}>
          <ButtonProblem answer={answer} />
          <WeekGrid plan={plan} />
          <BulkEdit plan={plan} answer={answer} />
        </div>
      ) : null}
    </>
  );
}

function WeekGrid({ plan }: { plan: PlanWeek }) {
  return (
    <section className="admin-section" aria-labelledby="grid-title">
      <div className="planning-weeknav">
        <h2 id="grid-title">
          {plan.region}, week van {plan.days[0]!.text}
        </h2>
        <p>
          <Link to={back(plan.region, plan.previous_week)}>← Vorige week</Link>
          {' · '}
          <Link to={back(plan.region, plan.next_week)}>Volgende week →</Link>
        </p>
      </div>
      <div className="admin-table-wrap planning-grid-wrap">
        <table className="planning-grid">
          <caption className="visually-hidden">Geboekt en plaatsen per dag en dagdeel</caption>
          <thead>
            <tr>
              <th scope="col">Dag</th>
              {SLOTS.map((s) => (
                <th scope="col" key={s.slot}>
                  {s.label} <span className="admin-muted">{s.hours}</span>
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">Acties</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {plan.days.map((d) => (
              <tr
                key={d.date}
                className={!d.delivery_day ? 'planning-off' : d.closed ? 'planning-closed' : d.past ? 'planning-past' : undefined}
              >
                <th scope="row">
                  <Link to={`/beheer/bezorging/${plan.region}/${d.date}/`}>{d.text}</Link>
                  {!d.delivery_day ? <span className="planning-note">Geen bezorgdag</span> : null}
                  {d.delivery_day && d.closed ? <span className="planning-note">Gesloten</span> : null}
                  {d.past ? <span className="planning-note">Voorbij</span> : null}
                </th>
                {d.slots.map((s) => (
                  <td
                    key={s.slot}
                    data-label={SLOTS.find((x) => x.slot === s.slot)?.label}
                    className={s.capacity > 0 && s.booked >= s.capacity ? 'planning-full' : undefined}
                  >
                    <span className="planning-cell">
                      <strong>{s.booked}</strong> van {s.capacity}
                    </span>
                    <span className="planning-cell-sub">
                      {s.capacity > 0 && s.booked >= s.capacity ? 'vol' : s.planned ? 'gepland' : 'standaard'}
                    </span>
                  </td>
                ))}
                <td className="planning-actions">
                  {d.delivery_day && !d.past && !d.closed ? (
                    <ActionButton intent="sluiten" fields={{ regio: plan.region, dag: d.date, week: plan.week }}>
                      Dag sluiten
                    </ActionButton>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="admin-muted">
        “3 van 4”: 3 bezorgingen geboekt, 4 plaatsen. Een dag met bezorgingen kun je niet sluiten en de capaciteit kan nooit lager dan wat
        al geboekt is.
      </p>
    </section>
  );
}

function BulkEdit({ plan, answer }: { plan: PlanWeek; answer?: AdminAnswer }) {
  const [form, fields] = useAdminForm('capaciteit', CapacityFormSchema, answer);
  const open = plan.days.filter((d) => d.delivery_day && !d.past);
  const posted = fields.dagen.initialValue;
  // Closed days are not ticked by default: the bulk edit would open them again.
  const chosen = new Set(
    Array.isArray(posted) ? posted : typeof posted === 'string' ? [posted] : open.filter((d) => !d.closed).map((d) => d.date),
  );
  const daysError = firstError(fields.dagen);
  return (
    <section className="admin-section" aria-labelledby="bulk-title">
      <h2 id="bulk-title">Capaciteit voor deze week zetten</h2>
      {open.length === 0 ? (
        <p>Deze week valt niets meer te plannen.</p>
      ) : (
        <AdminForm form={form} intent="capaciteit" className="planning-bulk">
          <input type="hidden" name="regio" value={plan.region} />
          <input type="hidden" name="week" value={plan.week} />
          <fieldset className="admin-choices" aria-describedby={daysError ? fields.dagen.errorId : undefined}>
            <legend>Dagen</legend>
            {open.map((d) => (
              <label key={d.date}>
                <input type="checkbox" name="dagen" value={d.date} defaultChecked={chosen.has(d.date)} /> {d.text}
              </label>
            ))}
            {daysError ? (
              <p id={fields.dagen.errorId} className="field-error" role="alert">
                {daysError}
              </p>
            ) : null}
          </fieldset>
          <div className="planning-numbers">
            {SLOTS.map((s) => (
              <FormField
                key={s.slot}
                meta={fields[s.slot]}
                label={`${s.label} (plaatsen)`}
                inputMode="numeric"
                maxLength={3}
                hint="Leeg: niet wijzigen"
              />
            ))}
          </div>
          <Submit>Opslaan voor de gekozen dagen</Submit>
        </AdminForm>
      )}
    </section>
  );
}
