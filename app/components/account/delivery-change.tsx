// The page body where the customer moves or gives back the crew's delivery day (docs/decisions/0063),
// shared by /account/orders/{order}/bezorgdag/ and the mail link /bezorgdag/{token}/. Plain form posts.
import { Form } from 'react-router';
import { CsrfField } from '~/components/ui/csrf-field';
import { DeliveryDayPicker } from '~/components/checkout/delivery-day-picker';
import type { DeliveryChangeSchema } from '#contract/operations/delivery-changes';
import type { z } from 'zod';

export type DeliveryChange = z.infer<typeof DeliveryChangeSchema>;

export function DeliveryChangeForms({ delivery, typed }: { delivery: DeliveryChange; typed?: Record<string, string> }) {
  return (
    <>
      <section className="order-delivery" aria-labelledby="current-day">
        <h2 id="current-day">Je bezorgdag</h2>
        {delivery.current ? (
          <p>
            Bestelling {delivery.order_number}: <strong>{delivery.current.day_text}</strong>, {delivery.current.slot_text}.
          </p>
        ) : (
          <p>Je bestelling {delivery.order_number} wacht op een bezorgdag. Kies hieronder de dag die jou past.</p>
        )}
        {delivery.reason ? <p className="alert alert-info">{delivery.reason}</p> : null}
      </section>
      {delivery.changeable && delivery.offer ? (
        <section aria-labelledby="new-day">
          <h2 id="new-day">{delivery.current ? 'Andere dag kiezen' : 'Nieuwe dag kiezen'}</h2>
          <p>Je kunt je bezorgdag wijzigen of vrijgeven tot 48 uur van tevoren.</p>
          <Form method="post" className="account-form delivery-change">
            <CsrfField />
            <input type="hidden" name="intent" value="reschedule" />
            <input type="hidden" name="version" value={delivery.version} />
            <fieldset className="option-list delivery-choice">
              <legend>Bezorgdag (bezorging door onze bezorgers)</legend>
              <DeliveryDayPicker offer={delivery.offer} selected={{ date: typed?.delivery_date, slot: typed?.delivery_slot }} />
            </fieldset>
            <button type="submit" className="button">
              Nieuwe bezorgdag opslaan
            </button>
          </Form>
          {delivery.current ? (
            <Form method="post" className="delivery-cancel">
              <CsrfField />
              <input type="hidden" name="intent" value="cancel" />
              <input type="hidden" name="version" value={delivery.version} />
              <p>Weet je nog niet wanneer het past? Geef de dag vrij; je bestelling blijft staan en je kiest later een nieuwe dag.</p>
              <button type="submit" className="button button-secondary">
                Bezorgdag vrijgeven
              </button>
            </Form>
          ) : null}
        </section>
      ) : null}
    </>
  );
}

/** The posted form as the API's body (text only, short). */
export function deliveryChangeBody(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, 20) : '';
  };
  const version = Number(text('version'));
  return {
    action: text('intent') === 'cancel' ? ('cancel' as const) : ('reschedule' as const),
    delivery_date: text('delivery_date'),
    delivery_slot: text('delivery_slot'),
    version: Number.isInteger(version) && version >= 0 ? version : undefined,
  };
}
