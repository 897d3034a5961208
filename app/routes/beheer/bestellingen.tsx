// /beheer/bestellingen/ — every order, newest first, 50 a page: search by number, name, e-mail or
// postcode, filters by status, payment method and date range (a GET form: the filters are the
// page's address), the next page by cursor, and the same selection as CSV.
import { data, Form, Link, useNavigation } from 'react-router';
import { adminMeta, Money, PageHeading, StatusBadge, When } from '~/components/admin/bits';
import { DataTable } from '~/components/admin/data-table';
import { pageError } from '~/lib/admin/form.server';
import { ORDER_STATUS_LABELS, OrderFilterSchema, PAYMENT_METHOD_LABELS } from '#contract/forms/admin';
import { ordersApi, type OrderListQuery, type OrderListRow } from '~/models/admin/orders.server';
import { pageUrl } from '~/lib/page-url';
import type { Route } from './+types/bestellingen';
import { backOfficeContext } from '~/lib/admin/back-office.server';

export const meta: Route.MetaFunction = () => adminMeta('Bestellingen');

const FILTERS = ['q', 'status', 'payment_method', 'from', 'to'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { caller } = context.get(backOfficeContext);
  const params = pageUrl(request).searchParams;
  const typed = Object.fromEntries(FILTERS.map((name) => [name, (params.get(name) ?? '').slice(0, 200)]));
  const parsed = OrderFilterSchema.safeParse({ ...typed, cursor: params.get('cursor') ?? undefined });
  if (!parsed.success) {
    const errors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
    return data({ typed, errors, orders: [] as OrderListRow[], next: null, paged: false, csv: null }, { status: 400 });
  }
  const query = parsed.data as OrderListQuery;
  try {
    const page = await ordersApi.list(caller, query);
    const filters = new URLSearchParams(Object.entries(typed).filter(([, v]) => v));
    const next = page.next_cursor ? `?${new URLSearchParams([...filters, ['cursor', page.next_cursor]])}` : null;
    return {
      typed,
      errors: {} as Record<string, string>,
      orders: page.orders,
      next,
      paged: Boolean(query.cursor),
      csv: `/beheer/bestellingen/export/?${filters}`,
    };
  } catch (error) {
    if ((error as { status?: number }).status === 400) {
      return data(
        { typed, errors: { cursor: (error as Error).message }, orders: [] as OrderListRow[], next: null, paged: false, csv: null },
        { status: 400 },
      );
    }
    return pageError(error);
  }
}

const STATUS_OPTIONS = [
  { value: '', label: 'Alle statussen' },
  ...Object.entries(ORDER_STATUS_LABELS).map(([value, label]) => ({ value, label })),
];
const METHOD_OPTIONS = [
  { value: '', label: 'Alle betaalmethoden' },
  ...Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => ({ value, label })),
];

function Select({
  name,
  label,
  options,
  value,
  error,
}: {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  value: string;
  error?: string;
}) {
  return (
    <div className="field">
      <label htmlFor={`filter-${name}`}>{label}</label>
      <select
        id={`filter-${name}`}
        name={name}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `filter-${name}-error` : undefined}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`filter-${name}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Input({
  name,
  label,
  value,
  error,
  type = 'text',
  hint,
}: {
  name: string;
  label: string;
  value: string;
  error?: string;
  type?: string;
  hint?: string;
}) {
  const described = [error ? `filter-${name}-error` : null, hint ? `filter-${name}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={`filter-${name}`}>{label}</label>
      <input
        id={`filter-${name}`}
        name={name}
        type={type}
        defaultValue={value}
        maxLength={100}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      {hint ? (
        <p id={`filter-${name}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`filter-${name}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Filters({ typed, errors }: { typed: Record<string, string>; errors: Record<string, string> }) {
  const navigation = useNavigation();
  return (
    <Form method="get" className="admin-filters" role="search" aria-label="Bestellingen zoeken" key={JSON.stringify(typed)}>
      <Input
        name="q"
        label="Zoeken"
        value={typed.q ?? ''}
        error={errors.q}
        hint="Bestelnummer, naam, e-mailadres of postcode"
        type="search"
      />
      <Select name="status" label="Status" options={STATUS_OPTIONS} value={typed.status ?? ''} error={errors.status} />
      <Select
        name="payment_method"
        label="Betaalmethode"
        options={METHOD_OPTIONS}
        value={typed.payment_method ?? ''}
        error={errors.payment_method}
      />
      <Input name="from" label="Vanaf" type="date" value={typed.from ?? ''} error={errors.from} />
      <Input name="to" label="Tot en met" type="date" value={typed.to ?? ''} error={errors.to} />
      <div className="admin-filter-actions">
        <button
          type="submit"
          className="button button-primary"
          disabled={navigation.state === 'loading' && navigation.location.pathname === '/beheer/bestellingen/'}
        >
          Zoeken
        </button>
        <Link to="/beheer/bestellingen/">Wis filters</Link>
      </div>
    </Form>
  );
}

const COLUMNS = [
  { header: 'Bestelling', cell: (o: OrderListRow) => <Link to={`/beheer/bestellingen/${o.number}/`}>{o.number}</Link> },
  { header: 'Datum', cell: (o: OrderListRow) => <When at={o.created_at} /> },
  {
    header: 'Klant',
    cell: (o: OrderListRow) => (
      <>
        {o.name || '—'}
        <br />
        <span className="admin-muted">{o.email}</span>
      </>
    ),
  },
  { header: 'Postcode', cell: (o: OrderListRow) => [o.zipcode, o.city].filter(Boolean).join(' ') || '—' },
  { header: 'Betaalmethode', cell: (o: OrderListRow) => PAYMENT_METHOD_LABELS[o.payment_method] ?? o.payment_method },
  { header: 'Status', cell: (o: OrderListRow) => <StatusBadge status={o.status} /> },
  { header: 'Totaal', numeric: true, cell: (o: OrderListRow) => <Money cents={o.grand_total} /> },
];

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { typed, errors, orders, next, paged, csv } = loaderData;
  return (
    <>
      <PageHeading title="Bestellingen">
        {csv ? (
          <a href={csv} className="button button-secondary" download>
            Exporteren als CSV
          </a>
        ) : null}
      </PageHeading>
      <Filters typed={typed} errors={errors} />
      {errors.cursor ? (
        <p className="alert alert-danger" role="alert">
          {errors.cursor}
        </p>
      ) : null}
      <DataTable
        caption="Bestellingen, nieuwste eerst"
        columns={COLUMNS}
        rows={orders}
        rowKey={(o) => o.id}
        empty={Object.keys(errors).length ? 'Pas de filters aan.' : 'Geen bestellingen gevonden.'}
      />
      <nav className="admin-pager" aria-label="Pagina's">
        {paged ? <Link to={`?${new URLSearchParams(Object.entries(typed).filter(([, v]) => v))}`}>Eerste pagina</Link> : null}
        {next ? <Link to={next}>Volgende 50</Link> : null}
      </nav>
    </>
  );
}
