import type { DeliveryOffer } from '#contract/schemas/checkout';

/**
 * The crew's days as plain radio lists grouped by week, and the part of day (works without JavaScript);
 * a day shows which parts of day still have room. Used by the checkout's shipping step and by the page
 * where the customer moves the delivery day (docs/decisions/0059, 0063).
 */
export function DeliveryDays({
  offer,
  selected,
  required = true,
}: {
  offer: DeliveryOffer;
  selected?: { date?: string; slot?: string } | null;
  /** False where a day is needed only for some choices (a trial return of pillows goes by parcel). */
  required?: boolean;
}) {
  return (
    <>
      {offer.weeks.map((week) => (
        <fieldset key={week.label} className="delivery-week">
          <legend>{week.label}</legend>
          {week.days.map((day) => {
            const open = day.slots.filter((s) => s.left > 0);
            return (
              <label key={day.date} className="option">
                <input
                  type="radio"
                  name="delivery_date"
                  value={day.date}
                  required={required}
                  defaultChecked={selected?.date === day.date}
                  disabled={open.length === 0}
                />
                <span className="option-title">{day.text}</span>
                <small>{open.length === 0 ? 'Vol' : `Nog plaats: ${open.map((s) => s.slot).join(', ')}`}</small>
              </label>
            );
          })}
        </fieldset>
      ))}
      <fieldset className="delivery-slot">
        <legend>Dagdeel</legend>
        {(['ochtend', 'middag', 'avond'] as const).map((slot) => (
          <label key={slot} className="option">
            <input type="radio" name="delivery_slot" value={slot} required={required} defaultChecked={selected?.slot === slot} />
            <span className="option-title">{offer.weeks[0]?.days[0]?.slots.find((s) => s.slot === slot)?.text ?? slot}</span>
          </label>
        ))}
      </fieldset>
    </>
  );
}
