// /account/orders/{order}/proefslapen/ — a trial-nights return of the logged-in customer's own order
// (docs/decisions/0064, docs/decisions/0065): after the minimum of nights slept and within the trial, the customer
// chooses the lines and a reason, and for a mattress or topper a day and part of day the crew picks it
// up (the checkout's list of crew days, with the places left in their region); small items go back as a
// parcel with a label. Staff mark the pickup done, which refunds what was paid. Plain form posts.
import { data } from 'react-router';
import { Form, Link } from 'react-router';
import { AccountPage, accountMeta } from '~/components/account/account-page';
import { ErrorAlert, NoticeAlert, SubmitButton } from '~/components/account/form-bits';
import { formatDate } from '~/components/account/orders';
import { DeliveryDays } from '~/components/checkout/delivery-days';
import { CsrfField } from '~/components/ui/csrf-field';
import { asCustomer, redirectWithNotice, takeNotice } from '~/lib/account.server';
import { readFormBody } from '~/lib/form-submission.server';
import { isCommerceError } from '~/models/client.server';
import { customerApi } from '~/models/customer.server';
import { RETURN_REASONS, TrialReturnSchema } from '#contract/forms/customer-return';
import { isOrderNumber } from '#contract/rules/order-number';
import type { Route } from './+types/account.orders.$order.proefslapen';
import { shopContext } from '~/lib/context';

export const meta: Route.MetaFunction = ({ loaderData: data }) =>
  accountMeta(data ? `Proefslapen: retourneren uit bestelling ${data.overview.order_number}` : 'Proefslapen: retourneren');

const STATUS_WORDS: Record<string, string> = {
  aangemeld: 'Aangemeld',
  onderweg: 'Onderweg',
  ontvangen: 'Ontvangen',
  terugbetaald: 'Terugbetaald',
  afgewezen: 'Afgewezen',
};

const orderRef = (params: { order?: string }) => {
  const ref = (params.order ?? '').toUpperCase();
  if (!isOrderNumber(ref)) throw data('Deze bestelling bestaat niet.', { status: 404 });
  return ref;
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const ref = orderRef(params);
  try {
    const { overview } = await asCustomer(request, shop, (auth) => customerApi.trialReturnOverview(shop.commerce, auth, ref));
    const { notice, headers } = await takeNotice(request, shop);
    // A fresh id per page: the same form posted twice is one return.
    return data({ overview, notice, requestId: crypto.randomUUID() }, { headers });
  } catch (error) {
    if (isCommerceError(error) && error.status === 404) throw data('Deze bestelling bestaat niet.', { status: 404 });
    throw error;
  }
}

interface Failure {
  error: string;
  values: Record<string, string>;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const ref = orderRef(params);
  const form = await readFormBody(request);
  const back = `/account/orders/${ref}/proefslapen/`;
  const values: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === 'string' && k !== '_csrf') values[k] = v.slice(0, 600);
  const fail = (status: number, error: string) => data<Failure>({ error, values }, { status });
  const lines = [...form.keys()]
    .filter((k) => /^qty_\d{1,10}$/.test(k))
    .map((k) => ({ line_id: Number(k.slice(4)), quantity: Number(form.get(k)) }));
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' && value ? value.slice(0, 10) : undefined;
  };
  const parsed = TrialReturnSchema.safeParse({
    request_id: form.get('request_id') ?? undefined,
    reason: form.get('reason') ?? undefined,
    note: form.get('note') ?? undefined,
    lines,
    pickup_date: text('delivery_date'),
    pickup_slot: text('delivery_slot'),
  });
  if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? 'Controleer je keuze.');
  try {
    return await asCustomer(request, shop, async (auth) => {
      const made = await customerApi.startTrialReturn(shop.commerce, auth, ref, parsed.data);
      return redirectWithNotice(shop, auth.session, back, made.message);
    });
  } catch (error) {
    if (isCommerceError(error) && error.status < 500) return fail(error.status, error.message);
    throw error;
  }
}

export default function TrialReturnPage({ loaderData, actionData }: Route.ComponentProps) {
  const { overview, notice, requestId } = loaderData;
  const failure = actionData;
  const typed = failure?.values ?? {};
  const open = overview.lines.filter((l) => l.state === 'open' && l.returnable > 0);
  // With a pillow beside the mattress, a return of only the pillow needs no day: the day is not required then.
  const parcelToo = open.some((l) => l.pickup !== 'crew');
  return (
    <AccountPage
      title={`Proefslapen: retourneren uit bestelling ${overview.order_number}`}
      parents={[
        { title: 'Mijn account', url: '/account/' },
        { title: 'Mijn bestellingen', url: '/account/orders/' },
        { title: `Bestelling ${overview.order_number}`, url: `/account/orders/${overview.order_number}/` },
      ]}
    >
      <NoticeAlert message={notice} autoHide={false} />
      <ErrorAlert message={failure?.error} />
      <section className="return-terms" aria-labelledby="trial-terms">
        <h2 id="trial-terms">Zo werkt proefslapen</h2>
        <p>
          Slaap thuis op je matras, topper of kussen. Ben je na de minimale proefnachten niet tevreden, dan meld je hier je retour aan
          voordat de proefnachten om zijn. Een matras of topper halen onze bezorgers bij je op, op een dag en dagdeel die jij kiest; een
          kussen stuur je als pakket terug met het retourlabel. Zodra het is opgehaald, betalen we automatisch terug wat je ervoor betaalde
          (met je korting verrekend).
        </p>
      </section>
      {overview.returns.length > 0 ? (
        <section aria-labelledby="my-trial-returns">
          <h2 id="my-trial-returns">Je proefslaapretouren</h2>
          <ul className="return-list">
            {overview.returns.map((r) => (
              <li key={r.number} className="return-item">
                <p>
                  <strong>Retour {r.number}</strong> ·{' '}
                  <span className={`badge return-status-${r.status}`}>{STATUS_WORDS[r.status] ?? r.status}</span> · aangemeld op{' '}
                  {formatDate(r.created_at)}
                </p>
                <ul>
                  {r.lines.map((l) => (
                    <li key={l.line_id}>
                      {l.quantity} × {l.title}
                    </li>
                  ))}
                </ul>
                {r.pickup?.method === 'crew' && r.status !== 'afgewezen' ? (
                  <p>
                    {r.picked_up_at ? 'Opgehaald op ' + formatDate(r.picked_up_at) : `Ophalen: ${r.pickup.day_text}, ${r.pickup.slot_text}`}
                  </p>
                ) : null}
                {r.pickup?.method === 'parcel' && r.status !== 'terugbetaald' && r.status !== 'afgewezen' ? (
                  <p>
                    <a href={`/account/retouren/${r.number}/label/`} download={`retourlabel-${r.number}.pdf`}>
                      Retourlabel {r.number} downloaden (PDF)
                    </a>
                  </p>
                ) : null}
                {r.status === 'afgewezen' && r.rejection_reason ? (
                  <p className="return-rejected">Afgewezen: {r.rejection_reason}. Vragen? Neem contact op met de klantenservice.</p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {overview.lines
        .filter((l) => l.state !== 'open')
        .map((l) => (
          <p key={l.line_id} className="alert alert-info">
            {l.note}
          </p>
        ))}
      {open.length > 0 ? (
        <section aria-labelledby="new-trial-return">
          <h2 id="new-trial-return">Retour aanmelden</h2>
          <Form method="post" className="account-form return-form">
            <CsrfField />
            <input type="hidden" name="request_id" value={typed.request_id ?? requestId} />
            <fieldset className="trial-return-lines">
              <legend>Wat wil je retourneren?</legend>
              {open.map((line) => (
                <div key={line.line_id} className="form-group">
                  <label htmlFor={`qty_${line.line_id}`}>
                    {line.title}{' '}
                    <span className="order-meta">
                      (nog {line.nights_left} {line.nights_left === 1 ? 'nacht' : 'nachten'};{' '}
                      {line.pickup === 'crew' ? 'wij halen het op' : 'als pakket terugsturen'})
                    </span>
                  </label>
                  <select
                    id={`qty_${line.line_id}`}
                    name={`qty_${line.line_id}`}
                    className="form-control"
                    defaultValue={typed[`qty_${line.line_id}`] ?? (open.length === 1 && line.returnable === 1 ? '1' : '0')}
                  >
                    {Array.from({ length: line.returnable + 1 }, (_, n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                </div>
              ))}
            </fieldset>
            <fieldset>
              <legend>Waarom past het niet bij je?</legend>
              {Object.entries(RETURN_REASONS).map(([value, label]) => (
                <label key={value} className="radio">
                  <input type="radio" name="reason" value={value} defaultChecked={typed.reason === value} required /> {label}
                </label>
              ))}
            </fieldset>
            <div className="form-group">
              <label htmlFor="note">Toelichting (niet verplicht)</label>
              <textarea id="note" name="note" rows={3} maxLength={500} className="form-control" defaultValue={typed.note ?? ''} />
            </div>
            {overview.offer && open.some((l) => l.pickup === 'crew') ? (
              <fieldset className="option-list delivery-choice">
                <legend>
                  {parcelToo
                    ? 'Ophaaldag (alleen nodig als je een matras of topper retourneert: onze bezorgers halen het op)'
                    : 'Ophaaldag (onze bezorgers halen je matras of topper op)'}
                </legend>
                <DeliveryDays
                  offer={overview.offer}
                  selected={{ date: typed.delivery_date, slot: typed.delivery_slot }}
                  required={!parcelToo}
                />
              </fieldset>
            ) : open.some((l) => l.pickup === 'crew') ? (
              <p className="alert alert-warning" role="status">
                Er is nu geen ophaaldag te kiezen voor een matras of topper. Bel ons op 020 - 123 45 67, dan plannen we het ophalen samen.
              </p>
            ) : null}
            <SubmitButton busyText="Bezig met aanmelden…">Proefslaapretour aanmelden</SubmitButton>
          </Form>
        </section>
      ) : overview.lines.every((l) => l.state !== 'open') ? null : (
        <p>Alles uit deze bestelling is al aangemeld voor retour.</p>
      )}
      <p>
        <Link to={`/account/orders/${overview.order_number}/`}>Terug naar de bestelling</Link>
      </p>
    </AccountPage>
  );
}
