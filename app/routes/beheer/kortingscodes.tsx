// /beheer/kortingscodes/ — every code with its usage, a new code, switching codes off and on, and
// batches of single-use codes (N codes, their CSV).
import { Form, Link, useLocation } from 'react-router';
import { adminMeta, PageHeading, When } from '~/components/admin/bits';
import { DataTable } from '~/components/admin/data-table';
import { FilterSubmit } from '~/components/admin/filters';
import { DiscountRuleFields, discountValueText } from '~/components/admin/discount-fields';
import { ActionButton, AdminForm, ButtonProblem, Submit, useAdminForm, type AdminAnswer } from '~/components/admin/forms';
import { FormField, formInstanceKey } from '~/components/ui/form-field';
import { backOfficeContext, type BackOfficeArgs } from '~/lib/admin/back-office.server';
import { pageError, readFormBody } from '~/lib/admin/form.server';
import { eurosText, BatchSchema, DiscountSchema } from '#contract/forms/admin';
import { discountsApi, type AdminDiscount, type DiscountBatch } from '~/models/admin/office.server';
import { makeBatch, saveDiscount, toggleDiscount } from './kortingscodes.server';
import { pageUrl } from '~/lib/page-url';
import type { Route } from './+types/kortingscodes';

export const meta: Route.MetaFunction = () => adminMeta('Kortingscodes');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { caller } = context.get(backOfficeContext);
  const q = (pageUrl(request).searchParams.get('q') ?? '').trim().slice(0, 32);
  const list = await discountsApi.list(caller, q || undefined).catch(pageError);
  return { q, ...list };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const office: BackOfficeArgs = { request, params, ...context.get(backOfficeContext) };
  const form = await readFormBody(office.request);
  const intent = form.get('intent');
  if (intent === 'toggle') return toggleDiscount(office, form);
  if (intent === 'batch') return makeBatch(office, form);
  return saveDiscount(office, form);
}

const limitText = (c: AdminDiscount) =>
  `${c.times_used}${c.usage_limit ? ` van ${c.usage_limit}` : ''}${c.per_customer_limit ? ` (max ${c.per_customer_limit} per klant)` : ''}`;

const CODE_COLUMNS = [
  { header: 'Code', cell: (c: AdminDiscount) => <Link to={`/beheer/kortingscodes/${encodeURIComponent(c.code)}/`}>{c.code}</Link> },
  { header: 'Korting', cell: (c: AdminDiscount) => discountValueText(c) },
  { header: 'Vanaf bestelbedrag', cell: (c: AdminDiscount) => (c.min_order_value ? `€ ${eurosText(c.min_order_value)}` : '—') },
  {
    header: 'Geldig',
    cell: (c: AdminDiscount) => (
      <>
        {c.valid_from ? <When at={c.valid_from} withTime={false} /> : 'altijd'} –{' '}
        {c.valid_to ? <When at={c.valid_to} withTime={false} /> : 'onbeperkt'}
      </>
    ),
  },
  { header: 'Gebruikt', cell: limitText },
  { header: 'Status', cell: (c: AdminDiscount) => (c.disabled ? 'Uitgeschakeld' : 'Actief') },
  {
    header: 'Actie',
    cell: (c: AdminDiscount) => (
      <ActionButton intent="toggle" fields={{ code: c.code, disabled: c.disabled ? 'nee' : 'ja' }}>
        {c.disabled ? 'Inschakelen' : 'Uitschakelen'}
      </ActionButton>
    ),
  },
];

const BATCH_COLUMNS = [
  { header: 'Reeks', cell: (b: DiscountBatch) => b.batch },
  { header: 'Korting', cell: (b: DiscountBatch) => discountValueText(b) },
  { header: 'Codes', numeric: true, cell: (b: DiscountBatch) => b.codes },
  { header: 'Gebruikt', numeric: true, cell: (b: DiscountBatch) => b.used },
  {
    header: 'Download',
    cell: (b: DiscountBatch) => (
      <a href={`/beheer/kortingscodes/reeksen/${encodeURIComponent(b.batch)}/`} download>
        CSV
      </a>
    ),
  },
];

function NewCodeForm({ answer }: { answer?: AdminAnswer }) {
  const [form, fields] = useAdminForm('discount', DiscountSchema, answer, { kind: 'percentage' });
  return (
    <AdminForm form={form} intent="create">
      <FormField meta={fields.code} label="Code" maxLength={32} required autoComplete="off" />
      <DiscountRuleFields fields={fields} />
      <Submit>Kortingscode aanmaken</Submit>
    </AdminForm>
  );
}

function BatchForm({ answer }: { answer?: AdminAnswer }) {
  const [form, fields] = useAdminForm('batch', BatchSchema, answer, { kind: 'percentage', count: '100' });
  return (
    <AdminForm form={form} intent="batch">
      <div className="admin-grid">
        <FormField
          meta={fields.prefix}
          label="Voorvoegsel"
          maxLength={12}
          required
          hint="Bijvoorbeeld WELKOM: codes worden WELKOM-XXXXXXXX."
        />
        <FormField meta={fields.count} label="Aantal codes" inputMode="numeric" maxLength={4} required />
      </div>
      <DiscountRuleFields fields={fields} batch />
      <Submit>Reeks maken</Submit>
    </AdminForm>
  );
}

export default function Discounts({ loaderData, actionData }: Route.ComponentProps) {
  const { q, codes, batches } = loaderData;
  const answer = actionData;
  const location = useLocation();
  const key = formInstanceKey(location.key, answer);
  return (
    <>
      <PageHeading title="Kortingscodes" />
      <ButtonProblem answer={answer} />
      <Form method="get" className="admin-filters admin-filters-inline" role="search" aria-label="Kortingscodes zoeken">
        <div className="field">
          <label htmlFor="code-q">Code zoeken</label>
          <input id="code-q" name="q" type="search" defaultValue={q} maxLength={32} />
        </div>
        <FilterSubmit variant="secondary">Zoeken</FilterSubmit>
      </Form>
      <DataTable caption="Kortingscodes" columns={CODE_COLUMNS} rows={codes} rowKey={(c) => c.code} empty="Geen kortingscodes gevonden." />
      <details className="admin-section admin-disclosure" open={answer?.form === 'discount'}>
        <summary>Nieuwe kortingscode</summary>
        <NewCodeForm key={key} answer={answer} />
      </details>
      <section className="admin-section" aria-labelledby="batches-title">
        <h2 id="batches-title">Reeksen eenmalige codes</h2>
        <DataTable caption="Reeksen" columns={BATCH_COLUMNS} rows={batches} rowKey={(b) => b.batch} empty="Nog geen reeksen." />
        <details className="admin-disclosure" open={answer?.form === 'batch'}>
          <summary>Nieuwe reeks</summary>
          <BatchForm key={key} answer={answer} />
        </details>
      </section>
    </>
  );
}
