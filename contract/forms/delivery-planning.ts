// The back office's delivery planning forms (docs/decisions/0066), plain HTML posts: the bulk edit of a
// week (chosen days, one number per part of day; blank: leave as it is), closing a day, and the day
// list's "Bezorgd" / "Niet thuis" buttons. The API checks everything again.
import { z } from 'zod';
import { MAX_CAPACITY, PLANNING_MESSAGES } from '../schemas/delivery-planning';
import { ORDER_NUMBER } from '../rules/order-number';

const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : trim(value));

export const REGION_PATTERN = /^[A-Z]{2}\d{2}$/;
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const region = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  z.string({ required_error: PLANNING_MESSAGES.region }).regex(REGION_PATTERN, PLANNING_MESSAGES.region),
);
const day = z.string({ required_error: PLANNING_MESSAGES.day }).regex(DAY_PATTERN, PLANNING_MESSAGES.day);
const places = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ invalid_type_error: PLANNING_MESSAGES.capacity })
    .int(PLANNING_MESSAGES.capacity)
    .min(0, PLANNING_MESSAGES.capacity)
    .max(MAX_CAPACITY, PLANNING_MESSAGES.capacity)
    .optional(),
);

export const CapacityFormSchema = z
  .object({
    intent: z.literal('capaciteit'),
    regio: region,
    dagen: z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(day).min(1, PLANNING_MESSAGES.days).max(7)),
    ochtend: places,
    middag: places,
    avond: places,
  })
  .refine((v) => v.ochtend !== undefined || v.middag !== undefined || v.avond !== undefined, {
    message: PLANNING_MESSAGES.nothing,
    path: ['ochtend'],
  });

export const CloseDayFormSchema = z.object({ intent: z.literal('sluiten'), regio: region, dag: day });

export const MarkFormSchema = z.object({
  intent: z.enum(['bezorgd', 'niet-thuis']),
  bestelling: z.string().regex(ORDER_NUMBER, 'Een bestelnummer is DKBD gevolgd door 7 cijfers.'),
});

/** The region a person typed ("nl 10", "NL10") as the API wants it, or null. */
export function regionParam(value: string | null | undefined): string | null {
  const v = (value ?? '').replace(/\s/g, '').toUpperCase();
  return REGION_PATTERN.test(v) ? v : null;
}
