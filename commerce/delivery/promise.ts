// The delivery promise (docs/decisions/0053): one module computes the sentence the product page, the quick view,
// the cart and the checkout show, from stock, the supplier's lead time of a made-to-order item, the
// carrier's cut-off at 23:59 Europe/Amsterdam, Sundays and Dutch public holidays, and the delivery method.
// The rules and why they are so: docs/decisions/0053-delivery-promise.md.
import type { DeliveryMethod, DeliveryPromise } from '#contract/schemas/delivery';
import type { CommerceConfig } from '../config';

export type { DeliveryMethod, DeliveryPromise };

/** What the promise of one product, variant or cart line depends on. */
export interface PromiseItem {
  /** Pieces on the shelf for this variant (a cart line: minus nothing; compare with `quantity`). */
  stock: number;
  /** How many are wanted (1 on a product page). */
  quantity?: number;
  /** Werkdagen the supplier needs to make and bring a made-to-order item; null: sold from stock. */
  leadTimeDays: number | null;
  method: DeliveryMethod;
}

/** Orders placed before this local time (Europe/Amsterdam) go out that night. */
export const CUT_OFF = { hour: 23, minute: 59 } as const;
export const SHOP_TIME_ZONE = 'Europe/Amsterdam';

// ---------------------------------------------------------------------------------------------
// Calendar days as whole numbers (days since 1970-01-01 of the proleptic Gregorian calendar), so
// adding a day never meets a DST change: the time zone matters only when an instant becomes a day.

export type DayNumber = number;

export function dayNumber(year: number, month: number, day: number): DayNumber {
  return Math.round(Date.UTC(year, month - 1, day) / 86_400_000);
}

export function dayParts(day: DayNumber): { year: number; month: number; day: number; weekday: number } {
  const d = new Date(day * 86_400_000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), weekday: d.getUTCDay() };
}

export function isoDay(day: DayNumber): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

const amsterdamClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The wall-clock date and time in Amsterdam at an instant (Intl knows the DST changes). */
export function amsterdamTime(instant: Date): { day: DayNumber; hour: number; minute: number } {
  const parts = Object.fromEntries(amsterdamClock.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    day: dayNumber(Number(parts.year), Number(parts.month), Number(parts.day)),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

// ---------------------------------------------------------------------------------------------
// Dutch public holidays on which nothing is delivered, per year.

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): DayNumber {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayNumber(year, month, day);
}

/**
 * The days of a year on which neither the carrier nor the crew delivers: Nieuwjaarsdag, Eerste en
 * Tweede Paasdag, Koningsdag (27 April, 26 April when the 27th is a Sunday), Bevrijdingsdag in
 * lustrum years only (every 5 years, when it is a day off for most), Hemelvaartsdag, Eerste en
 * Tweede Pinksterdag, Eerste en Tweede Kerstdag. Goede Vrijdag is a normal delivery day (the carriers
 * deliver then; it is no general day off in the Netherlands). ADR 0053.
 */
export function dutchHolidays(year: number): Map<DayNumber, string> {
  const easter = easterSunday(year);
  const kingsDay = dayParts(dayNumber(year, 4, 27)).weekday === 0 ? dayNumber(year, 4, 26) : dayNumber(year, 4, 27);
  const days: [DayNumber, string][] = [
    [dayNumber(year, 1, 1), 'Nieuwjaarsdag'],
    [easter, 'Eerste Paasdag'],
    [easter + 1, 'Tweede Paasdag'],
    [kingsDay, 'Koningsdag'],
    [easter + 39, 'Hemelvaartsdag'],
    [easter + 49, 'Eerste Pinksterdag'],
    [easter + 50, 'Tweede Pinksterdag'],
    [dayNumber(year, 12, 25), 'Eerste Kerstdag'],
    [dayNumber(year, 12, 26), 'Tweede Kerstdag'],
  ];
  if (year % 5 === 0) days.push([dayNumber(year, 5, 5), 'Bevrijdingsdag']);
  return new Map(days);
}

const holidayCache = new Map<number, Map<DayNumber, string>>();

export function isDutchHoliday(day: DayNumber): boolean {
  const { year } = dayParts(day);
  let holidays = holidayCache.get(year);
  if (!holidays) {
    holidays = dutchHolidays(year);
    holidayCache.set(year, holidays);
  }
  return holidays.has(day);
}

/** A supplier's working day: Monday to Friday, no holiday. */
export function isWorkingDay(day: DayNumber): boolean {
  const { weekday } = dayParts(day);
  return weekday >= 1 && weekday <= 5 && !isDutchHoliday(day);
}

/** A day the method delivers on: the parcel carrier Monday to Saturday, the shop's crew Monday to Friday; never on a holiday. */
export function isDeliveryDay(day: DayNumber, method: DeliveryMethod): boolean {
  const { weekday } = dayParts(day);
  if (weekday === 0 || isDutchHoliday(day)) return false;
  return method === 'parcel' || weekday !== 6;
}

function nextDay(from: DayNumber, test: (day: DayNumber) => boolean): DayNumber {
  let day = from + 1;
  while (!test(day)) day += 1;
  return day;
}

// ---------------------------------------------------------------------------------------------
// The promise.

const WEEKDAYS = ['zondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'];
const MONTHS = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'];

/** "4 december". */
export function formatDayMonth(iso: string): string {
  const [, month, day] = iso.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]}`;
}

/** "vrijdag 4 december" (the day a crew delivery is planned on, as order pages show it). */
export function formatDeliveryDay(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return `${WEEKDAYS[dayParts(dayNumber(year, month, day)).weekday]} ${formatDayMonth(iso)}`;
}

/** The day an order placed at `now` counts as placed on: after the cut-off it is the next day. */
export function orderDay(now: Date): DayNumber {
  const local = amsterdamTime(now);
  const late = local.hour > CUT_OFF.hour || (local.hour === CUT_OFF.hour && local.minute >= CUT_OFF.minute);
  return late ? local.day + 1 : local.day;
}

/**
 * The first day an item can be delivered, or null when it cannot be promised (sold out and not made
 * to order). From stock it leaves the night of the order day; made to order it leaves the night of the
 * supplier's last working day of the lead time.
 */
export function earliestDeliveryDay(item: PromiseItem, now: Date): DayNumber | null {
  const wanted = Math.max(1, item.quantity ?? 1);
  const fromStock = item.leadTimeDays === null || item.leadTimeDays <= 0;
  if (fromStock && item.stock < wanted) return null;
  let ready = orderDay(now);
  if (!fromStock) for (let n = 0; n < item.leadTimeDays!; n++) ready = nextDay(ready, isWorkingDay);
  return nextDay(ready, (day) => isDeliveryDay(day, item.method));
}

export function deliveryPromise(item: PromiseItem, now: Date): DeliveryPromise | null {
  const day = earliestDeliveryDay(item, now);
  if (day === null) return null;
  const date = isoDay(day);
  if (item.method === 'crew') {
    return { kind: 'from', method: 'crew', date, text: `Levering vanaf ${formatDayMonth(date)}, jij kiest de dag` };
  }
  if (day === amsterdamTime(now).day + 1) return { kind: 'tomorrow', method: 'parcel', date, text: 'Morgen in huis' };
  const weekday = formatDeliveryDay(date);
  return { kind: 'date', method: 'parcel', date, text: `${weekday[0]!.toUpperCase()}${weekday.slice(1)} in huis` };
}

/** The instant promises are made for: the demo's DELIVERY_CLOCK, a test's clock, or now. */
export function promiseNow(config: Pick<CommerceConfig, 'deliveryClock' | 'now'>): Date {
  return (config.deliveryClock ?? config.now ?? (() => new Date()))();
}

/**
 * The header's note, true for whatever is in stock: "Voor 23:59 besteld, morgen in huis (op voorraad)", or the
 * weekday when tomorrow is no delivery day ("Voor 23:59 besteld, maandag in huis (op voorraad)" on a Saturday).
 * A made-to-order or crew-delivered product says its own promise on its page.
 */
export function headerDeliveryNote(now: Date): string {
  const promise = deliveryPromise({ stock: 1, leadTimeDays: null, method: 'parcel' }, now)!;
  const when = promise.kind === 'tomorrow' ? 'morgen' : formatDeliveryDay(promise.date).split(' ')[0];
  return `Voor 23:59 besteld, ${when} in huis (op voorraad)`;
}
