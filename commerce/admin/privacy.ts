// A customer's data on request (AVG/GDPR): an export of everything the shop keeps about an e-mail
// address, as JSON, and erasure. Erasure keeps the orders (Dutch bookkeeping law keeps invoices
// 7 years) with their amounts, lines, company and VAT details, but replaces name, e-mail, phone and
// street address by anonymous values; a business customer's issued invoice is kept whole, a private
// person's is anonymised like the order. The account, its addresses, sessions, lists, newsletter
// subscription, the name on reviews, the texts of returns and refunds, the mails in the outbox,
// abandonment events and chat transcripts that name the address, stock and price alerts, and the personal text the audit log
// refers to go. Audit rows name people by reference ids only (docs/decisions/0047).
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  abandonEvents,
  addresses,
  auditLog,
  auditPersonal,
  cartItems,
  carts,
  chatTranscripts,
  customerFavorites,
  customerLastViewed,
  customerTokens,
  customers,
  invoices,
  newsletterSubscriptions,
  orderLines,
  orders,
  outboxMessages,
  priceAlertSettings,
  refunds,
  returnRequests,
  customerReturns,
  reviews,
  stockAlerts,
} from '../db/schema';
import { INVOICED_STATUSES } from '../order/customer-orders';
import { anonymiseInvoice, issueInvoice } from '../order/invoice';
import { AdminError, audit, type Actor, type Tx } from './context';

const NOTHING = 'Er zijn geen gegevens bij dit e-mailadres.';

/**
 * The person behind an address: the account with that address, every order of the account or under
 * one of its addresses, and every address the person used (the account's earlier ones, as on its
 * orders, and the orders' customer e-mail), so that erasure also finds what went to an old address.
 */
async function findPerson(db: Db | Tx, email: string) {
  const given = email.trim().toLowerCase();
  const emails = new Set([given]);
  let customer: typeof customers.$inferSelect | null = null;
  let ownOrders: (typeof orders.$inferSelect)[] = [];
  // Widen until nothing new turns up: an address leads to an account and orders, those to more addresses.
  for (let round = 0; round < 5; round++) {
    const known = [...emails];
    if (!customer) {
      const [found] = await db
        .select()
        .from(customers)
        .where(inArray(sql`lower(${customers.email})`, known));
      customer = found ?? null;
    }
    const byEmail = or(inArray(sql`lower(${orders.email})`, known), inArray(sql`lower(${orders.customer}->>'email')`, known))!;
    ownOrders = await db
      .select()
      .from(orders)
      .where(customer ? or(eq(orders.customerId, customer.id), byEmail) : byEmail);
    // An order under an earlier address leads to the account that placed it.
    const accountId = ownOrders.find((o) => o.customerId !== null)?.customerId;
    if (!customer && accountId) {
      const [found] = await db.select().from(customers).where(eq(customers.id, accountId));
      customer = found ?? null;
    }
    if (customer) emails.add(customer.email.trim().toLowerCase());
    for (const o of ownOrders) {
      for (const address of [o.email, (o.customer as { email?: unknown } | null)?.email])
        if (typeof address === 'string' && address.includes('@') && !address.endsWith('@anoniem.invalid'))
          emails.add(address.trim().toLowerCase());
    }
    if (emails.size === known.length) break;
  }
  return { lower: given, emails: [...emails], customer, orders: ownOrders };
}

type Person = Awaited<ReturnType<typeof findPerson>>;

/** The forms an address takes in stored text: as typed, URL- and form-encoded (a path with `?email=`), lower case. */
function addressPatterns(lower: string): string[] {
  const like = (v: string) => `%${v.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const forms = new Set([lower, encodeURIComponent(lower), new URLSearchParams({ e: lower }).toString().slice(2)]);
  // Partly encoded: only the "@" or only the "+" escaped; a form-decoded "+" read as a space.
  forms.add(lower.replace(/@/g, '%40'));
  forms.add(lower.replace(/\+/g, '%2b'));
  forms.add(lower.replace(/\+/g, ' '));
  return [...forms].map(like);
}

/** Text of a jsonb or text column that contains one of the person's addresses (any case, any encoding above). */
const mentions = (column: unknown, emails: string[]) =>
  or(...emails.flatMap(addressPatterns).map((p) => sql`lower(${column}::text) like ${p}`))!;

/** A column holding exactly one of the person's addresses (any case). */
const isOneOf = (column: unknown, emails: string[]) => inArray(sql`lower(${column})`, emails);

/** The subjects under which the audit log refers to this person: their account, orders, returns and reviews. */
async function auditSubjects(db: Db | Tx, person: Person) {
  const orderIds = person.orders.map((o) => o.id);
  const [returns, written, own] = await Promise.all([
    orderIds.length ? db.select({ id: returnRequests.id }).from(returnRequests).where(inArray(returnRequests.orderId, orderIds)) : [],
    db.select({ id: reviews.id }).from(reviews).where(isOneOf(reviews.email, person.emails)),
    orderIds.length
      ? db.select({ number: customerReturns.number }).from(customerReturns).where(inArray(customerReturns.orderId, orderIds))
      : [],
  ]);
  return [
    ...(person.customer ? [`customer:${person.customer.id}`] : []),
    ...person.orders.map((o) => o.number),
    ...returns.map((r) => `return:${r.id}`),
    ...own.map((r) => r.number),
    ...written.map((r) => `review:${r.id}`),
  ];
}

/** The audit subject of a privacy request: the account, else the person's first order (never the address). */
const privacySubject = (person: Person) => (person.customer ? `customer:${person.customer.id}` : (person.orders[0]?.number ?? 'privacy'));

/** The stock alerts of the person's addresses or account (docs/decisions/0052): a guest may have only those. */
const alertsOf = (db: Db | Tx, person: Person) =>
  db
    .select()
    .from(stockAlerts)
    .where(
      person.customer
        ? or(isOneOf(stockAlerts.email, person.emails), eq(stockAlerts.customerId, person.customer.id))
        : isOneOf(stockAlerts.email, person.emails),
    );

export async function exportCustomerData(db: Db, actor: Actor, email: string) {
  const person = await findPerson(db, email);
  const alerts = await alertsOf(db, person);
  if (!person.customer && person.orders.length === 0 && alerts.length === 0) throw new AdminError(NOTHING, 404, 'email');
  const [priceAlerts] = person.customer
    ? await db.select().from(priceAlertSettings).where(eq(priceAlertSettings.customerId, person.customer.id))
    : [];
  const orderIds = person.orders.map((o) => o.id);
  const customerId = person.customer?.id ?? -1;
  const subjects = await auditSubjects(db, person);
  const [own, lines, written, subscription, returns, staffRefunds, issued, mails, events, chats, favourites, viewed, personal, logged] =
    await Promise.all([
      person.customer ? db.select().from(addresses).where(eq(addresses.customerId, customerId)) : [],
      orderIds.length ? db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)) : [],
      db.select().from(reviews).where(isOneOf(reviews.email, person.emails)),
      db.select().from(newsletterSubscriptions).where(isOneOf(newsletterSubscriptions.email, person.emails)),
      orderIds.length ? db.select().from(returnRequests).where(inArray(returnRequests.orderId, orderIds)) : [],
      orderIds.length ? db.select().from(refunds).where(inArray(refunds.orderId, orderIds)) : [],
      orderIds.length ? db.select().from(invoices).where(inArray(invoices.orderId, orderIds)) : [],
      db
        .select({
          key: outboxMessages.key,
          payload: outboxMessages.payload,
          sent_at: outboxMessages.sentAt,
          created_at: outboxMessages.createdAt,
        })
        .from(outboxMessages)
        .where(and(eq(outboxMessages.kind, 'mail'), mentions(outboxMessages.payload, person.emails))),
      db.select().from(abandonEvents).where(mentions(abandonEvents.payload, person.emails)),
      db.select().from(chatTranscripts).where(mentions(chatTranscripts.messages, person.emails)),
      db.select().from(customerFavorites).where(eq(customerFavorites.customerId, customerId)),
      db.select().from(customerLastViewed).where(eq(customerLastViewed.customerId, customerId)),
      db.select().from(auditPersonal).where(inArray(auditPersonal.subject, subjects)),
      db
        .select({ action: auditLog.action, subject: auditLog.subject, created_at: auditLog.createdAt })
        .from(auditLog)
        .where(inArray(auditLog.subject, subjects)),
    ]);
  const { passwordHash: _hidden, ...account } = person.customer ?? ({} as Partial<typeof customers.$inferSelect>);
  // The address goes to audit_personal (erased with the person), never as a hash into the log.
  await audit(db, actor, 'privacy.export', privacySubject(person), null, { email: person.lower });
  // Self-service returns (docs/decisions/0057): their reason and staff's inspection note.
  const selfReturns = orderIds.length ? await db.select().from(customerReturns).where(inArray(customerReturns.orderId, orderIds)) : [];
  return {
    exported_at: new Date().toISOString(),
    account: person.customer ? account : null,
    addresses: own,
    orders: person.orders.map((o) => ({
      ...o,
      lines: lines.filter((l) => l.orderId === o.id),
      returns: returns.filter((r) => r.orderId === o.id),
      customer_returns: selfReturns.filter((r) => r.orderId === o.id),
      refunds: staffRefunds.filter((r) => r.orderId === o.id),
      invoice: issued.find((i) => i.orderId === o.id)?.document ?? null,
    })),
    reviews: written,
    newsletter: subscription,
    stock_alerts: alerts.map((a) => ({
      variant_id: a.variantId,
      email: a.email,
      status: a.status,
      created_at: a.createdAt,
      confirmed_at: a.confirmedAt,
      notified_at: a.notifiedAt,
    })),
    price_alerts: priceAlerts ? { opted_in_at: priceAlerts.optedInAt, last_sent_at: priceAlerts.lastSentAt } : null,
    favourites: favourites.map((f) => ({ product_id: f.productId, added_at: f.addedAt })),
    last_viewed: viewed.map((v) => ({ product_id: v.productId, variant_id: v.variantId, viewed_at: v.viewedAt })),
    mails: mails,
    abandonment_events: events,
    chat_transcripts: chats,
    staff_actions: logged,
    staff_notes: personal.map((p) => ({ subject: p.subject, text: p.value, created_at: p.createdAt })),
  };
}

const anonymousEmail = (orderId: number) => `verwijderd-${orderId}@anoniem.invalid`;

function anonymousAddress(address: unknown) {
  const a = (address ?? {}) as Record<string, unknown>;
  return {
    first_name: 'Verwijderd',
    last_name: '',
    company: a.company ?? null,
    street: '',
    house_number: '',
    extension: '',
    zipcode: '',
    city: a.city ?? '',
    country_code: a.country_code ?? 'NL',
  };
}

function anonymousCustomer(customer: unknown, email: string) {
  const c = (customer ?? {}) as Record<string, unknown>;
  return {
    type: c.type ?? 'private',
    first_name: 'Verwijderd',
    last_name: '',
    email,
    phone: '',
    company: c.company ?? null,
    vat_number: c.vat_number ?? null,
    coc_number: c.coc_number ?? null,
  };
}

const REDACTED = { redacted: 'Gewist op verzoek (AVG)' };

export async function eraseCustomerData(db: Db, actor: Actor, email: string, now: Date) {
  return db.transaction(async (tx) => {
    const person = await findPerson(tx, email);
    const alerts = await alertsOf(tx, person);
    if (!person.customer && person.orders.length === 0 && alerts.length === 0) throw new AdminError(NOTHING, 404, 'email');
    const subjects = await auditSubjects(tx, person);
    const orderIds = person.orders.map((o) => o.id);
    let invoicesKept = 0;
    for (const order of person.orders) {
      // A paid order's invoice is issued (stored) before the order loses its name and street: a
      // business invoice keeps them for 7 years, a private person's is anonymised with the order.
      if (INVOICED_STATUSES.has(order.status)) await issueInvoice(tx, order.id, now);
      if (!(await anonymiseInvoice(tx, order.id, now)) && INVOICED_STATUSES.has(order.status)) invoicesKept++;
      const anonymous = anonymousEmail(order.id);
      await tx
        .update(orders)
        .set({
          email: anonymous,
          customerId: null,
          customer: anonymousCustomer(order.customer, anonymous),
          billingAddress: anonymousAddress(order.billingAddress),
          shippingAddress: anonymousAddress(order.shippingAddress),
          anonymisedAt: now,
        })
        .where(eq(orders.id, order.id));
      // The cart the order came from kept the checkout's details.
      if (order.cartId) await tx.update(carts).set({ email: null, checkout: null }).where(eq(carts.id, order.cartId));
    }
    if (orderIds.length) {
      // Free text about the person: the return's reason and the staff's reasons.
      await tx.update(returnRequests).set({ reason: '', rejectReason: null }).where(inArray(returnRequests.orderId, orderIds));
      await tx.update(customerReturns).set({ reason: '', inspectionNote: null }).where(inArray(customerReturns.orderId, orderIds));
      await tx.update(refunds).set({ reason: '' }).where(inArray(refunds.orderId, orderIds));
    }
    // Mails in the outbox to or about the person: their text goes, an unsent one is not sent any more.
    await tx
      .update(outboxMessages)
      .set({ payload: REDACTED, sentAt: sql`coalesce(${outboxMessages.sentAt}, ${now.toISOString()}::timestamptz)`, lastError: null })
      .where(and(eq(outboxMessages.kind, 'mail'), mentions(outboxMessages.payload, person.emails)));
    // What the storefront reported (typed addresses, paths with ?email=) and chats that name the address.
    await tx.delete(abandonEvents).where(mentions(abandonEvents.payload, person.emails));
    await tx.delete(chatTranscripts).where(mentions(chatTranscripts.messages, person.emails));
    // The personal text the (append-only, chained) audit log refers to; the log keeps its references.
    await tx.delete(auditPersonal).where(or(inArray(auditPersonal.subject, subjects), mentions(auditPersonal.value, person.emails)));
    await tx
      .update(reviews)
      // The shop's reply goes too: it is addressed to the reviewer, often by name.
      .set({ email: 'verwijderd@anoniem.invalid', displayName: 'Anonieme klant', reply: null })
      .where(isOneOf(reviews.email, person.emails));
    await tx.delete(newsletterSubscriptions).where(isOneOf(newsletterSubscriptions.email, person.emails));
    // Stock alerts end (docs/decisions/0052); the account's price-alert choice goes with the account (ON DELETE CASCADE).
    if (alerts.length)
      await tx.delete(stockAlerts).where(
        inArray(
          stockAlerts.id,
          alerts.map((a) => a.id),
        ),
      );
    const byEmail = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(or(isOneOf(carts.email, person.emails), mentions(carts.checkout, person.emails)));
    for (const cart of byEmail) await tx.update(carts).set({ email: null, checkout: null }).where(eq(carts.id, cart.id));
    if (person.customer) {
      const id = person.customer.id;
      const owned = await tx.select({ id: carts.id }).from(carts).where(eq(carts.customerId, id));
      for (const cart of owned) await tx.delete(cartItems).where(eq(cartItems.cartId, cart.id));
      await tx.delete(carts).where(eq(carts.customerId, id));
      await tx.delete(addresses).where(eq(addresses.customerId, id));
      await tx.delete(customerTokens).where(eq(customerTokens.customerId, id));
      // Favourites and last viewed go with the account (ON DELETE CASCADE).
      await tx.delete(customers).where(and(eq(customers.id, id)));
    }
    await audit(tx, actor, 'privacy.erased', privacySubject(person), null, {
      orders_anonymised: person.orders.length,
      account_removed: Boolean(person.customer),
      business_invoices_kept: invoicesKept,
    });
    return { orders_anonymised: person.orders.length, account_removed: Boolean(person.customer) };
  });
}
