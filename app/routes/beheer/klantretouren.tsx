// /beheer/klantretouren/ — self-service returns (docs/decisions/0057): customers start them in their
// account; staff mark them received (and inspected, with a note) and refund them. The refund amount is
// computed by the API (the paid share of the returned units), never typed; after a confirmation it goes
// to the payment provider once, however often the button is pressed.
import { Link, useLocation } from 'react-router';
import { adminMeta, StatusTabs, PageHeading, When } from '~/components/admin/bits';
import { CardList } from '~/components/admin/card-list';
import {
  AdminForm,
  BUTTON_FORM,
  ButtonProblem,
  ConfirmStep,
  Submit,
  TextArea,
  useAdminForm,
  type AdminAnswer,
} from '~/components/admin/forms';
import { apiRefusal, askToConfirm, badInput, pageError, parseAdminForm, readFormBody, type AdminReply } from '~/lib/admin/form.server';
import { redirectWithStaffNotice } from '~/lib/admin/staff-session.server';
import { formatPrice } from '~/lib/money';
import { pageUrl } from '~/lib/page-url';
import { CustomerReturnActionSchema } from '#contract/forms/customer-return';
import { customerReturnsApi, type CustomerReturnFilter } from '~/models/admin/customer-returns.server';
import type { Route } from './+types/klantretouren';
import { backOfficeContext } from '~/lib/admin/back-office.server';

export const meta: Route.MetaFunction = () => adminMeta('Klantretouren');

const FILTERS: CustomerReturnFilter[] = ['open', 'aangemeld', 'onderweg', 'ontvangen', 'terugbetaald', 'afgewezen'];
const WORDS: Record<string, string> = {
  open: 'Open',
  aangemeld: 'Aangemeld',
  onderweg: 'Onderweg',
  ontvangen: 'Ontvangen',
  terugbetaald: 'Terugbetaald',
  afgewezen: 'Afgewezen',
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { caller } = context.get(backOfficeContext);
  const asked = pageUrl(request).searchParams.get('status') as CustomerReturnFilter | null;
  const status = asked && FILTERS.includes(asked) ? asked : 'open';
  const { returns } = await customerReturnsApi.list(caller, status).catch(pageError);
  return { status, returns };
}

export async function action({ request, context }: Route.ActionArgs): AdminReply {
  const { shop, caller } = context.get(backOfficeContext);
  const form = await readFormBody(request);
  const submission = parseAdminForm(form, CustomerReturnActionSchema);
  const intent = String(form.get('intent') ?? '');
  const formId = intent === 'refund' || intent === 'picked-up' ? BUTTON_FORM : `klantretour-${String(form.get('id') ?? '')}-${intent}`;
  if (submission.status !== 'success') return badInput(submission, formId);
  const value = submission.value;
  const back = `/beheer/klantretouren/${pageUrl(request).search}`;
  try {
    if (value.intent === 'refund' && form.get('confirmed') !== 'ja') {
      // The amount is computed by the API exactly as the refund computes it (docs/decisions/0064).
      const { amount } = await customerReturnsApi.previewRefund(caller, value.id);
      return askToConfirm(
        {
          form: formId,
          title: `Retour terugbetalen: ${formatPrice(amount)}?`,
          text: `${formatPrice(amount)} wordt via de betaalprovider terugbetaald: wat de klant voor deze artikelen betaalde (met de korting verrekend; bij de laatste artikelen van de bestelling ook de verzendkosten).`,
          confirmLabel: `Ja, ${formatPrice(amount)} terugbetalen`,
        },
        submission,
      );
    }
    if (value.intent === 'picked-up') {
      // A trial return (docs/decisions/0065): the pickup done refunds the computed amount, once.
      if (form.get('confirmed') !== 'ja') {
        const { amount } = await customerReturnsApi.previewRefund(caller, value.id);
        return askToConfirm(
          {
            form: formId,
            title: `Ophaling gedaan en ${formatPrice(amount)} terugbetalen?`,
            text: `Het artikel is opgehaald. ${formatPrice(amount)} wordt automatisch via de betaalprovider terugbetaald: wat de klant ervoor betaalde (met de korting verrekend; bij de laatste artikelen van de bestelling ook de verzendkosten).`,
            confirmLabel: `Ja, opgehaald: ${formatPrice(amount)} terugbetalen`,
          },
          submission,
        );
      }
      const done = await customerReturnsApi.pickedUp(caller, value.id);
      const amount = done.refund ? formatPrice(done.refund.amount) : 'Het bedrag';
      return redirectWithStaffNotice(
        request,
        shop,
        back,
        done.changed
          ? `Ophaling van retour ${done.return.number} is gedaan; ${amount} wordt terugbetaald.`
          : `Retour ${done.return.number} was al opgehaald en terugbetaald.`,
      );
    }
    if (value.intent === 'reject') {
      const done = await customerReturnsApi.reject(caller, value.id, value.reason);
      return redirectWithStaffNotice(
        request,
        shop,
        back,
        done.changed
          ? `Retour ${done.return.number} is afgewezen; de klant ziet de reden.`
          : `Retour ${done.return.number} was al afgewezen.`,
      );
    }
    if (value.intent === 'receive') {
      await customerReturnsApi.receive(caller, value.id, value.note);
      return redirectWithStaffNotice(request, shop, back, 'Retour staat op ontvangen en gecontroleerd.');
    }
    const done = await customerReturnsApi.refund(caller, value.id);
    const amount = done.refund ? formatPrice(done.refund.amount) : 'Het bedrag';
    return redirectWithStaffNotice(
      request,
      shop,
      back,
      done.changed
        ? `${amount} wordt terugbetaald voor retour ${done.return.number}.`
        : `Retour ${done.return.number} was al terugbetaald.`,
    );
  } catch (error) {
    return apiRefusal(error, submission, formId);
  }
}

type Item = Awaited<ReturnType<typeof loader>>['returns'][number];

function ReceiveForm({ item, answer }: { item: Item; answer?: AdminAnswer }) {
  const [form, fields] = useAdminForm(`klantretour-${item.id}-receive`, CustomerReturnActionSchema, answer);
  return (
    <AdminForm form={form} intent="receive" className="admin-compact">
      <input type="hidden" name="id" value={item.id} />
      <TextArea meta={fields.note} label="Notitie bij de controle (niet verplicht)" rows={2} maxLength={1000} />
      <Submit>Ontvangen en gecontroleerd</Submit>
    </AdminForm>
  );
}

function RejectForm({ item, answer }: { item: Item; answer?: AdminAnswer }) {
  const [form, fields] = useAdminForm(`klantretour-${item.id}-reject`, CustomerReturnActionSchema, answer);
  return (
    <AdminForm form={form} intent="reject" className="admin-compact">
      <input type="hidden" name="id" value={item.id} />
      <TextArea meta={fields.reason} label="Reden van afwijzen (de klant ziet deze)" rows={2} maxLength={500} />
      <Submit>Afwijzen</Submit>
    </AdminForm>
  );
}

function RefundButton({ item }: { item: Item }) {
  const [form] = useAdminForm(`klantretour-${item.id}-refund`, CustomerReturnActionSchema, undefined);
  return (
    <AdminForm form={form} intent="refund" className="admin-compact">
      <input type="hidden" name="id" value={item.id} />
      <Submit>Terugbetalen…</Submit>
    </AdminForm>
  );
}

function PickedUpButton({ item }: { item: Item }) {
  const [form] = useAdminForm(`klantretour-${item.id}-picked-up`, CustomerReturnActionSchema, undefined);
  return (
    <AdminForm form={form} intent="picked-up" className="admin-compact">
      <input type="hidden" name="id" value={item.id} />
      <Submit>Ophaling gedaan…</Submit>
    </AdminForm>
  );
}

function ReturnCard({ item, answer }: { item: Item; answer?: AdminAnswer }) {
  const trial = item.kind === 'proefslapen';
  const open = item.status === 'aangemeld' || item.status === 'onderweg';
  return (
    <li className="admin-card-item">
      <h2>
        {trial ? 'Proefslaapretour' : 'Retour'} {item.number}{' '}
        <span className={`badge return-status-${item.status}`}>{WORDS[item.status] ?? item.status}</span>
      </h2>
      {item.pickup ? (
        <p className="return-pickup">
          {item.pickup.method === 'crew'
            ? `Ophalen door de bezorgers: ${item.pickup.day_text}, ${item.pickup.slot_text}${item.pickup.released ? ' (plek vrijgegeven)' : ''}`
            : 'Ophalen als pakket (retourlabel)'}
          {item.picked_up_at ? ' · opgehaald ' : ''}
          {item.picked_up_at ? <When at={item.picked_up_at} /> : null}
        </p>
      ) : null}
      <p>
        Bestelling <Link to={`/beheer/bestellingen/${item.order_number}/`}>{item.order_number}</Link> · {item.name || '—'} · {item.email} ·
        aangemeld <When at={item.created_at} />
      </p>
      <ul>
        {item.lines.map((l) => (
          <li key={l.line_id}>
            {l.quantity} × {l.title ?? `regel ${l.line_id}`}
          </li>
        ))}
      </ul>
      <blockquote>{item.reason}</blockquote>
      {item.inspection_note ? <p>Controle: {item.inspection_note}</p> : null}
      {item.rejection_reason ? <p>Afgewezen: {item.rejection_reason}</p> : null}
      <div className="admin-row-actions">
        {open && !trial ? <ReceiveForm item={item} answer={answer} /> : null}
        {open && trial ? <PickedUpButton item={item} /> : null}
        {item.status === 'ontvangen' && !trial ? <RefundButton item={item} /> : null}
        {item.status === 'aangemeld' || item.status === 'onderweg' || item.status === 'ontvangen' ? (
          <RejectForm item={item} answer={answer} />
        ) : null}
      </div>
    </li>
  );
}

export default function CustomerReturns({ loaderData, actionData }: Route.ComponentProps) {
  const { status, returns } = loaderData;
  const answer = actionData;
  const location = useLocation();
  return (
    <>
      <PageHeading title="Klantretouren" />
      <p>
        Retouren die klanten zelf in hun account aanmeldden, ook proefslaapretouren met hun ophaaldag. Het terug te betalen bedrag wordt
        berekend, niet ingevuld; bij proefslapen gebeurt dat zodra je de ophaling als gedaan markeert.
      </p>
      <StatusTabs base="/beheer/klantretouren/" filters={FILTERS} current={status} label={(f) => WORDS[f]} />
      <ButtonProblem answer={answer} />
      {answer?.confirm ? <ConfirmStep confirm={answer.confirm} backTo={`/beheer/klantretouren/${location.search}`} /> : null}
      <CardList items={returns} empty="Geen retouren met deze status." answer={answer}>
        {(item) => <ReturnCard key={item.id} item={item} answer={answer} />}
      </CardList>
    </>
  );
}
