import { lazy, Suspense, useState } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import type { DeliveryOffer } from '#contract/schemas/checkout';
import { DeliveryDays } from './delivery-days';

// The calendar is its own chunk, fetched only after hydration on the pages that offer a delivery day
// (docs/decisions/0071): the first-load JS of other pages does not grow. Code that fails to arrive leaves
// the plain list (the same form).
const DeliveryCalendar = lazy(() => import('./delivery-calendar').catch(() => ({ default: DeliveryDays })));

/**
 * The delivery day and part of day: the plain radio list (server-rendered, works without JavaScript) which,
 * once JavaScript runs, becomes a calendar posting the same fields `delivery_date` and `delivery_slot`.
 */
export function DeliveryDayPicker({ offer, selected }: { offer: DeliveryOffer; selected?: { date?: string; slot?: string } | null }) {
  const enhanced = useHydrated();
  // What was ticked in the list before the calendar took over is kept.
  const [chosen, setChosen] = useState({ date: selected?.date, slot: selected?.slot });
  const list = (
    <div
      onChange={(event) => {
        const input = event.target as HTMLInputElement;
        if (input.name === 'delivery_date') setChosen((c) => ({ ...c, date: input.value }));
        if (input.name === 'delivery_slot') setChosen((c) => ({ ...c, slot: input.value }));
      }}
    >
      <DeliveryDays offer={offer} selected={chosen} />
    </div>
  );
  if (!enhanced) return list;
  return (
    <Suspense fallback={list}>
      <DeliveryCalendar offer={offer} selected={chosen} />
    </Suspense>
  );
}
