// /account/orders/{order}/retour/ — a self-service return of the logged-in customer's own delivered
// order (docs/decisions/0057): the 14-day legal withdrawal right and the shop's 30-day promise,
// per line a quantity (at most what can still be returned), a reason; then the return number, its
// status and the label (PDF with a QR code). Plain form posts; JavaScript adds nothing it needs.
import { data } from 'react-router';
import { Form, Link } from 'react-router';
import { AccountPage, accountMeta } from '~/components/account/account-page';
import { ErrorAlert, NoticeAlert, SubmitButton } from '~/components/account/form-bits';
import { formatDate } from '~/components/account/orders';
import { CsrfField } from '~/components/ui/csrf-field';
import { asCustomer, redirectWithNotice, takeNotice } from '~/lib/account.server';
import { readFormBody } from '~/lib/form-submission.server';
import { isCommerceError } from '~/models/client.server';
import { customerApi } from '~/models/customer.server';
import { CustomerReturnSchema, RETURN_REASONS } from '#contract/forms/customer-return';
import { isOrderNumber, isReturnNumber } from '#contract/rules/order-number';
import type { Route } from './+types/account.orders.$order.retour';
import { shopContext } from '~/lib/context';

export const meta: Route.MetaFunction = ({ loaderData: data }) =>
  accountMeta(data ? `Retourneren uit bestelling ${data.overview.order_number}` : 'Retourneren');

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
    const { overview } = await asCustomer(request, shop, (auth) => customerApi.returnOverview(shop.commerce, auth, ref));
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
  const back = `/account/orders/${ref}/retour/`;
  const values: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === 'string' && k !== '_csrf') values[k] = v.slice(0, 600);
  const fail = (status: number, error: string) => data<Failure>({ error, values }, { status });
  if (form.get('intent') === 'sent') {
    const number = String(form.get('number') ?? '').toUpperCase();
    if (!isReturnNumber(number)) return fail(400, 'Deze retour bestaat niet.');
    try {
      return await asCustomer(request, shop, async (auth) => {
        await customerApi.returnSent(shop.commerce, auth, number);
        return redirectWithNotice(shop, auth.session, back, `Retour ${number} staat op onderweg.`);
      });
    } catch (error) {
      if (isCommerceError(error) && error.status < 500) return fail(error.status, error.message);
      throw error;
    }
  }
  const lines = [...form.keys()]
    .filter((k) => /^qty_\d{1,10}$/.test(k))
    .map((k) => ({ line_id: Number(k.slice(4)), quantity: Number(form.get(k)) }));
  const parsed = CustomerReturnSchema.safeParse({
    request_id: form.get('request_id') ?? undefined,
    reason: form.get('reason') ?? undefined,
    note: form.get('note') ?? undefined,
    lines,
  });
  if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? 'Controleer je keuze.');
  try {
    return await asCustomer(request, shop, async (auth) => {
      const made = await customerApi.startReturn(shop.commerce, auth, ref, parsed.data);
      return redirectWithNotice(shop, auth.session, back, made.message);
    });
  } catch (error) {
    if (isCommerceError(error) && error.status < 500) return fail(error.status === 404 ? 404 : error.status, error.message);
    throw error;
  }
}

export default function OrderReturnPage({ loaderData, actionData }: Route.ComponentProps) {
  const { overview, notice, requestId } = loaderData;
  const failure = actionData;
  const typed = failure?.values ?? {};
  const anyLeft = overview.lines.some((l) => l.returnable > 0);
  return (
    <AccountPage
      title={`Retourneren uit bestelling ${overview.order_number}`}
      parents={[
        { title: 'Mijn account', url: '/account/' },
        { title: 'Mijn bestellingen', url: '/account/orders/' },
        { title: `Bestelling ${overview.order_number}`, url: `/account/orders/${overview.order_number}/` },
      ]}
    >
      <NoticeAlert message={notice} autoHide={false} />
      <ErrorAlert message={failure?.error} />
      <section className="return-terms" aria-labelledby="return-terms">
        <h2 id="return-terms">Je retourrecht</h2>
        <p>
          Je hebt het wettelijke herroepingsrecht: binnen {overview.legal_days} dagen na ontvangst kun je je aankoop zonder opgaaf van reden
          herroepen. Bij Slaapzaak krijg je meer tijd: je kunt artikelen tot {overview.return_days} dagen na bezorging retourneren. We
          betalen terug wat je voor de artikelen betaalde (met je korting verrekend); stuur je alles terug, dan ook de verzendkosten.
        </p>
        {overview.delivered_at && overview.deadline ? (
          <p>
            Bezorgd op {formatDate(overview.delivered_at)}. Retourneren kan tot en met {formatDate(overview.deadline)}.
          </p>
        ) : null}
      </section>
      {overview.returns.length > 0 ? (
        <section aria-labelledby="my-returns">
          <h2 id="my-returns">Je retouren</h2>
          <ul className="return-list">
            {overview.returns.map((r) => (
              <li key={r.number} className="return-item">
                <p>
                  <strong>
                    {r.kind === 'proefslapen' ? 'Proefslaapretour' : 'Retour'} {r.number}
                  </strong>{' '}
                  · <span className={`badge return-status-${r.status}`}>{STATUS_WORDS[r.status] ?? r.status}</span> · aangemeld op{' '}
                  {formatDate(r.created_at)}
                </p>
                <ul>
                  {r.lines.map((l) => (
                    <li key={l.line_id}>
                      {l.quantity} × {l.title}
                    </li>
                  ))}
                </ul>
                {r.status === 'afgewezen' && r.rejection_reason ? (
                  <p className="return-rejected">Afgewezen: {r.rejection_reason}. Vragen? Neem contact op met de klantenservice.</p>
                ) : null}
                {r.pickup?.method === 'crew' ? (
                  r.status === 'afgewezen' ? null : (
                    <p>
                      {r.picked_up_at
                        ? `Opgehaald op ${formatDate(r.picked_up_at)}`
                        : `Ophalen: ${r.pickup.day_text}, ${r.pickup.slot_text}`}
                    </p>
                  )
                ) : (
                  <p>
                    <a href={`/account/retouren/${r.number}/label/`} download={`retourlabel-${r.number}.pdf`}>
                      Retourlabel {r.number} downloaden (PDF)
                    </a>
                  </p>
                )}
                {r.status === 'aangemeld' && r.kind === 'retour' ? (
                  <Form method="post">
                    <CsrfField />
                    <input type="hidden" name="intent" value="sent" />
                    <input type="hidden" name="number" value={r.number} />
                    <button type="submit" className="button button-secondary">
                      Ik heb het pakket verstuurd
                    </button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {overview.open && anyLeft ? (
        <section aria-labelledby="new-return">
          <h2 id="new-return">Artikelen retourneren</h2>
          <Form method="post" className="account-form return-form">
            <CsrfField />
            <input type="hidden" name="request_id" value={typed.request_id ?? requestId} />
            <fieldset>
              <legend>Welke artikelen stuur je terug?</legend>
              {overview.lines.map((line) => (
                <div key={line.line_id} className="form-group">
                  <label htmlFor={`qty_${line.line_id}`}>
                    {line.title} <span className="order-meta">(besteld: {line.quantity})</span>
                  </label>
                  {line.returnable > 0 ? (
                    <select
                      id={`qty_${line.line_id}`}
                      name={`qty_${line.line_id}`}
                      className="form-control"
                      defaultValue={typed[`qty_${line.line_id}`] ?? '0'}
                    >
                      {Array.from({ length: line.returnable + 1 }, (_, n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <p className="order-meta">Al geretourneerd.</p>
                  )}
                </div>
              ))}
            </fieldset>
            <fieldset>
              <legend>Reden van retour</legend>
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
            <SubmitButton busyText="Bezig met aanmelden…">Retour aanmelden</SubmitButton>
          </Form>
        </section>
      ) : (
        <p>{overview.closed_reason ?? 'Alle artikelen uit deze bestelling zijn al geretourneerd.'}</p>
      )}
      <p>
        <Link to={`/account/orders/${overview.order_number}/`}>Terug naar de bestelling</Link>
      </p>
    </AccountPage>
  );
}
