// How the day list and the route sheet name a crew delivery's state and address (docs/decisions/0066).
import type { DeliveryStop } from '#contract/schemas/delivery-planning';

export const STOP_STATUS: Record<DeliveryStop['status'], string> = {
  'te-bezorgen': 'Te bezorgen',
  bezorgd: 'Bezorgd',
  'niet-thuis': 'Niet thuis',
};

export function addressLine(stop: DeliveryStop): string {
  const { street, house_number, zipcode, city } = stop.address;
  return [`${street} ${house_number}`.trim(), `${zipcode} ${city}`.trim()].filter(Boolean).join(', ');
}

export const itemLine = (item: DeliveryStop['items'][number]) =>
  `${item.quantity} × ${item.title}${item.options.length ? ` (${item.options.join(', ')})` : ''}`;

/** "Bezorgen" or "Ophalen" (a trial return's crew pickup, docs/decisions/0065). */
export const STOP_KIND: Record<DeliveryStop['kind'], string> = { bezorgen: 'Bezorgen', ophalen: 'Ophalen' };

/** A pickup's state: still to pick up, or done. */
export const stopStatusText = (stop: DeliveryStop) =>
  stop.kind === 'ophalen' ? (stop.status === 'bezorgd' ? 'Opgehaald' : 'Op te halen') : STOP_STATUS[stop.status];

export const stopKey = (stop: DeliveryStop) => `${stop.kind}-${stop.return_number ?? stop.order_number}`;
