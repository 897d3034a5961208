// The customer's orders: list, status in Dutch, addresses and the status history.
import { Link } from 'react-router';
import { formatPrice } from '~/lib/money';
import { STATUS_LABELS } from '#contract/rules/order-state';
import type { OrderAddress, OrderDetail, OrderSummary } from '~/models/customer.server';

// One set of Dutch status words for the whole shop: the order state machine's.
export const statusLabel = (status: string) => (STATUS_LABELS as Record<string, string>)[status] ?? status;

const dateFormat = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Amsterdam' });
const dateTimeFormat = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Amsterdam',
});
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

type LineTrial = NonNullable<OrderDetail['lines'][number]['trial']>;

/**
 * Trial nights of a line (docs/decisions/0064): the number before delivery, the nights left after; within
 * the trial the way to return it, or from which day that can (docs/decisions/0065).
 */
function TrialNote({ trial, orderNumber }: { trial: LineTrial; orderNumber: string }) {
  if (trial.nights_left === undefined)
    return <span className="order-line-trial">{trial.nights} nachten proefslapen, vanaf de bezorging</span>;
  if (!trial.open) return <span className="order-line-trial">De {trial.nights} proefnachten zijn voorbij</span>;
  const canReturn = (trial.slept ?? 0) >= trial.min_nights;
  return (
    <>
      <span className="order-line-trial">
        Nog {trial.nights_left} {trial.nights_left === 1 ? 'nacht' : 'nachten'} proefslapen
      </span>
      {canReturn ? (
        <Link className="order-line-trial-return" to={`/account/orders/${orderNumber}/proefslapen/`}>
          Proefslapen: retourneren en laten ophalen
        </Link>
      ) : trial.returnable_from ? (
        <span className="order-line-trial-return">
          Niet tevreden? Retourneren via proefslapen kan vanaf {formatDate(trial.returnable_from)}.
        </span>
      ) : null}
    </>
  );
}

export function StatusBadge({ status }: { status: string }) {
  return <span className={`order-status order-status-${status}`}>{statusLabel(status)}</span>;
}

export function OrderList({ orders }: { orders: OrderSummary[] }) {
  if (orders.length === 0) {
    return (
      <p className="account-empty">
        Je hebt nog geen bestellingen geplaatst. <Link to="/">Begin met shoppen</Link>
      </p>
    );
  }
  return (
    <ul className="order-list">
      {orders.map((order) => (
        <li key={order.id} className="order-card">
          <div>
            <Link to={`/account/orders/${order.number}/`} className="order-number">
              {order.number}
            </Link>
            <p className="order-meta">
              {formatDate(order.created_at)} · {order.item_count} {order.item_count === 1 ? 'artikel' : 'artikelen'}
            </p>
          </div>
          <StatusBadge status={order.status} />
          <p className="order-total">{formatPrice(order.grand_total)}</p>
          <Link
            to={`/account/orders/${order.number}/`}
            className="button button-secondary button-small"
            aria-label={`Bekijk bestelling ${order.number}`}
          >
            Bekijk
          </Link>
        </li>
      ))}
    </ul>
  );
}

const COUNTRY_NAMES: Record<string, string> = { NL: 'Nederland', BE: 'België' };

export function AddressBlock({ title, address }: { title: string; address: OrderAddress }) {
  const name = [address.first_name, address.last_name].filter(Boolean).join(' ');
  return (
    <section className="address-block">
      <h2>{title}</h2>
      <address>
        {address.company ? (
          <>
            {address.company}
            <br />
          </>
        ) : null}
        {name ? (
          <>
            {name}
            <br />
          </>
        ) : null}
        {address.street} {address.house_number}
        {address.extension ? ` ${address.extension}` : ''}
        <br />
        {address.zipcode} {address.city}
        <br />
        {COUNTRY_NAMES[address.country_code ?? 'NL'] ?? address.country_code}
      </address>
    </section>
  );
}

export function OrderLines({ order }: { order: OrderDetail }) {
  const t = order.totals;
  return (
    <section className="order-lines" aria-labelledby="order-lines-title">
      <h2 id="order-lines-title">Artikelen</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Artikel</th>
            <th scope="col">Aantal</th>
            <th scope="col">Prijs</th>
            <th scope="col">Totaal</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <td>
                <span className="order-line-title">{line.title}</span>
                <span className="order-line-meta">
                  {[...line.options.filter((o) => o && o !== '0x0'), `art.nr. ${line.sku}`].join(' · ')}
                </span>
                {line.trial ? <TrialNote trial={line.trial} orderNumber={order.number} /> : null}
              </td>
              <td data-label="Aantal">{line.quantity}</td>
              <td data-label="Prijs">{formatPrice(line.unit_price)}</td>
              <td data-label="Totaal">{formatPrice(line.row_total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="cart-summary order-totals">
        <div>
          <dt>Subtotaal</dt>
          <dd>{formatPrice(t.sub_total)}</dd>
        </div>
        {t.discount_total ? (
          <div className="saving">
            <dt>Korting{order.discount_code ? ` (${order.discount_code})` : ''}</dt>
            <dd>{formatPrice(-Math.abs(t.discount_total))}</dd>
          </div>
        ) : null}
        <div>
          <dt>Verzendkosten</dt>
          <dd>{t.shipping_costs ? formatPrice(t.shipping_costs) : 'Gratis'}</dd>
        </div>
        {t.payment_costs ? (
          <div>
            <dt>Betaalkosten</dt>
            <dd>{formatPrice(t.payment_costs)}</dd>
          </div>
        ) : null}
        {t.additional_costs ? (
          <div>
            <dt>Verzendverzekering</dt>
            <dd>{formatPrice(t.additional_costs)}</dd>
          </div>
        ) : null}
        <div className="cart-total">
          <dt>Totaal</dt>
          <dd>{formatPrice(t.grand_total)}</dd>
        </div>
        <div className="vat-line">
          <dt>Waarvan BTW (21%)</dt>
          <dd>{formatPrice(t.vat)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** Where the parcel is: the carrier and its track & trace code, linked to the carrier's own page. */
export function TrackingBlock({ tracking }: { tracking: OrderDetail['tracking'] }) {
  if (!tracking) return null;
  return (
    <section className="order-tracking" aria-labelledby="order-tracking-title">
      <h2 id="order-tracking-title">Volg je pakket</h2>
      <p>
        Je bestelling is onderweg met {tracking.carrier}
        {tracking.shipped_at ? <> (verzonden op {formatDate(tracking.shipped_at)})</> : null}. Track &amp; trace-code:{' '}
        <a href={tracking.url} rel="noopener noreferrer">
          {tracking.code}
        </a>
      </p>
    </section>
  );
}

/** docs/requirements/accounts.md#screens-and-routes: the status history from the order's events, oldest first. */
export function StatusHistory({ history }: { history: OrderDetail['history'] }) {
  return (
    <section className="status-history" aria-labelledby="status-history-title">
      <h2 id="status-history-title">Statusgeschiedenis</h2>
      <ol>
        {history.map((event, i) => (
          <li key={`${event.created_at}-${i}`}>
            <strong>{statusLabel(event.status)}</strong>
            <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time>
            {event.note ? <span className="status-note">{event.note}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
