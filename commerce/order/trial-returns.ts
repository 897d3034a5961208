// Trial-nights returns (docs/decisions/0065): within a product's trial (from its minimum of
// nights slept until its last night, counted from delivery on the shop's clock) the customer returns it
// from the account. It is a customer return of kind `proefslapen` (the same table, list, status flow
// and refund path as docs/decisions/0057), with a pickup: the crew comes on a day and part of day chosen
// from the crew's capacity in the customer's region (a place taken with the same guarded update as a
// delivery booking, slots.ts `takePlace`), or, when only small items go back, a parcel with a label.
// Staff mark the pickup done (admin/customer-returns.ts), which refunds the paid share exactly once.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customerReturns, deliveryCapacity, orderLines, orders, payments, products } from '../db/schema';
import { refundableOf } from '../pricing/pricing';
import { queuedRefunds } from './orders';
import { pickedUpByCrew, trialNights } from '../catalog/trial';
import { amsterdamTime, formatDeliveryDay, isoDay, type DayNumber } from '../delivery/promise';
import {
  closedDays,
  DELIVERY_MESSAGES,
  offeredDays,
  placesLeft,
  regionOf,
  SLOT_TEXT,
  SLOTS,
  takePlace,
  SlotFull,
  validateDeliveryChoice,
} from '../delivery/slots';
import type { DeliveryOffer } from '#contract/schemas/checkout';
import { enqueueMail } from '../platform/outbox';
import { customerReturnMails } from './customer-return-mails';
import type { OrderAddress } from './customer-orders';
import { customerReturnJson, customerReturnNumber, isUniqueViolation, merged, returnableLines, ReturnRefused } from './customer-returns';
import { renderReturnLabel } from './return-label';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;
type OrderRow = typeof orders.$inferSelect;
type ReturnRow = typeof customerReturns.$inferSelect;
type Pick_ = { line_id: number; quantity: number };

/** The first pickup day is this many days after today (Amsterdam): the crew plans a day ahead at least. */
export const PICKUP_DAYS_AHEAD = 2;

const dayText = (iso: string) => formatDeliveryDay(iso);
/** The Amsterdam calendar day of an instant, as "vrijdag 4 december". */
const dateText = (at: Date) => dayText(isoDay(amsterdamTime(at).day));

export const TRIAL_RETURN_MESSAGES = {
  notDelivered: 'Proefslapen begint bij de bezorging. Zodra je bestelling is bezorgd, kun je hier een proefslaapretour aanmelden.',
  noTrial: 'Dit artikel valt niet onder proefslapen. Je kunt het binnen 30 dagen na bezorging gewoon retourneren.',
  tooEarly: (title: string, minNights: number, from: Date) =>
    `"${title}" kun je retourneren vanaf ${dateText(from)}: eerst slaap je er minstens ${minNights} nachten op.`,
  over: (title: string, nights: number) => `De ${nights} proefnachten van "${title}" zijn voorbij; proefslapen retourneren kan niet meer.`,
  region: 'We kunnen je adres niet inplannen voor een ophaling. Neem contact op met onze klantenservice.',
  refunded: 'Deze bestelling is al helemaal terugbetaald; er is niets meer om via proefslapen te retourneren.',
  nothingOpen: 'In deze bestelling is nu niets om via proefslapen te retourneren.',
  createdCrew: (number: string, day: string, slot: string) =>
    `Je proefslaapretour ${number} is aangemeld. Onze bezorgers halen het op ${day}, ${slot}. Je krijgt een bevestiging per e-mail.`,
  createdParcel: (number: string) =>
    `Je proefslaapretour ${number} is aangemeld. Download het retourlabel, plak het op het pakket en breng het naar een PostNL-punt. Je krijgt het label ook per e-mail.`,
};

type TrialLine = {
  line: typeof orderLines.$inferSelect;
  returnable: number;
  nights: number;
  minNights: number;
  crew: boolean;
};

/** The order's lines whose product has a trial, with what can still be returned (the same count as every return). */
async function trialLines(db: Executor, orderId: number): Promise<TrialLine[]> {
  const known = await returnableLines(db, orderId);
  const meta = await db
    .select({
      id: orderLines.id,
      nights: products.trialNights,
      minNights: products.trialMinNights,
      deliveryMethod: products.deliveryMethod,
      productType: products.productType,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId));
  const byId = new Map(meta.map((m) => [m.id, m]));
  return known.flatMap(({ line, returnable }) => {
    const m = byId.get(line.id);
    if (!m?.nights) return [];
    return [{ line, returnable, nights: m.nights, minNights: m.minNights ?? 0, crew: pickedUpByCrew(m) }];
  });
}

/** Where a trial line stands now: returnable, not yet (too few nights), over, or not delivered. */
function lineState(order: Pick<OrderRow, 'status' | 'deliveredAt'>, t: TrialLine, now: Date) {
  if (order.status !== 'delivered' || !order.deliveredAt)
    return { state: 'bezorging' as const, trial: null, note: TRIAL_RETURN_MESSAGES.notDelivered, status: 409 as const };
  const trial = trialNights(order.deliveredAt, t.nights, t.minNights, now);
  if (!trial.open)
    return { state: 'voorbij' as const, trial, note: TRIAL_RETURN_MESSAGES.over(t.line.title, t.nights), status: 409 as const };
  if (trial.slept < t.minNights)
    return {
      state: 'wacht' as const,
      trial,
      note: TRIAL_RETURN_MESSAGES.tooEarly(t.line.title, t.minNights, new Date(trial.returnable_from)),
      status: 409 as const,
    };
  return { state: 'open' as const, trial, note: null, status: null };
}

/** The crew's pickup days in a region: the checkout's list (crew days, 28 days, places left per part of day). */
export async function pickupOffer(db: Executor, region: string, now: Date): Promise<DeliveryOffer | null> {
  const first: DayNumber = amsterdamTime(now).day + PICKUP_DAYS_AHEAD;
  const all = offeredDays(first);
  if (all.length === 0) return null;
  // A day staff closed (every part at 0) is not offered, as in the checkout (docs/decisions/0066; outside review).
  const closed = await closedDays(db, region, isoDay(all[0]!), isoDay(all[all.length - 1]!));
  const days = all.filter((d) => !closed.has(isoDay(d)));
  if (days.length === 0) return null;
  const left = await placesLeft(db, region, isoDay(days[0]!), isoDay(days[days.length - 1]!));
  const weeks = new Map<number, DeliveryOffer['weeks'][number]['days']>();
  for (const day of days) {
    const date = isoDay(day);
    const monday = day - ((day + 3) % 7);
    const slots = SLOTS.map((slot) => ({ slot, text: SLOT_TEXT[slot], left: left(date, slot) }));
    weeks.set(monday, [...(weeks.get(monday) ?? []), { date, text: formatDeliveryDay(date), slots }]);
  }
  return {
    region,
    earliest: isoDay(days[0]!),
    weeks: [...weeks].map(([monday, list]) => ({ label: `Week van ${formatDeliveryDay(isoDay(monday))}`, days: list })),
    services: [],
  };
}

/** What the account's trial-return page shows of an own order. */
export async function trialReturnOverview(db: Db, order: OrderRow, now: Date) {
  const lines = await trialLines(db, order.id);
  const states = lines.map((t) => ({ t, s: lineState(order, t, now) }));
  const crewOpen = states.some(({ t, s }) => s.state === 'open' && t.crew && t.returnable > 0);
  const region = regionOf(order.shippingAddress as OrderAddress);
  const offer = crewOpen && region ? await pickupOffer(db, region, now) : null;
  const titles = new Map(lines.map((t) => [t.line.id, t.line.title]));
  const returns = await db
    .select()
    .from(customerReturns)
    .where(and(eq(customerReturns.orderId, order.id), eq(customerReturns.kind, 'proefslapen')))
    .orderBy(desc(customerReturns.createdAt), desc(customerReturns.id));
  return {
    order_number: order.number,
    delivered_at: order.deliveredAt?.toISOString() ?? null,
    lines: states.map(({ t, s }) => ({
      line_id: t.line.id,
      title: t.line.title,
      sku: t.line.sku,
      quantity: t.line.quantity,
      returnable: t.returnable,
      nights: t.nights,
      min_nights: t.minNights,
      nights_left: s.trial?.nights_left ?? null,
      returnable_from: s.trial?.returnable_from ?? null,
      ends_at: s.trial?.ends_at ?? null,
      state: s.state,
      pickup: t.crew ? ('crew' as const) : ('parcel' as const),
      note: s.note,
    })),
    offer,
    returns: returns.map((r) => customerReturnJson(r, order, titles)),
  };
}

export interface TrialReturnRequest {
  request_id: string;
  reason: string;
  lines: Pick_[];
  pickup_date?: string;
  pickup_slot?: string;
}

async function createIn(
  tx: Tx,
  orderId: number,
  customerId: number,
  input: TrialReturnRequest,
  now: Date,
  requestKey: string,
  labelUrl: (number: string) => string,
): Promise<{ row: ReturnRow; keys: string[]; replayed: boolean }> {
  // The order's row lock: every return of this order (of either kind) is decided one after the other.
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  const [again] = await tx.select().from(customerReturns).where(eq(customerReturns.requestKey, requestKey));
  if (again) return { row: again, keys: [], replayed: true };
  const picks = merged(input.lines);
  if (picks.length === 0) throw new ReturnRefused('Kies minstens één artikel en het aantal dat je wilt retourneren.', 400, 'lines');
  if (order!.status !== 'delivered' || !order!.deliveredAt) throw new ReturnRefused(TRIAL_RETURN_MESSAGES.notDelivered, 409);
  // Staff already paid the whole order back (an amount, not lines): nothing would be refunded at the pickup, so no
  // return and no crew place (outside review, docs/security/threat-model.md).
  const [kept] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.kept, true)));
  if (kept && refundableOf([kept], await queuedRefunds(tx, kept.id)) <= 0) throw new ReturnRefused(TRIAL_RETURN_MESSAGES.refunded, 409);
  const lines = await trialLines(tx, orderId);
  const all = await returnableLines(tx, orderId);
  let crew = false;
  for (const pick of picks) {
    const t = lines.find((l) => l.line.id === pick.line_id);
    if (!t) {
      const known = all.some((k) => k.line.id === pick.line_id);
      throw new ReturnRefused(known ? TRIAL_RETURN_MESSAGES.noTrial : 'Dit artikel hoort niet bij deze bestelling.', 400, 'lines');
    }
    const s = lineState(order!, t, now);
    if (s.status) throw new ReturnRefused(s.note!, s.status, 'lines');
    if (pick.quantity > t.returnable)
      throw new ReturnRefused(
        t.returnable > 0
          ? `Van "${t.line.title}" kun je nog ${t.returnable} stuks retourneren.`
          : `"${t.line.title}" is al (helemaal) geretourneerd.`,
        409,
        'lines',
      );
    crew ||= t.crew;
  }
  let pickup: { region: string; date: string; slot: (typeof SLOTS)[number] } | null = null;
  if (crew) {
    const region = regionOf(order!.shippingAddress as OrderAddress);
    if (!region) throw new ReturnRefused(TRIAL_RETURN_MESSAGES.region, 409);
    const offer = await pickupOffer(tx, region, now);
    if (!offer) throw new ReturnRefused(DELIVERY_MESSAGES.date, 400, 'pickup_date');
    const choice = validateDeliveryChoice(offer, { delivery_date: input.pickup_date, delivery_slot: input.pickup_slot });
    const issue = choice.issues[0];
    if (issue) {
      const full = issue.message === DELIVERY_MESSAGES.full;
      throw new ReturnRefused(issue.message, full ? 409 : 400, issue.path === 'delivery_date' ? 'pickup_date' : 'pickup_slot');
    }
    pickup = { region, date: choice.delivery!.date, slot: choice.delivery!.slot };
    // The guarded update: of two customers taking the last place at once exactly one gets it.
    try {
      await takePlace(tx, region, pickup.date, pickup.slot);
    } catch (error) {
      if (error instanceof SlotFull) throw new ReturnRefused(DELIVERY_MESSAGES.full, 409, 'pickup_slot');
      throw error;
    }
  }
  const [inserted] = await tx
    .insert(customerReturns)
    .values({
      number: `nieuw-${requestKey}`,
      orderId,
      customerId,
      reason: input.reason,
      lines: picks,
      requestKey,
      kind: 'proefslapen',
      pickupMethod: pickup ? 'crew' : 'parcel',
      pickupRegion: pickup?.region ?? null,
      pickupDay: pickup?.date ?? null,
      pickupSlot: pickup?.slot ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const number = customerReturnNumber(inserted!.id);
  const [row] = await tx.update(customerReturns).set({ number }).where(eq(customerReturns.id, inserted!.id)).returning();
  const person = order!.customer as { first_name?: string };
  const key = `trial-return-created:${row!.id}`;
  const titled = picks.map((p) => ({ title: lines.find((l) => l.line.id === p.line_id)!.line.title, quantity: p.quantity }));
  if (pickup) {
    await enqueueMail(
      tx,
      key,
      customerReturnMails.trialCrew(
        order!.email,
        person.first_name ?? 'klant',
        order!.number,
        number,
        dayText(pickup.date),
        SLOT_TEXT[pickup.slot],
        titled,
      ),
    );
  } else {
    const label = await renderReturnLabel({
      returnNumber: number,
      orderNumber: order!.number,
      sender: order!.shippingAddress as OrderAddress,
      lines: titled,
    });
    const mail = customerReturnMails.trialParcel(order!.email, person.first_name ?? 'klant', order!.number, number, labelUrl(number));
    await enqueueMail(tx, key, {
      ...mail,
      attachments: [
        { filename: `retourlabel-${number}.pdf`, contentType: 'application/pdf', base64: Buffer.from(label).toString('base64') },
      ],
    });
  }
  return { row: row!, keys: [key], replayed: false };
}

/** Starts a trial return of an own order (the caller found it for this customer). A double submit answers the first. */
export async function createTrialReturn(
  db: Db,
  order: OrderRow,
  customerId: number,
  input: TrialReturnRequest,
  now: Date,
  labelUrl: (number: string) => string,
) {
  // Its own key space: a form id of a 30-day return of this order is never answered as a trial return (or back).
  const requestKey = `trial:${customerId}:${order.id}:${input.request_id}`;
  try {
    return await db.transaction((tx) => createIn(tx, order.id, customerId, input, now, requestKey, labelUrl));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const [again] = await db.select().from(customerReturns).where(eq(customerReturns.requestKey, requestKey));
    if (!again) throw error;
    return { row: again, keys: [] as string[], replayed: true };
  }
}

export function trialCreatedMessage(row: ReturnRow): string {
  return row.pickupMethod === 'crew' && row.pickupDay && row.pickupSlot
    ? TRIAL_RETURN_MESSAGES.createdCrew(row.number, dayText(row.pickupDay), SLOT_TEXT[row.pickupSlot])
    : TRIAL_RETURN_MESSAGES.createdParcel(row.number);
}

/**
 * Gives a trial return's crew place back, once (the return is rejected before the pickup): the
 * `pickup_released_at is null` guard, under the return's row lock, makes a second call do nothing.
 */
export async function releasePickup(tx: Tx, returnId: number, now: Date): Promise<boolean> {
  const [released] = await tx
    .update(customerReturns)
    .set({ pickupReleasedAt: now })
    .where(
      and(
        eq(customerReturns.id, returnId),
        eq(customerReturns.pickupMethod, 'crew'),
        sql`${customerReturns.pickupReleasedAt} is null`,
        sql`${customerReturns.pickedUpAt} is null`,
      ),
    )
    .returning();
  if (!released?.pickupRegion || !released.pickupDay || !released.pickupSlot) return false;
  await tx
    .update(deliveryCapacity)
    .set({ booked: sql`greatest(${deliveryCapacity.booked} - 1, 0)` })
    .where(
      and(
        eq(deliveryCapacity.region, released.pickupRegion),
        eq(deliveryCapacity.day, released.pickupDay),
        eq(deliveryCapacity.slot, released.pickupSlot),
      ),
    );
  return true;
}
