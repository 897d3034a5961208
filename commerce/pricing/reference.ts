// The lawful "was" price (docs/decisions/0051): the Omnibus rule of the Price Indication Directive,
// art. 6a (in the Netherlands BW 6:193ga). A reduction may be shown against one price only: the lowest
// price the variant had in the 30 days before the reduction started. This is the one place that
// computes it; every place that shows a reduction (tiles, product page, quick view, cart, JSON-LD,
// feed) reads the result, which the API stores as `price_old` whenever a price changes.
//
// Pure functions on a variant's price history, entries in the order they took effect (time, then id).

/** One recorded price: from `at` on, the variant costs `price`; `compareAt` set: announced as a reduction. */
export interface PricePoint {
  price: number;
  compareAt: number | null;
  at: Date;
}

/** The period the rule looks back over: 30 days. */
export const REFERENCE_DAYS = 30;
export const REFERENCE_PERIOD_MS = REFERENCE_DAYS * 24 * 60 * 60 * 1000;

/** The price in effect at a moment: the last entry at or before it; null before the first. */
export function priceAt(history: readonly PricePoint[], moment: Date): number | null {
  let price: number | null = null;
  for (const point of history) {
    if (point.at.getTime() > moment.getTime()) break;
    price = point.price;
  }
  return price;
}

/**
 * The lowest price in effect at any moment of [from, to): the price in effect at `from` and every
 * price that took effect after it and before `to`. null: no price was in effect in that period.
 * (The stock and price alerts use it for "the lowest price of the last 30 days".)
 */
export function lowestPriceBetween(history: readonly PricePoint[], from: Date, to: Date): number | null {
  let lowest: number | null = null;
  let current: number | null = null;
  let currentAt = -Infinity;
  for (const point of history) {
    const at = point.at.getTime();
    if (at >= to.getTime()) break;
    // A price replaced at the same moment (or before the period) was never in effect within it.
    if (current !== null && at > from.getTime() && at > currentAt) lowest = lowest === null ? current : Math.min(lowest, current);
    current = point.price;
    currentAt = Math.max(at, from.getTime());
  }
  if (current !== null) lowest = lowest === null ? current : Math.min(lowest, current);
  return lowest;
}

/** The lowest price of the 30 days up to a moment (for alerts: has a price fallen below it?). */
export function lowestPriceOf30DaysBefore(history: readonly PricePoint[], moment: Date): number | null {
  return lowestPriceBetween(history, new Date(moment.getTime() - REFERENCE_PERIOD_MS), moment);
}

/**
 * When the current reduction started: the first entry of the unbroken run of announced reductions
 * that ends with the latest entry, each entry of the run no dearer than the one before it. Only an
 * ever deeper cut keeps the sale's start (art. 6a(5)): a raise ends the run, and the raised entry,
 * announced as a reduction, starts a new one — so a later cut is measured against the 30 days before
 * it, sale prices included, never against the price before the first sale.
 * null: the latest entry is not a reduction.
 */
export function reductionStartOf(history: readonly PricePoint[]): Date | null {
  let start: Date | null = null;
  for (let n = history.length - 1; n >= 0; n--) {
    if (history[n]!.compareAt === null) break;
    start = history[n]!.at;
    // A raise over the entry before it: the run started here.
    if (n > 0 && history[n]!.price > history[n - 1]!.price) break;
  }
  return start;
}

/**
 * The "was" price to show beside the current price, or null: no reduction, no price known for the
 * whole 30 days before it started (a product new within them has no lawful reference), or the lowest
 * price of those days is not above today's price (a raise just before a "sale" proves nothing).
 */
export function referencePriceOf(history: readonly PricePoint[]): number | null {
  const start = reductionStartOf(history);
  if (!start || history.length === 0) return null;
  const from = new Date(start.getTime() - REFERENCE_PERIOD_MS);
  if (history[0]!.at.getTime() > from.getTime()) return null;
  const lowest = lowestPriceBetween(history, from, start);
  const current = history[history.length - 1]!.price;
  return lowest !== null && lowest > current ? lowest : null;
}

/** Entries in the order they took effect (the database's order: time, then insertion). */
export function inEffectOrder<T extends PricePoint & { id?: number }>(history: readonly T[]): T[] {
  return [...history].sort((a, b) => a.at.getTime() - b.at.getTime() || (a.id ?? 0) - (b.id ?? 0));
}
