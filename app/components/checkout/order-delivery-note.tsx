import { formatPrice } from '~/lib/money';
import type { OrderDelivery } from '#contract/schemas/checkout';

/** The crew delivery of an order: the day in Dutch ("vrijdag 4 december"), the part of day and the services. */
export function OrderDeliveryNote({ delivery }: { delivery?: OrderDelivery | null }) {
  if (!delivery) return null;
  return (
    <section className="order-delivery">
      <h3>Bezorging door onze bezorgers</h3>
      {delivery.waiting ? (
        <p>Je bestelling wacht op een nieuwe bezorgdag. Kies de dag die jou past.</p>
      ) : (
        <p>
          Bezorgdag: <strong>{delivery.day_text}</strong>, {delivery.slot_text}
          {delivery.released ? ' (vervallen)' : ''}
        </p>
      )}
      {delivery.services.length ? (
        <ul>
          {delivery.services.map((s) => (
            <li key={s.code}>
              {s.title} <span>{formatPrice(s.price_incl)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
