// A real shop must not hold the demo people (docs/decisions/0044): their e-mail addresses, the
// password and the TOTP secrets are printed in the README, so anyone could log in as the demo owner.
// `findDemoLeftovers` lists what a database still holds of them (server.ts refuses to start a
// non-demo shop on any); `removeDemoAccounts` takes them out (`npm run create-owner` on a real shop).
import { eq, inArray, sql } from 'drizzle-orm';
import { verifyPassword } from '../../auth/customer-auth';
import type { Db } from '../client';
import {
  addresses,
  customerFavorites,
  customerLastViewed,
  customers,
  customerTokens,
  orders,
  staff,
  staffRecoveryCodes,
  staffTokens,
} from '../schema';
import { DEMO_PASSWORD } from './customers';
import { DEMO_CUSTOMER_EMAILS, DEMO_STAFF_EMAILS } from './demo-addresses';
import { DEMO_OWNER_TOTP_SECRET, DEMO_STAFF_TOTP_SECRET } from './staff';

export { DEMO_CUSTOMER_EMAILS, DEMO_STAFF_EMAILS };
export const DEMO_TOTP_SECRETS = [DEMO_OWNER_TOTP_SECRET, DEMO_STAFF_TOTP_SECRET];

export interface DemoLeftover {
  kind: 'staff' | 'customer';
  id: number;
  email: string;
  /**
   * What gives it away: the demo address, a documented TOTP secret, the documented password. A customer
   * is named by its demo address, and only listed when the documented password also opens it.
   */
  reason: 'demo e-mail' | 'documented TOTP secret' | 'documented password';
}

/**
 * Every staff member with a demo address, a documented TOTP secret or the documented password, and
 * every customer with a demo address that the documented password opens: what the seed made. A
 * customer row with a demo address and a password of its own publishes nothing (attack review
 * 2026-11-27: a stranger's registration must not stop a real shop from starting). Staff are few,
 * so each password hash is checked (one argon2 each); at most two customers are.
 */
export async function findDemoLeftovers(db: Db): Promise<DemoLeftover[]> {
  const found: DemoLeftover[] = [];
  const members = await db
    .select({ id: staff.id, email: staff.email, passwordHash: staff.passwordHash, totpSecret: staff.totpSecret })
    .from(staff);
  for (const m of members) {
    if (DEMO_STAFF_EMAILS.includes(m.email.toLowerCase())) found.push({ kind: 'staff', id: m.id, email: m.email, reason: 'demo e-mail' });
    else if (m.totpSecret && DEMO_TOTP_SECRETS.includes(m.totpSecret.toUpperCase()))
      found.push({ kind: 'staff', id: m.id, email: m.email, reason: 'documented TOTP secret' });
    else if (m.passwordHash && (await verifyPassword(m.passwordHash, DEMO_PASSWORD)))
      found.push({ kind: 'staff', id: m.id, email: m.email, reason: 'documented password' });
  }
  const demoCustomers = await db
    .select({ id: customers.id, email: customers.email, passwordHash: customers.passwordHash })
    .from(customers)
    .where(inArray(sql`lower(${customers.email})`, DEMO_CUSTOMER_EMAILS));
  for (const c of demoCustomers)
    if (c.passwordHash && (await verifyPassword(c.passwordHash, DEMO_PASSWORD)))
      found.push({ kind: 'customer', id: c.id, email: c.email, reason: 'demo e-mail' });
  return found;
}

/** The one message a real shop's start refuses with when it finds demo accounts. */
export function demoLeftoversMessage(leftovers: DemoLeftover[], publicUrl: string | undefined): string {
  const list = leftovers.map((l) => `${l.kind} ${l.email} (${l.reason})`).join(', ');
  return (
    `This shop (PUBLIC_URL=${publicUrl ?? ''}) is not a demo, but its database holds demo accounts whose ` +
    `credentials are published in the README: ${list}. Create your own owner with ` +
    '`npm run create-owner -- <your e-mail address>` (same PUBLIC_URL and DATA_DIR/DATABASE_URL): it also removes the demo ' +
    'accounts. For a public test shop start with SEED_DEMO=1 instead (docs/decisions/0044).'
  );
}

/**
 * Removes the demo people: staff with a demo address, secret or password (with their sessions,
 * links and recovery codes), and the demo customers (tokens, addresses, lists); the demo orders
 * stay as they were booked, detached from the removed account. Answers what was removed.
 */
export async function removeDemoAccounts(db: Db): Promise<DemoLeftover[]> {
  const leftovers = await findDemoLeftovers(db);
  const staffIds = leftovers.filter((l) => l.kind === 'staff').map((l) => l.id);
  const customerIds = leftovers.filter((l) => l.kind === 'customer').map((l) => l.id);
  await db.transaction(async (tx) => {
    if (staffIds.length) {
      await tx.delete(staffTokens).where(inArray(staffTokens.staffId, staffIds));
      await tx.delete(staffRecoveryCodes).where(inArray(staffRecoveryCodes.staffId, staffIds));
      await tx.delete(staff).where(inArray(staff.id, staffIds));
    }
    for (const id of customerIds) {
      await tx.delete(customerTokens).where(eq(customerTokens.customerId, id));
      await tx.delete(addresses).where(eq(addresses.customerId, id));
      await tx.delete(customerFavorites).where(eq(customerFavorites.customerId, id));
      await tx.delete(customerLastViewed).where(eq(customerLastViewed.customerId, id));
      await tx.update(orders).set({ customerId: null }).where(eq(orders.customerId, id));
      await tx.delete(customers).where(eq(customers.id, id));
    }
  });
  return leftovers;
}
