// /beheer/auditlog/ — the owner's page: every staff action (who, when, what, before and after),
// newest first, 100 a page. A medewerker gets the API's 403.
import { Link } from 'react-router';
import { adminMeta, PageHeading, When } from '~/components/admin/bits';
import { DataTable } from '~/components/admin/data-table';
import { pageError, positiveId } from '~/lib/admin/form.server';
import { auditApi, type AuditEntry } from '~/models/admin/office.server';
import { pageUrl } from '~/lib/page-url';
import { isOrderNumber } from '#contract/rules/order-number';
import type { Route } from './+types/auditlog';
import { backOfficeContext } from '~/lib/admin/back-office.server';

export const meta: Route.MetaFunction = () => adminMeta('Auditlog');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { caller } = context.get(backOfficeContext);
  const before = positiveId(pageUrl(request).searchParams.get('voor')) ?? undefined;
  return auditApi.list(caller, before).catch(pageError);
}

function Change({ entry }: { entry: AuditEntry }) {
  if (entry.before === null && entry.after === null) return <>—</>;
  return (
    <details>
      <summary>Voor en na</summary>
      <pre className="admin-json">{JSON.stringify({ voor: entry.before, na: entry.after }, null, 2)}</pre>
    </details>
  );
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { entries, next_before } = loaderData;
  return (
    <>
      <PageHeading title="Auditlog" />
      <p className="admin-muted">Elke actie van een medewerker, nieuwste eerst. Regels kunnen niet worden gewijzigd of verwijderd.</p>
      <DataTable
        caption="Auditlog"
        rows={entries}
        rowKey={(e) => e.id}
        empty="Nog geen acties."
        columns={[
          { header: 'Wanneer', cell: (e) => <When at={e.created_at} /> },
          { header: 'Wie', cell: (e) => e.actor },
          { header: 'Wat', cell: (e) => <code>{e.action}</code> },
          {
            header: 'Onderwerp',
            cell: (e) => (isOrderNumber(e.subject) ? <Link to={`/beheer/bestellingen/${e.subject}/`}>{e.subject}</Link> : e.subject),
          },
          { header: 'Wijziging', cell: (e) => <Change entry={e} /> },
        ]}
      />
      {next_before ? (
        <nav className="admin-pager" aria-label="Pagina's">
          <Link to={`?voor=${next_before}`}>Oudere acties</Link>
        </nav>
      ) : null}
    </>
  );
}
