// The order page's read-only parts: lines and totals, addresses, payments and refunds, returns and
// one timeline of the order's events and the staff actions of the audit log.
import { Money, returnStatusLabel, When } from './bits';
import { DataTable } from './data-table';
import type { AdminAddress, AdminOrderPage } from '~/models/admin/orders.server';

type Line = AdminOrderPage['lines'][number];

const PAYMENT_STATUS_LABELS: Record<string, string> = {
  paid: 'Betaald',
  open: 'Open',
  pending: 'In behandeling',
  failed: 'Mislukt',
  canceled: 'Geannuleerd',
  cancelled: 'Geannuleerd',
  expired: 'Verlopen',
  refunded: 'Terugbetaald',
};

export function OrderLines({ page }: { page: AdminOrderPage }) {
  const t = page.order.totals;
  return (
    <section aria-labelledby="lines-title" className="admin-section">
      <h2 id="lines-title">Regels</h2>
      <DataTable<Line>
        caption="Bestelregels"
        rows={page.lines}
        rowKey={(l) => l.id}
        empty="Geen regels."
        columns={[
          {
            header: 'Product',
            cell: (l) => (
              <>
                {l.title}
                {l.options.length ? <span className="admin-muted"> — {l.options.join(', ')}</span> : null}
              </>
            ),
          },
          { header: 'Artikelnummer', cell: (l) => l.sku },
          { header: 'Aantal', numeric: true, cell: (l) => l.quantity },
          { header: 'Stukprijs', numeric: true, cell: (l) => <Money cents={l.unit_price} /> },
          { header: 'Totaal', numeric: true, cell: (l) => <Money cents={l.row_total} /> },
        ]}
      />
      <dl className="admin-totals">
        <dt>Subtotaal</dt>
        <dd>
          <Money cents={t.sub_total} />
        </dd>
        {t.discount_total ? (
          <>
            <dt>Korting{page.order.discount_code ? ` (${page.order.discount_code})` : ''}</dt>
            <dd>
              - <Money cents={t.discount_total} />
            </dd>
          </>
        ) : null}
        <dt>Verzendkosten</dt>
        <dd>
          <Money cents={t.shipping_costs} />
        </dd>
        {t.payment_costs ? (
          <>
            <dt>Betaalkosten</dt>
            <dd>
              <Money cents={t.payment_costs} />
            </dd>
          </>
        ) : null}
        {t.additional_costs ? (
          <>
            <dt>Overige kosten</dt>
            <dd>
              <Money cents={t.additional_costs} />
            </dd>
          </>
        ) : null}
        <dt className="admin-total">Totaal</dt>
        <dd className="admin-total">
          <Money cents={t.grand_total} />
        </dd>
        <dt>Nog terug te betalen</dt>
        <dd>
          <Money cents={page.order.refundable} />
        </dd>
      </dl>
    </section>
  );
}

function Address({ title, address }: { title: string; address: AdminAddress }) {
  const name = [address.first_name, address.last_name].filter(Boolean).join(' ');
  return (
    <div>
      <h3>{title}</h3>
      <address>
        {name ? (
          <>
            {name}
            <br />
          </>
        ) : null}
        {address.company ? (
          <>
            {address.company}
            <br />
          </>
        ) : null}
        {[address.street, address.house_number, address.extension].filter(Boolean).join(' ')}
        <br />
        {[address.zipcode, address.city].filter(Boolean).join(' ')} {address.country_code}
      </address>
    </div>
  );
}

export function OrderPeople({ page }: { page: AdminOrderPage }) {
  const c = page.order.customer;
  return (
    <section aria-labelledby="people-title" className="admin-section admin-columns">
      <h2 id="people-title" className="visually-hidden">
        Klant en adressen
      </h2>
      <div>
        <h3>Klant</h3>
        <p>
          {[c.first_name, c.last_name].filter(Boolean).join(' ') || '—'}
          {c.company ? (
            <>
              <br />
              {c.company}
              {c.vat_number ? ` (btw ${c.vat_number})` : ''}
            </>
          ) : null}
          <br />
          <a href={`mailto:${page.order.email}`}>{page.order.email}</a>
          {c.phone ? (
            <>
              <br />
              {c.phone}
            </>
          ) : null}
          <br />
          <span className="admin-muted">{page.order.customer_id ? `Klantaccount ${page.order.customer_id}` : 'Gastbestelling'}</span>
        </p>
        {page.order.anonymised ? <p className="admin-muted">Persoonsgegevens gewist op verzoek.</p> : null}
      </div>
      <Address title="Factuuradres" address={page.order.billing_address} />
      <Address title="Afleveradres" address={page.order.shipping_address} />
    </section>
  );
}

export function OrderPayments({ page }: { page: AdminOrderPage }) {
  return (
    <section aria-labelledby="payments-title" className="admin-section">
      <h2 id="payments-title">Betalingen</h2>
      <DataTable
        caption="Betalingen"
        rows={page.payments}
        rowKey={(p) => p.id}
        empty="Nog geen betalingen."
        columns={[
          { header: 'Datum', cell: (p) => <When at={p.created_at} /> },
          { header: 'Methode', cell: (p) => `${p.method} (${p.provider})` },
          { header: 'Status', cell: (p) => `${PAYMENT_STATUS_LABELS[p.status] ?? p.status}${p.kept ? '' : ' — niet gebruikt'}` },
          { header: 'Bedrag', numeric: true, cell: (p) => <Money cents={p.amount} /> },
          { header: 'Terugbetaald', numeric: true, cell: (p) => <Money cents={p.refunded_amount} /> },
        ]}
      />
      {page.refunds.length ? (
        <>
          <h3>Terugbetalingen</h3>
          <DataTable
            caption="Terugbetalingen"
            rows={page.refunds}
            rowKey={(r) => r.id}
            empty=""
            columns={[
              { header: 'Datum', cell: (r) => <When at={r.created_at} /> },
              { header: 'Reden', cell: (r) => r.reason },
              { header: 'Door', cell: (r) => r.by ?? '—' },
              {
                header: 'Status',
                cell: (r) =>
                  (
                    ({
                      queued: 'Aangevraagd',
                      pending: 'Onderweg naar de klant',
                      refunded: 'Terugbetaald',
                      failed: 'Mislukt: opnieuw terug te betalen',
                    }) as Record<string, string>
                  )[r.status] ?? r.status,
              },
              { header: 'Bedrag', numeric: true, cell: (r) => <Money cents={r.amount} /> },
            ]}
          />
        </>
      ) : null}
      {page.returns.length ? (
        <>
          <h3>Retouren</h3>
          <ul>
            {page.returns.map((r) => (
              <li key={r.id}>
                {r.return_number ?? `Verzoek ${r.id}`}: {returnStatusLabel(r.status)} — {r.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

const ACTION_LABELS: Record<string, string> = {
  'order.shipped': 'Gemarkeerd als verzonden',
  'order.delivered': 'Gemarkeerd als bezorgd',
  'order.cancelled': 'Geannuleerd',
  'order.refund': 'Terugbetaling aangevraagd',
};

export function OrderTimeline({ page }: { page: AdminOrderPage }) {
  const items = [
    ...page.events.map((e, i) => ({ key: `e${i}`, at: e.created_at, text: e.note, who: null as string | null })),
    ...page.staff_actions.map((a, i) => ({ key: `a${i}`, at: a.created_at, text: ACTION_LABELS[a.action] ?? a.action, who: a.actor })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <section aria-labelledby="timeline-title" className="admin-section">
      <h2 id="timeline-title">Tijdlijn</h2>
      {page.order.tracking ? (
        <p>
          Track &amp; trace: {page.order.tracking.carrier}{' '}
          <a href={page.order.tracking.url} rel="noreferrer noopener" target="_blank">
            {page.order.tracking.code}
          </a>
        </p>
      ) : null}
      <ol className="admin-timeline">
        {items.map((item) => (
          <li key={item.key}>
            <When at={item.at} /> — {item.text}
            {item.who ? <span className="admin-muted"> (door {item.who})</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
