// The crew's delivery planning in the back office (docs/decisions/0066): the capacity grid of a
// region's week, the bulk edit and closing a day, the day list (route sheet) and marking a delivery
// delivered or "niet thuis". Request schemas carry the Dutch messages staff see beside a field.
import { z } from '@hono/zod-openapi';

export const PLANNING_MESSAGES = {
  region: 'Vul een regio in als NL gevolgd door de eerste twee cijfers van de postcode, bijvoorbeeld NL10.',
  day: 'Vul een datum in als JJJJ-MM-DD.',
  days: 'Kies minstens één dag.',
  capacity: 'Vul per dagdeel een heel getal van 0 tot en met 50 in (leeg: niet wijzigen).',
  nothing: 'Vul bij minstens één dagdeel een aantal in.',
} as const;

/** Most places staff may set for one part of day in one region (two crews, a full day's round). */
export const MAX_CAPACITY = 50;

const msg = (message: string) => ({ errorMap: () => ({ message }) });
export const RegionText = z
  .string(msg(PLANNING_MESSAGES.region))
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}\d{2}$/, PLANNING_MESSAGES.region);
export const DayText = z
  .string(msg(PLANNING_MESSAGES.day))
  .regex(/^\d{4}-\d{2}-\d{2}$/, PLANNING_MESSAGES.day)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'Deze datum bestaat niet.');
const Capacity = z
  .number(msg(PLANNING_MESSAGES.capacity))
  .int(PLANNING_MESSAGES.capacity)
  .min(0, PLANNING_MESSAGES.capacity)
  .max(MAX_CAPACITY, PLANNING_MESSAGES.capacity);
export const SlotName = z.enum(['ochtend', 'middag', 'avond']);

export const PlanWeekQuery = z.object({
  region: RegionText.openapi({ example: 'NL12' }),
  /** Any day of the week; the grid starts on its Monday. */
  week: DayText.optional().openapi({ example: '2026-12-14' }),
});

export const SetCapacityBody = z
  .object({
    region: RegionText,
    days: z.array(DayText, msg(PLANNING_MESSAGES.days)).min(1, PLANNING_MESSAGES.days).max(7, PLANNING_MESSAGES.days),
    ochtend: Capacity.nullable().optional(),
    middag: Capacity.nullable().optional(),
    avond: Capacity.nullable().optional(),
  })
  .refine((b) => [b.ochtend, b.middag, b.avond].some((v) => typeof v === 'number'), {
    message: PLANNING_MESSAGES.nothing,
    path: ['ochtend'],
  });

export const CloseDayBody = z.object({ region: RegionText, day: DayText });

export const DayParams = z.object({ region: RegionText, day: DayText });

/** The list the staff member acts from: the order must be on it (region and day), else 404. */
export const MarkBody = z.object({ region: RegionText, day: DayText });

const SlotCell = z.object({
  slot: SlotName,
  capacity: z.number().int(),
  booked: z.number().int(),
  /** Staff set this part of day (false: the default capacity applies). */
  planned: z.boolean(),
});

export const PlanWeekAnswer = z
  .object({
    region: z.string(),
    week: z.string(),
    previous_week: z.string(),
    next_week: z.string(),
    today: z.string(),
    default_capacity: z.number().int(),
    days: z.array(
      z.object({
        date: z.string(),
        text: z.string(),
        /** The crew drives this day (no Sunday, no public holiday). */
        delivery_day: z.boolean(),
        past: z.boolean(),
        closed: z.boolean(),
        slots: z.array(SlotCell),
      }),
    ),
  })
  .openapi('DeliveryPlanWeek');

export const SetCapacityAnswer = z.object({
  region: z.string(),
  changed: z.array(z.object({ day: z.string(), slot: SlotName, from: z.number().int(), to: z.number().int() })),
});

/**
 * A stop on the day list: a delivery ("Bezorgen") or a crew pickup of a trial return ("Ophalen", ADR 0065/0070).
 * A pickup is `te-bezorgen` while it holds its place and `bezorgd` once picked up (done); it is marked in
 * /beheer/klantretouren/ (return_number), never through the delivery endpoints.
 */
const Stop = z.object({
  order_number: z.string(),
  status: z.enum(['te-bezorgen', 'bezorgd', 'niet-thuis']),
  slot: SlotName,
  slot_text: z.string(),
  name: z.string(),
  phone: z.string(),
  address: z.object({ street: z.string(), house_number: z.string(), zipcode: z.string(), city: z.string() }),
  services: z.array(z.object({ code: z.string(), title: z.string() })),
  items: z.array(z.object({ title: z.string(), options: z.array(z.string()), sku: z.string(), quantity: z.number().int() })),
  delivered_at: z.string().nullable(),
  missed_at: z.string().nullable(),
  kind: z.enum(['bezorgen', 'ophalen']),
  /** Pickups only: the trial return (RS…) and when the crew picked it up. */
  return_number: z.string().nullable(),
  picked_up_at: z.string().nullable(),
});

export const DayListAnswer = z
  .object({ region: z.string(), day: z.string(), day_text: z.string(), stops: z.array(Stop) })
  .openapi('DeliveryDayList');

export const MarkAnswer = z.object({
  order_number: z.string(),
  status: z.enum(['te-bezorgen', 'bezorgd', 'niet-thuis']),
  /** false: it already was (a double submit, a colleague): nothing happened twice. */
  changed: z.boolean(),
});

export type PlanWeek = z.infer<typeof PlanWeekAnswer>;
export type DayList = z.infer<typeof DayListAnswer>;
export type DeliveryStop = z.infer<typeof Stop>;
