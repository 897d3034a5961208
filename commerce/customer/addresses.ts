// A customer's billing and shipping address (one of each, docs/requirements/checkout-and-payment.md#data address forms).
import { and, eq } from 'drizzle-orm';
import type { BillingAddress, ShippingAddress } from '#contract/forms/address';
import type { Db } from '../db/client';
import { addresses } from '../db/schema';

export type AddressKind = 'billing' | 'shipping';
type AddressRow = typeof addresses.$inferSelect;

export function addressJson(row: AddressRow | null) {
  if (!row) return null;
  return {
    first_name: row.firstName,
    last_name: row.lastName,
    company: row.company,
    street: row.street,
    house_number: row.houseNumber,
    extension: row.extension,
    zipcode: row.zipcode,
    city: row.city,
    country_code: row.countryCode,
  };
}

export type AddressJson = NonNullable<ReturnType<typeof addressJson>>;

export async function getAddress(db: Db, customerId: number, kind: AddressKind) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.customerId, customerId), eq(addresses.kind, kind)))
    .limit(1);
  return row ?? null;
}

/** Writes the address of `kind` (insert or update: one per customer and kind). */
export async function saveAddress(
  db: Db,
  customerId: number,
  kind: AddressKind,
  input: BillingAddress | ShippingAddress,
  names?: { first_name?: string; last_name?: string },
) {
  const fields = {
    firstName: ('first_name' in input ? input.first_name : names?.first_name) ?? null,
    lastName: ('last_name' in input ? input.last_name : names?.last_name) ?? null,
    company: input.company ?? null,
    street: input.street,
    houseNumber: input.house_number,
    extension: input.extension ?? null,
    zipcode: input.zipcode,
    city: input.city,
    countryCode: input.country_code,
  };
  const [row] = await db
    .insert(addresses)
    .values({ customerId, kind, ...fields })
    .onConflictDoUpdate({ target: [addresses.customerId, addresses.kind], set: fields })
    .returning();
  return row!;
}

/** True when the shipping address is the billing address (docs/requirements/checkout-and-payment.md#data sameDeliveryAddress). */
export function sameAddress(a: AddressRow | null, b: AddressRow | null): boolean {
  if (!a || !b) return !b;
  const key = (r: AddressRow) => [r.street, r.houseNumber, r.extension ?? '', r.zipcode, r.city, r.countryCode].join('|').toLowerCase();
  return key(a) === key(b);
}
