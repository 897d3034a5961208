// The Omnibus reference price against a brute-force oracle (docs/decisions/0057): random price histories on an
// hourly grid; the oracle looks at every hour of the 30 days before the reduction started.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  inEffectOrder,
  lowestPriceBetween,
  lowestPriceOf30DaysBefore,
  referencePriceOf,
  reductionStartOf,
  type PricePoint,
} from './reference';

const HOUR = 60 * 60 * 1000;
const PERIOD_HOURS = 30 * 24;
const T0 = Date.UTC(2026, 0, 1);
const at = (hour: number) => new Date(T0 + hour * HOUR);

interface Entry {
  hour: number;
  price: number;
  compareAt: number | null;
}

/** Entries as the database orders them: by time, ties in insertion order (a stable sort). */
const ordered = (entries: Entry[]) => entries.map((e, id) => ({ ...e, id })).sort((a, b) => a.hour - b.hour || a.id - b.id);

/** The price in effect during hour h, by a plain scan: the last entry at or before it. */
function oraclePriceAt(entries: Entry[], hour: number, sorted = ordered(entries)): number | null {
  let price: number | null = null;
  for (const e of sorted) if (e.hour <= hour) price = e.price;
  return price;
}

/** The oracle's lowest price over the hours [from, to). */
function oracleLowest(entries: Entry[], from: number, to: number): number | null {
  const sorted = ordered(entries);
  let lowest: number | null = null;
  for (let h = from; h < to; h++) {
    const p = oraclePriceAt(entries, h, sorted);
    if (p !== null) lowest = lowest === null ? p : Math.min(lowest, p);
  }
  return lowest;
}

function oracleReference(entries: Entry[]): number | null {
  const sorted = ordered(entries);
  if (sorted.length === 0) return null;
  // The reduction started at the earliest entry from which on every entry is announced as a reduction
  // and none is dearer than the one before it (a raise inside a sale ends it; art. 6a(5) keeps the
  // start only for ever deeper cuts).
  const isRun = (s: number) => sorted.slice(s).every((e, i, run) => e.compareAt !== null && (i === 0 || e.price <= run[i - 1]!.price));
  const first = sorted.findIndex((_, s) => isRun(s));
  if (first === -1) return null;
  const start = sorted[first]!.hour;
  const from = start - PERIOD_HOURS;
  // The whole 30 days must be known: some price in effect at their first hour.
  if (oraclePriceAt(entries, from) === null) return null;
  const lowest = oracleLowest(entries, from, start)!;
  const current = sorted[sorted.length - 1]!.price;
  return lowest > current ? lowest : null;
}

const toHistory = (entries: Entry[]): PricePoint[] =>
  inEffectOrder(entries.map((e, id) => ({ price: e.price, compareAt: e.compareAt, at: at(e.hour), id })));

const entry = fc.record({
  // Some hours drawn from a few shared ones, so changes at the same moment and at the period's edges occur.
  hour: fc.oneof(fc.integer({ min: 0, max: 2400 }), fc.constantFrom(0, 280, 1000, 1720, 2000)),
  price: fc.integer({ min: 100, max: 20_000 }),
  compareAt: fc.option(fc.integer({ min: 100, max: 40_000 }), { nil: null, freq: 2 }),
});
const histories = fc.array(entry, { minLength: 0, maxLength: 12 });

describe('the lawful "was" price (Omnibus, 30 days)', () => {
  it('equals the brute-force oracle on random price histories', () => {
    fc.assert(
      fc.property(histories, (entries) => {
        expect(referencePriceOf(toHistory(entries))).toBe(oracleReference(entries));
      }),
      { numRuns: 1500 },
    );
  });

  it('the lowest price over any period equals the oracle (what the alerts use)', () => {
    fc.assert(
      fc.property(histories, fc.integer({ min: 0, max: 2400 }), fc.integer({ min: 1, max: 1000 }), (entries, from, length) => {
        expect(lowestPriceBetween(toHistory(entries), at(from), at(from + length))).toBe(oracleLowest(entries, from, from + length));
      }),
      { numRuns: 1000 },
    );
  });

  it('is never above any price of the 30 days before the reduction, and always above the current price', () => {
    fc.assert(
      fc.property(histories, (entries) => {
        const history = toHistory(entries);
        const reference = referencePriceOf(history);
        if (reference === null) return;
        const start = reductionStartOf(history)!;
        const from = start.getTime() - 30 * 24 * HOUR;
        history.forEach((h, n) => {
          // A price replaced at the same moment was never in effect.
          const replacedAtOnce = history[n + 1]?.at.getTime() === h.at.getTime();
          if (!replacedAtOnce && h.at.getTime() > from && h.at.getTime() < start.getTime()) expect(reference).toBeLessThanOrEqual(h.price);
        });
        expect(reference).toBeGreaterThan(history[history.length - 1]!.price);
      }),
      { numRuns: 1000 },
    );
  });

  it('a raise just before a "sale" gives no higher "was" price (raise then lower)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 10_000 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: PERIOD_HOURS - 1 }),
        (regular, raise, hoursBefore) => {
          const sale = 2000 + PERIOD_HOURS;
          const entries: Entry[] = [
            { hour: 0, price: regular, compareAt: null },
            { hour: sale - hoursBefore, price: regular + raise, compareAt: null },
            { hour: sale, price: regular, compareAt: regular + raise },
          ];
          expect(referencePriceOf(toHistory(entries))).toBeNull();
          // Lowered below the old regular price: the "was" price is the regular one, never the raised one.
          entries[2] = { hour: sale, price: regular - 500, compareAt: regular + raise };
          expect(referencePriceOf(toHistory(entries))).toBe(regular);
        },
      ),
    );
  });

  it('a raise inside a running sale ends it: later cuts are never shown against the pre-sale price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 10_000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.array(fc.integer({ min: 1, max: 500 }), { maxLength: 4 }),
        fc.integer({ min: 1, max: PERIOD_HOURS - 1 }),
        (regular, saleCut, raise, cuts, hoursLater) => {
          const sale = regular - saleCut;
          const entries: Entry[] = [
            { hour: 0, price: regular, compareAt: null },
            { hour: 1000, price: sale, compareAt: regular },
            { hour: 1000 + hoursLater, price: sale + raise, compareAt: regular },
          ];
          let price = sale + raise;
          cuts.forEach((cut, n) => {
            price = Math.max(100, price - cut);
            entries.push({ hour: 1000 + hoursLater + n + 1, price, compareAt: regular });
          });
          const reference = referencePriceOf(toHistory(entries));
          // The sale price was in effect in the 30 days before the raise: the "was" price is at most it.
          if (reference !== null) expect(reference).toBeLessThanOrEqual(sale);
          expect(reference).toBe(price < sale ? sale : null);
        },
      ),
    );
  });

  it('examples: a product new within the 30 days has no reference; a deeper cut keeps the sale start', () => {
    const day = 24;
    expect(
      referencePriceOf(
        toHistory([
          { hour: 0, price: 5000, compareAt: null },
          { hour: 20 * day, price: 4000, compareAt: 5000 },
        ]),
      ),
    ).toBeNull();
    const history = toHistory([
      { hour: 0, price: 5000, compareAt: null },
      { hour: 40 * day, price: 4000, compareAt: 5000 },
      { hour: 50 * day, price: 3000, compareAt: 5000 },
    ]);
    expect(referencePriceOf(history)).toBe(5000);
    // The attack review's H1: €30 for over a month, "sale" €25 (was €30), a week later €28, then €27.
    const raisedInSale = [
      { hour: 0, price: 3000, compareAt: null },
      { hour: 35 * day, price: 2500, compareAt: 9900 },
      { hour: 42 * day, price: 2800, compareAt: 9900 },
      { hour: 44 * day, price: 2700, compareAt: 9900 },
    ];
    expect(referencePriceOf(toHistory(raisedInSale.slice(0, 2)))).toBe(3000);
    expect(referencePriceOf(toHistory(raisedInSale.slice(0, 3)))).toBeNull();
    expect(referencePriceOf(toHistory(raisedInSale))).toBeNull();
    expect(reductionStartOf(toHistory(raisedInSale))).toEqual(at(42 * day));
    // Cut below the sale price after the raise: shown against the sale price, the lowest of the 30 days.
    expect(referencePriceOf(toHistory([...raisedInSale, { hour: 45 * day, price: 2000, compareAt: 9900 }]))).toBe(2500);
    expect(lowestPriceOf30DaysBefore(history, at(60 * day))).toBe(3000);
    expect(lowestPriceOf30DaysBefore(history, at(51 * day))).toBe(3000);
    expect(lowestPriceOf30DaysBefore([], at(51 * day))).toBeNull();
  });
});
