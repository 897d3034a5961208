import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { DeliveryOffer } from '#contract/schemas/checkout';

type Day = DeliveryOffer['weeks'][number]['days'][number];
type Slot = Day['slots'][number]['slot'];

const WEEKDAYS = [
  ['ma', 'maandag'],
  ['di', 'dinsdag'],
  ['wo', 'woensdag'],
  ['do', 'donderdag'],
  ['vr', 'vrijdag'],
  ['za', 'zaterdag'],
  ['zo', 'zondag'],
] as const;
const MONTHS = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'];
const SLOTS: Slot[] = ['ochtend', 'middag', 'avond'];

const DAY_MS = 86_400_000;
const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const toDate = (time: number) => new Date(time).toISOString().slice(0, 10);
/** Monday = 0 … Sunday = 6. */
const weekday = (time: number) => (new Date(time).getUTCDay() + 6) % 7;
const dayText = (time: number) => {
  const d = new Date(time);
  return `${WEEKDAYS[weekday(time)]![1]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
};

/**
 * The delivery days as a WAI-ARIA date grid (docs/decisions/0071): arrow keys move a day or a week,
 * Home/End to the start or end of the week, Enter or Space chooses; full and closed days can be focused
 * but not chosen. The chosen day and part of day are posted as `delivery_date` and `delivery_slot`,
 * the same fields the plain list posts, so the server checks them the same way.
 */
export default function DeliveryCalendar({
  offer,
  selected,
}: {
  offer: DeliveryOffer;
  selected?: { date?: string; slot?: string } | null;
}) {
  const offered = useMemo(() => new Map(offer.weeks.flatMap((w) => w.days).map((d) => [d.date, d] as const)), [offer]);
  const open = (date: string) => (offered.get(date)?.slots ?? []).some((s) => s.left > 0);
  const dates = [...offered.keys()].sort();
  const first = dates.length ? toTime(dates[0]!) : 0;
  const last = dates.length ? toTime(dates[dates.length - 1]!) : first;
  const start = first - weekday(first) * DAY_MS;
  const end = last + (6 - weekday(last)) * DAY_MS;
  const rows: number[][] = [];
  for (let t = start; t <= end; t += 7 * DAY_MS) rows.push(Array.from({ length: 7 }, (_, i) => t + i * DAY_MS));

  const initial = selected?.date && offered.has(selected.date) && open(selected.date) ? selected.date : '';
  const [date, setDate] = useState(initial);
  const [slot, setSlot] = useState(selected?.slot ?? '');
  const [focus, setFocus] = useState(initial || dates.find(open) || dates[0] || toDate(first));
  const grid = useRef<HTMLTableElement>(null);

  const move = (to: number) => {
    const clamped = Math.min(Math.max(to, start), end);
    const next = toDate(clamped);
    setFocus(next);
    // At once, not in the next frame: every day of the grid is rendered already (focusable by script at tabindex -1),
    // and a key pressed before that frame went to the day that still had the focus, so it moved from there again and one
    // press was lost (three quick presses of ← moved two days on a busy phone; issue 38).
    grid.current?.querySelector<HTMLElement>(`[data-date="${next}"]`)?.focus();
  };
  const choose = (d: string) => {
    if (!open(d)) return;
    setDate(d);
    const left = offered.get(d)!.slots.find((s) => s.slot === slot)?.left ?? 0;
    if (left <= 0) setSlot('');
  };
  const onKey = (event: KeyboardEvent<HTMLTableCellElement>, time: number) => {
    const steps: Record<string, number> = {
      ArrowLeft: -DAY_MS,
      ArrowRight: DAY_MS,
      ArrowUp: -7 * DAY_MS,
      ArrowDown: 7 * DAY_MS,
      Home: -weekday(time) * DAY_MS,
      End: (6 - weekday(time)) * DAY_MS,
      PageUp: -28 * DAY_MS,
      PageDown: 28 * DAY_MS,
    };
    if (event.key in steps) {
      event.preventDefault();
      move(time + steps[event.key]!);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(toDate(time));
    }
  };

  const chosenDay = date ? offered.get(date) : undefined;
  const months = [...new Set(rows.flat().map((t) => `${MONTHS[new Date(t).getUTCMonth()]} ${new Date(t).getUTCFullYear()}`))];
  return (
    <div className="delivery-calendar">
      <input type="hidden" name="delivery_date" value={date} />
      <p id="delivery-calendar-title" className="delivery-calendar-title">
        Kies een bezorgdag ({months.join(' – ')})
      </p>
      <p id="delivery-calendar-help" className="visually-hidden">
        Gebruik de pijltjestoetsen om door de dagen te gaan en Enter om een dag te kiezen.
      </p>
      <table role="grid" ref={grid} aria-labelledby="delivery-calendar-title" aria-describedby="delivery-calendar-help">
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]}>
              {row.map((time) => {
                const d = toDate(time);
                const day = offered.get(d);
                const available = open(d);
                const state = !day
                  ? 'geen bezorging'
                  : available
                    ? `nog plaats: ${day.slots
                        .filter((s) => s.left > 0)
                        .map((s) => s.slot)
                        .join(', ')}`
                    : 'vol';
                return (
                  <td
                    key={d}
                    role="gridcell"
                    data-date={d}
                    tabIndex={focus === d ? 0 : -1}
                    aria-selected={date === d}
                    aria-disabled={!available || undefined}
                    aria-label={`${day?.text ?? dayText(time)}, ${state}`}
                    className={`delivery-calendar-day${available ? '' : ' is-unavailable'}${date === d ? ' is-selected' : ''}${day && !available ? ' is-full' : ''}`}
                    onClick={() => {
                      setFocus(d);
                      choose(d);
                    }}
                    onKeyDown={(event) => onKey(event, time)}
                  >
                    <span aria-hidden="true">{new Date(time).getUTCDate()}</span>
                    {day && !available ? <small aria-hidden="true">vol</small> : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="delivery-calendar-chosen" aria-live="polite">
        {chosenDay ? (
          <>
            Gekozen: <strong>{chosenDay.text}</strong>
          </>
        ) : (
          'Nog geen dag gekozen.'
        )}
      </p>
      {chosenDay ? (
        <fieldset className="delivery-slot">
          <legend>Dagdeel op {chosenDay.text}</legend>
          {SLOTS.map((s) => {
            const info = chosenDay.slots.find((x) => x.slot === s);
            const left = info?.left ?? 0;
            return (
              <label key={s} className="option">
                <input
                  type="radio"
                  name="delivery_slot"
                  value={s}
                  required
                  checked={slot === s}
                  disabled={left <= 0}
                  onChange={() => setSlot(s)}
                />
                <span className="option-title">{info?.text ?? s}</span>
                {left <= 0 ? <small>Vol</small> : null}
              </label>
            );
          })}
        </fieldset>
      ) : null}
    </div>
  );
}
