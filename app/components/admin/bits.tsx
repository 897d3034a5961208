// Small pieces of the back office's pages: a page heading, a status badge, dates and money.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '~/lib/money';
import { ORDER_STATUS_LABELS } from '#contract/forms/admin';

export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="admin-heading">
      <h1>{title}</h1>
      {children ? <div className="admin-heading-actions">{children}</div> : null}
    </div>
  );
}

const RETURN_LABELS: Record<string, string> = {
  requested: 'Aangevraagd',
  approved: 'Goedgekeurd',
  received: 'Ontvangen',
  refunded: 'Terugbetaald',
  rejected: 'Afgewezen',
};

export function StatusBadge({ status, kind = 'order' }: { status: string; kind?: 'order' | 'return' }) {
  const label = (kind === 'order' ? ORDER_STATUS_LABELS : RETURN_LABELS)[status] ?? status;
  return <span className={`badge badge-${status}`}>{label}</span>;
}

export const returnStatusLabel = (status: string) => RETURN_LABELS[status] ?? status;

const dateTime = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'Europe/Amsterdam',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const dateOnly = new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', day: 'numeric', month: 'short', year: 'numeric' });

export function When({ at, withTime = true }: { at: string | null | undefined; withTime?: boolean }) {
  if (!at) return <>—</>;
  const date = new Date(at);
  return <time dateTime={date.toISOString()}>{(withTime ? dateTime : dateOnly).format(date)}</time>;
}

export function Money({ cents }: { cents: number | null | undefined }) {
  return <>{cents === null || cents === undefined ? '—' : formatPrice(cents)}</>;
}

/** A back-office page's title and the no-index that every back-office page carries. */
/** A list page's status tabs: `open` is the page itself, every other filter its `?status=`. */
export function StatusTabs<F extends string>({
  base,
  filters,
  current,
  label,
}: {
  base: string;
  filters: readonly F[];
  current: F;
  label: (filter: F) => string;
}) {
  return (
    <nav className="admin-tabs" aria-label="Status">
      {filters.map((f) => (
        <Link key={f} to={f === 'open' ? base : `${base}?status=${f}`} aria-current={f === current ? 'page' : undefined}>
          {label(f)}
        </Link>
      ))}
    </nav>
  );
}

export function adminMeta(title: string) {
  return [{ title: `${title} – Slaapzaak beheer` }, { name: 'robots', content: 'noindex, nofollow' }];
}
