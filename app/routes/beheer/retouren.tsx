// /beheer/retouren/ — the returns queue (rug returns and service-fee requests): approve (a return
// number, mailed), receive, refund (after a confirmation) or reject with a reason (mailed).
import { Link, useLocation } from 'react-router';
import { adminMeta, StatusTabs, PageHeading, returnStatusLabel, StatusBadge, When } from '~/components/admin/bits';
import { CardList } from '~/components/admin/card-list';
import {
  ActionButton,
  AdminForm,
  BUTTON_FORM,
  ButtonProblem,
  ConfirmStep,
  Submit,
  TextArea,
  useAdminForm,
  type AdminAnswer,
} from '~/components/admin/forms';
import { FormField } from '~/components/ui/form-field';
import { apiRefusal, askToConfirm, badInput, pageError, parseAdminForm, readFormBody, type AdminReply } from '~/lib/admin/form.server';
import { redirectWithStaffNotice } from '~/lib/admin/staff-session.server';
import { formatPrice } from '~/lib/money';
import { ReturnActionSchema } from '#contract/forms/admin';
import { returnsApi, type QueuedReturn, type ReturnFilter } from '~/models/admin/care.server';
import { pageUrl } from '~/lib/page-url';
import type { Route } from './+types/retouren';
import { backOfficeContext } from '~/lib/admin/back-office.server';

export const meta: Route.MetaFunction = () => adminMeta('Retouren');

const FILTERS: ReturnFilter[] = ['open', 'requested', 'approved', 'received', 'refunded', 'rejected'];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { caller } = context.get(backOfficeContext);
  const asked = pageUrl(request).searchParams.get('status') as ReturnFilter | null;
  const status = asked && FILTERS.includes(asked) ? asked : 'open';
  const { returns } = await returnsApi.list(caller, status).catch(pageError);
  return { status, returns };
}

const DONE: Record<string, string> = {
  approve: 'Goedgekeurd; de klant krijgt het retournummer per mail.',
  receive: 'Retour staat op ontvangen.',
  reject: 'Afgewezen; de klant krijgt de reden per mail.',
};

export async function action({ request, context }: Route.ActionArgs): AdminReply {
  const { shop, caller } = context.get(backOfficeContext);
  const form = await readFormBody(request);
  const submission = parseAdminForm(form, ReturnActionSchema);
  const intent = String(form.get('intent') ?? '');
  const formId = intent === 'approve' || intent === 'receive' ? BUTTON_FORM : `return-${String(form.get('id') ?? '')}-${intent}`;
  if (submission.status !== 'success') return badInput(submission, formId);
  const value = submission.value;
  const back = `/beheer/retouren/${pageUrl(request).search}`;
  if (value.intent === 'refund' && form.get('confirmed') !== 'ja') {
    const amount = value.amount ? formatPrice(value.amount) : 'Het nog openstaande bedrag';
    return askToConfirm(
      {
        form: formId,
        title: 'Retour terugbetalen?',
        text: `${amount} van deze bestelling wordt via de betaalprovider terugbetaald.`,
        confirmLabel: 'Ja, terugbetalen',
      },
      submission,
    );
  }
  try {
    if (value.intent === 'approve') await returnsApi.approve(caller, value.id);
    else if (value.intent === 'receive') await returnsApi.receive(caller, value.id);
    else if (value.intent === 'reject') await returnsApi.reject(caller, value.id, value.reason);
    else await returnsApi.refund(caller, value.id, { amount: value.amount });
    return redirectWithStaffNotice(request, shop, back, DONE[value.intent] ?? 'De terugbetaling is aangevraagd.');
  } catch (error) {
    return apiRefusal(error, submission, formId);
  }
}

function RejectForm({ item, answer }: { item: QueuedReturn; answer?: AdminAnswer }) {
  const [form, fields] = useAdminForm(`return-${item.id}-reject`, ReturnActionSchema, answer);
  return (
    <AdminForm form={form} intent="reject" className="admin-compact">
      <input type="hidden" name="id" value={item.id} />
      <TextArea meta={fields.reason} label="Reden van afwijzen (de klant krijgt deze tekst)" rows={2} maxLength={1000} />
      <Submit variant="secondary">Afwijzen</Submit>
    </AdminForm>
  );
}

function RefundForm({ item, answer }: { item: QueuedReturn; answer?: AdminAnswer }) {
  const [form, fields] = useAdminForm(`return-${item.id}-refund`, ReturnActionSchema, answer);
  return (
    <AdminForm form={form} intent="refund" className="admin-compact">
      <input type="hidden" name="id" value={item.id} />
      <FormField meta={fields.amount} label="Bedrag in euro (leeg: alles wat nog openstaat)" inputMode="decimal" maxLength={12} />
      <Submit>Terugbetalen…</Submit>
    </AdminForm>
  );
}

function ReturnCard({ item, answer }: { item: QueuedReturn; answer?: AdminAnswer }) {
  const open = ['requested', 'approved', 'received'].includes(item.status);
  return (
    <li className="admin-card-item">
      <h2>
        {item.return_number ?? `Verzoek ${item.id}`} <StatusBadge status={item.status} kind="return" />
      </h2>
      <p>
        Bestelling <Link to={`/beheer/bestellingen/${item.order_number}/`}>{item.order_number}</Link> · {item.name || '—'} · {item.email} ·
        aangevraagd <When at={item.created_at} />
      </p>
      <blockquote>{item.reason}</blockquote>
      {item.reject_reason ? <p>Reden afwijzing: {item.reject_reason}</p> : null}
      {open ? (
        <div className="admin-row-actions">
          {item.status === 'requested' ? (
            <ActionButton intent="approve" fields={{ id: item.id }} variant="primary">
              Goedkeuren
            </ActionButton>
          ) : null}
          {item.status === 'approved' ? (
            <ActionButton intent="receive" fields={{ id: item.id }} variant="primary">
              Ontvangen
            </ActionButton>
          ) : null}
          {item.status === 'received' ? <RefundForm item={item} answer={answer} /> : null}
          <RejectForm item={item} answer={answer} />
        </div>
      ) : null}
    </li>
  );
}

export default function Returns({ loaderData, actionData }: Route.ComponentProps) {
  const { status, returns } = loaderData;
  const answer = actionData;
  const location = useLocation();
  return (
    <>
      <PageHeading title="Retouren" />
      <StatusTabs
        base="/beheer/retouren/"
        filters={FILTERS}
        current={status}
        label={(f) => (f === 'open' ? 'Open' : returnStatusLabel(f))}
      />
      <ButtonProblem answer={answer} />
      {answer?.confirm ? <ConfirmStep confirm={answer.confirm} backTo={`/beheer/retouren/${location.search}`} /> : null}
      <CardList items={returns} empty="Geen retourverzoeken met deze status." answer={answer}>
        {(item) => <ReturnCard key={item.id} item={item} answer={answer} />}
      </CardList>
    </>
  );
}
