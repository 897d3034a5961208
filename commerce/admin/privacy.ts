// A customer's data on request (AVG/GDPR): an export of everything the shop keeps about an e-mail
// address, as JSON, and erasure. Erasure keeps the orders (Dutch bookkeeping law keeps invoices
// 7 years) with their amounts, lines, company and VAT details, but replaces name, e-mail, phone and
// street address by anonymous values; the account, its addresses, sessions, lists, newsletter
// subscription and the name on reviews go. The audit log names the account id, never the address.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { emailKey } from '../auth/customer-auth';
import type { Db } from '../db/client';
import {
  addresses,
  cartItems,
  carts,
  customerTokens,
  customers,
  newsletterSubscriptions,
  orderLines,
  orders,
  returnRequests,
  reviews,
} from '../db/schema';
import { AdminError, audit, type Actor, type Tx } from './context';

const NOTHING = 'Er zijn geen gegevens bij dit e-mailadres.';

async function findPerson(db: Db | Tx, email: string) {
  const lower = email.trim().toLowerCase();
  const [customer] = await db
    .select()
    .from(customers)
    .where(sql`lower(${customers.email}) = ${lower}`);
  const ownOrders = await db
    .select()
    .from(orders)
    .where(
      customer ? or(eq(orders.customerId, customer.id), sql`lower(${orders.email}) = ${lower}`) : sql`lower(${orders.email}) = ${lower}`,
    );
  return { lower, customer: customer ?? null, orders: ownOrders };
}

export async function exportCustomerData(db: Db, actor: Actor, email: string) {
  const person = await findPerson(db, email);
  if (!person.customer && person.orders.length === 0) throw new AdminError(NOTHING, 404, 'email');
  const orderIds = person.orders.map((o) => o.id);
  const [own, lines, written, subscription, returns] = await Promise.all([
    person.customer ? db.select().from(addresses).where(eq(addresses.customerId, person.customer.id)) : [],
    orderIds.length ? db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)) : [],
    db
      .select()
      .from(reviews)
      .where(sql`lower(${reviews.email}) = ${person.lower}`),
    db
      .select()
      .from(newsletterSubscriptions)
      .where(sql`lower(${newsletterSubscriptions.email}) = ${person.lower}`),
    orderIds.length ? db.select().from(returnRequests).where(inArray(returnRequests.orderId, orderIds)) : [],
  ]);
  const { passwordHash: _hidden, ...account } = person.customer ?? ({} as Partial<typeof customers.$inferSelect>);
  await audit(db, actor, 'privacy.export', person.customer ? `customer:${person.customer.id}` : `email:${emailKey(person.lower)}`);
  return {
    exported_at: new Date().toISOString(),
    account: person.customer ? account : null,
    addresses: own,
    orders: person.orders.map((o) => ({
      ...o,
      lines: lines.filter((l) => l.orderId === o.id),
      returns: returns.filter((r) => r.orderId === o.id),
    })),
    reviews: written,
    newsletter: subscription,
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

export async function eraseCustomerData(db: Db, actor: Actor, email: string, now: Date) {
  return db.transaction(async (tx) => {
    const person = await findPerson(tx, email);
    if (!person.customer && person.orders.length === 0) throw new AdminError(NOTHING, 404, 'email');
    for (const order of person.orders) {
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
    }
    await tx
      .update(reviews)
      .set({ email: 'verwijderd@anoniem.invalid', displayName: 'Anonieme klant' })
      .where(sql`lower(${reviews.email}) = ${person.lower}`);
    await tx.delete(newsletterSubscriptions).where(sql`lower(${newsletterSubscriptions.email}) = ${person.lower}`);
    const byEmail = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(sql`lower(${carts.email}) = ${person.lower}`);
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
    const subject = person.customer ? `customer:${person.customer.id}` : `email:${emailKey(person.lower)}`;
    await audit(tx, actor, 'privacy.erased', subject, null, {
      orders_anonymised: person.orders.length,
      account_removed: Boolean(person.customer),
    });
    return { orders_anonymised: person.orders.length, account_removed: Boolean(person.customer) };
  });
}
