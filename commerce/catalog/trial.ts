// Trial nights (docs/decisions/0064): mattresses, toppers and pillows can be slept on at home
// for a number of nights, counted from delivery, and returned after a minimum of nights slept. The
// numbers live on the product (products.trial_nights, trial_min_nights); the seed sets them per type
// from this table, and staff may change them per product.
const DAY = 24 * 60 * 60 * 1000;

export const TRIAL_BY_TYPE: Record<string, { nights: number; minNights: number }> = {
  matras: { nights: 100, minNights: 30 },
  topper: { nights: 100, minNights: 14 },
  hoofdkussen: { nights: 30, minNights: 7 },
};

/**
 * Types the crew picks up when they go back on trial (docs/decisions/0065), however they came: a
 * mattress or topper arrives rolled up in a box, but once unpacked it does not go back into one.
 * Anything the crew delivered is picked up by the crew as well; the rest (pillows) goes as a parcel.
 */
export const CREW_PICKUP_TYPES: ReadonlySet<string> = new Set(['matras', 'topper']);

export const pickedUpByCrew = (product: { productType: string; deliveryMethod: string }) =>
  product.deliveryMethod === 'crew' || CREW_PICKUP_TYPES.has(product.productType);

/** The trial the seed gives a product of this type, or none. */
export function trialOfType(type: string): { trialNights: number | null; trialMinNights: number | null } {
  const trial = TRIAL_BY_TYPE[type];
  return { trialNights: trial?.nights ?? null, trialMinNights: trial?.minNights ?? null };
}

/**
 * Nights slept and left of a trial that started on delivery. The delivery night is night 1; the
 * trial's last day is delivery + nights − 1 days (Amsterdam days are not needed: whole 24-hour steps).
 */
export function trialNights(deliveredAt: Date, nights: number, minNights: number, now: Date) {
  const slept = Math.max(0, Math.floor((now.getTime() - deliveredAt.getTime()) / DAY));
  const left = Math.max(0, nights - slept);
  return {
    nights,
    min_nights: minNights,
    slept,
    nights_left: left,
    open: left > 0,
    returnable_from: new Date(deliveredAt.getTime() + minNights * DAY).toISOString(),
    ends_at: new Date(deliveredAt.getTime() + nights * DAY).toISOString(),
  };
}
