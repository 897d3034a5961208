// Fixed dates for demo data: no clock reads, so the same seed gives the same shop.

/** "Today" as far as the demo data is concerned. */
export const REFERENCE_DATE = new Date('2026-11-01T09:00:00+01:00');
/** Products were added to the range between these dates. */
export const CATALOGUE_START = new Date('2025-01-06T09:00:00+01:00');
export const CATALOGUE_END = new Date('2026-10-30T17:00:00+01:00');
