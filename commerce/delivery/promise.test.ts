import fc from 'fast-check';
import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { deliveryPromise, dutchHolidays, easterSunday, headerDeliveryNote, isoDay, type PromiseItem } from './promise';

/** An instant given as Amsterdam wall-clock time with its UTC offset, e.g. at('2026-11-27T12:00', 1). */
const at = (local: string, offsetHours: number) => new Date(`${local}:00${offsetHours === 2 ? '+02:00' : '+01:00'}`);

const pillow: PromiseItem = { stock: 12, leadTimeDays: null, method: 'parcel' };
const boxspring: PromiseItem = { stock: 0, leadTimeDays: 10, method: 'crew' };

describe('the delivery promise', () => {
  it('an in-stock pillow ordered on a Friday afternoon is there tomorrow (Saturday)', () => {
    expect(deliveryPromise(pillow, at('2026-11-27T12:00', 1))).toEqual({
      kind: 'tomorrow',
      method: 'parcel',
      date: '2026-11-28',
      text: 'Morgen in huis',
    });
  });

  it('ordered on Saturday it comes on Monday: no deliveries on Sunday', () => {
    expect(deliveryPromise(pillow, at('2026-11-28T12:00', 1))?.text).toBe('Maandag 30 november in huis');
    expect(deliveryPromise(pillow, at('2026-11-29T23:58', 1))?.text).toBe('Morgen in huis');
  });

  it('the cut-off is 23:59 Amsterdam time: at 23:58 tomorrow, from 23:59 a day later', () => {
    expect(deliveryPromise(pillow, at('2026-12-02T23:58', 1))?.text).toBe('Morgen in huis');
    expect(deliveryPromise(pillow, at('2026-12-02T23:59', 1))?.text).toBe('Vrijdag 4 december in huis');
    // 00:30 on Thursday is Thursday's order: Friday.
    expect(deliveryPromise(pillow, at('2026-12-03T00:30', 1))?.text).toBe('Morgen in huis');
  });

  it('a made-to-order boxspring: ten working days of the supplier, then the crew on a weekday', () => {
    expect(deliveryPromise(boxspring, at('2026-11-27T12:00', 1))).toEqual({
      kind: 'from',
      method: 'crew',
      date: '2026-12-14',
      text: 'Levering vanaf 14 december, jij kiest de dag',
    });
  });

  it('Christmas and the weekend: ordered on 24 December, delivered on the 28th', () => {
    expect(deliveryPromise(pillow, at('2026-12-24T12:00', 1))?.text).toBe('Maandag 28 december in huis');
  });

  it('Koningsdag moves to 26 April when the 27th is a Sunday (2025); Bevrijdingsdag only in lustrum years', () => {
    expect(deliveryPromise(pillow, at('2025-04-25T10:00', 2))?.date).toBe('2025-04-28');
    expect(deliveryPromise(pillow, at('2025-05-04T10:00', 2))?.date).toBe('2025-05-06');
    expect(deliveryPromise(pillow, at('2026-05-04T10:00', 2))?.date).toBe('2026-05-05');
  });

  it('Goede Vrijdag is a delivery day; Tweede Paasdag is not', () => {
    expect(deliveryPromise(pillow, at('2026-04-02T10:00', 2))?.date).toBe('2026-04-03');
    expect(deliveryPromise(pillow, at('2026-04-04T10:00', 2))?.date).toBe('2026-04-07');
  });

  it('on the DST change nights the cut-off stays 23:59 on the wall clock', () => {
    // Saturday 28 March 2026, 23:58 CET (22:58 UTC): Saturday's order, Monday. The clocks go forward that night.
    expect(deliveryPromise(pillow, new Date('2026-03-28T22:58:59Z'))?.date).toBe('2026-03-30');
    // Sunday 25 October 2026 23:58 CET (after the clocks went back): Monday.
    expect(deliveryPromise(pillow, new Date('2026-10-25T22:58:00Z'))?.text).toBe('Morgen in huis');
    expect(deliveryPromise(pillow, new Date('2026-10-25T22:59:00Z'))?.text).toBe('Dinsdag 27 oktober in huis');
  });

  it('promises nothing for a sold-out item that is not made to order, or more than the shelf holds', () => {
    expect(deliveryPromise({ ...pillow, stock: 0 }, at('2026-11-27T12:00', 1))).toBeNull();
    expect(deliveryPromise({ ...pillow, stock: 2, quantity: 3 }, at('2026-11-27T12:00', 1))).toBeNull();
    expect(deliveryPromise({ ...pillow, stock: 3, quantity: 3 }, at('2026-11-27T12:00', 1))?.text).toBe('Morgen in huis');
  });
});

describe('the header note', () => {
  it('says morgen only when tomorrow is a delivery day, else the weekday', () => {
    expect(headerDeliveryNote(at('2026-12-02T12:00', 1))).toBe('Voor 23:59 besteld, morgen in huis (op voorraad)');
    expect(headerDeliveryNote(at('2026-11-28T12:00', 1))).toBe('Voor 23:59 besteld, maandag in huis (op voorraad)');
    expect(headerDeliveryNote(at('2026-12-24T12:00', 1))).toBe('Voor 23:59 besteld, maandag in huis (op voorraad)');
  });
});

describe('Dutch holidays per year', () => {
  it('agree with the date-holidays library (public holidays, Bevrijdingsdag every 5 years) for 2014–2099', () => {
    const library = new Holidays('NL');
    for (let year = 2014; year <= 2099; year++) {
      const expected = library
        .getHolidays(year)
        .filter((h) => h.type === 'public' || (h.name === 'Bevrijdingsdag' && year % 5 === 0))
        .map((h) => h.date.slice(0, 10))
        .sort();
      const ours = [...dutchHolidays(year).keys()].map(isoDay).sort();
      expect(ours, String(year)).toEqual(expected);
    }
  });

  it('Easter Sunday of known years', () => {
    expect(isoDay(easterSunday(2024))).toBe('2024-03-31');
    expect(isoDay(easterSunday(2026))).toBe('2026-04-05');
    expect(isoDay(easterSunday(2038))).toBe('2038-04-25');
  });
});

// ---------------------------------------------------------------------------------------------
// The oracle: a plain calendar walk, with its own idea of Amsterdam's clock (the EU rule: summer time
// from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October) and its own
// holiday list (the date-holidays library).

const library = new Holidays('NL');
const oracleHolidays = new Map<number, Set<string>>();
function isHoliday(date: Date): boolean {
  const year = date.getUTCFullYear();
  if (!oracleHolidays.has(year)) {
    oracleHolidays.set(
      year,
      new Set(
        library
          .getHolidays(year)
          .filter((h) => h.type === 'public' || (h.name === 'Bevrijdingsdag' && year % 5 === 0))
          .map((h) => h.date.slice(0, 10)),
      ),
    );
  }
  return oracleHolidays.get(year)!.has(date.toISOString().slice(0, 10));
}

function lastSundayUtc(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0, 1));
  last.setUTCDate(last.getUTCDate() - last.getUTCDay());
  return last.getTime();
}

function oracle(item: PromiseItem, now: Date): { date: string; text: string } | null {
  const year = now.getUTCFullYear();
  const summer = now.getTime() >= lastSundayUtc(year, 2) && now.getTime() < lastSundayUtc(year, 9);
  const wall = new Date(now.getTime() + (summer ? 2 : 1) * 3_600_000);
  const today = new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()));
  const quantity = item.quantity ?? 1;
  const madeToOrder = item.leadTimeDays !== null && item.leadTimeDays > 0;
  if (!madeToOrder && item.stock < quantity) return null;
  const day = new Date(today);
  if (wall.getUTCHours() * 60 + wall.getUTCMinutes() >= 23 * 60 + 59) day.setUTCDate(day.getUTCDate() + 1);
  const step = () => day.setUTCDate(day.getUTCDate() + 1);
  if (madeToOrder) {
    for (let left = item.leadTimeDays!; left > 0;) {
      step();
      if (day.getUTCDay() >= 1 && day.getUTCDay() <= 5 && !isHoliday(day)) left--;
    }
  }
  const delivers = () => day.getUTCDay() !== 0 && !isHoliday(day) && (item.method === 'parcel' || day.getUTCDay() !== 6);
  do step();
  while (!delivers());
  const months = [
    'januari',
    'februari',
    'maart',
    'april',
    'mei',
    'juni',
    'juli',
    'augustus',
    'september',
    'oktober',
    'november',
    'december',
  ];
  const weekdays = ['Zondag', 'Maandag', 'Dinsdag', 'Woensdag', 'Donderdag', 'Vrijdag', 'Zaterdag'];
  const dayMonth = `${day.getUTCDate()} ${months[day.getUTCMonth()]}`;
  const date = day.toISOString().slice(0, 10);
  if (item.method === 'crew') return { date, text: `Levering vanaf ${dayMonth}, jij kiest de dag` };
  if (day.getTime() - today.getTime() === 86_400_000) return { date, text: 'Morgen in huis' };
  return { date, text: `${weekdays[day.getUTCDay()]} ${dayMonth} in huis` };
}

/** Instants near the interesting edges: the cut-off, midnight, the DST change nights, holidays. */
const instant = fc.oneof(
  fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2045-12-31T00:00:00Z'), noInvalidDate: true }),
  fc
    .record({
      year: fc.integer({ min: 2020, max: 2045 }),
      edge: fc.constantFrom('dst-spring', 'dst-autumn', 'easter', 'christmas', 'kingsday', 'new-year'),
      shiftDays: fc.integer({ min: -3, max: 3 }),
      // Minutes around 23:59 local (both offsets) and around the 01:00 UTC switch.
      minuteUtc: fc.oneof(fc.integer({ min: 21 * 60 + 50, max: 23 * 60 + 10 }), fc.integer({ min: 0, max: 24 * 60 - 1 })),
      second: fc.integer({ min: 0, max: 59 }),
    })
    .map(({ year, edge, shiftDays, minuteUtc, second }) => {
      const base =
        edge === 'dst-spring'
          ? lastSundayUtc(year, 2)
          : edge === 'dst-autumn'
            ? lastSundayUtc(year, 9)
            : edge === 'easter'
              ? easterSunday(year) * 86_400_000
              : edge === 'christmas'
                ? Date.UTC(year, 11, 25)
                : edge === 'kingsday'
                  ? Date.UTC(year, 3, 27)
                  : Date.UTC(year, 0, 1);
      const midnight = Math.floor(base / 86_400_000) * 86_400_000;
      return new Date(midnight + shiftDays * 86_400_000 + minuteUtc * 60_000 + second * 1000);
    }),
);

const item: fc.Arbitrary<PromiseItem> = fc.record({
  stock: fc.integer({ min: 0, max: 5 }),
  quantity: fc.integer({ min: 1, max: 4 }),
  leadTimeDays: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }),
  method: fc.constantFrom('parcel' as const, 'crew' as const),
});

describe('the promise against a calendar oracle', () => {
  it("gives the oracle's day and text for any item at any instant (property)", () => {
    fc.assert(
      fc.property(item, instant, (it, now) => {
        const promise = deliveryPromise(it, now);
        const expected = oracle(it, now);
        expect(promise === null ? null : { date: promise.date, text: promise.text }).toEqual(expected);
      }),
      { numRuns: 5000 },
    );
  });
});
