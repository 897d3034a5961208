// Order and return numbers, written once. An order number is DKBD followed by seven digits, taken from the
// orders' sequence (migration 0004); a return number is RS followed by seven digits. Both are guessable, so
// they name a thing and never prove who may see it. Shared by the commerce API, the storefront and the forms.

export const ORDER_NUMBER_PREFIX = 'DKBD';
/** An order number as stored and shown: `DKBD1000001`. For zod's `.regex` and route parameters. */
export const ORDER_NUMBER = /^DKBD\d{7}$/;
/** A return number as stored and shown: `RS1000001`. */
export const RETURN_NUMBER = /^RS\d{7}$/;

export const isOrderNumber = (value: string): boolean => ORDER_NUMBER.test(value);
export const isReturnNumber = (value: string): boolean => RETURN_NUMBER.test(value);

/** The return number of a customer return's id. */
export const returnNumberOf = (id: number): string => `RS${String(id).padStart(7, '0')}`;

/** The order number for a value of the orders' sequence: its last seven digits, zero-padded. */
export function orderNumberOf(sequenceValue: string | number | bigint): string {
  return `${ORDER_NUMBER_PREFIX}${String(sequenceValue).padStart(7, '0').slice(-7)}`;
}

/** The digits of an order number without its prefix (`DKBD1000001` → `1000001`), as the invoice number uses them. */
export function orderDigits(orderNumber: string): string {
  return orderNumber.startsWith(ORDER_NUMBER_PREFIX) ? orderNumber.slice(ORDER_NUMBER_PREFIX.length) : orderNumber;
}

/**
 * An order number as a shopper types it — `1000001`, `DKBD1000001`, `dkbd 1000001`, `#1000001`, `DKBD-1000001` —
 * or null when it cannot be one. Forms ask for all seven digits (`digits: 'seven'`); the chat takes 1 to 7 digits and
 * pads them with leading zeros (`digits: 'up-to-seven'`), as the assistant's order lookup always has.
 */
export function orderNumberFromTyped(raw: string, { digits = 'seven' }: { digits?: 'seven' | 'up-to-seven' } = {}): string | null {
  const compact = raw.toUpperCase().replace(/\s+/g, '').replace(/^#/, '');
  const rest = compact.startsWith(ORDER_NUMBER_PREFIX) ? compact.slice(ORDER_NUMBER_PREFIX.length).replace(/^-/, '') : compact;
  const allowed = digits === 'seven' ? /^\d{7}$/ : /^\d{1,7}$/;
  return allowed.test(rest) ? orderNumberOf(rest) : null;
}
