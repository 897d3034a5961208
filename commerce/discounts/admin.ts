// Discount codes in the back office: list with usage counts, create, edit, disable, and batches of
// single-use codes (N codes, answered once and downloadable as CSV). The checkout keeps deciding
// what a code is worth (codes.ts beside this file: discountProblem, takeCode); a disabled code is refused there.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, like, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { discountCodes } from '../db/schema';
import { AdminError, audit, type Actor, type AdminServices } from '../admin/context';
import { csvCell } from '../admin/orders';

type Code = typeof discountCodes.$inferSelect;

export interface DiscountRules {
  kind: 'percentage' | 'fixed' | 'free_shipping';
  value: number;
  min_order_value: number;
  valid_from: Date | null;
  valid_to: Date | null;
  usage_limit: number | null;
  per_customer_limit: number | null;
  description: string;
}

export function discountJson(c: Code) {
  return {
    code: c.code,
    kind: c.kind,
    value: c.value,
    min_order_value: c.minOrderValue,
    valid_from: c.validFrom?.toISOString() ?? null,
    valid_to: c.validTo?.toISOString() ?? null,
    usage_limit: c.usageLimit,
    per_customer_limit: c.perCustomerLimit,
    times_used: c.timesUsed,
    description: c.description,
    disabled: Boolean(c.disabledAt),
    batch: c.batch,
  };
}

function checkRules(rules: Partial<DiscountRules>): void {
  if (rules.kind === 'percentage' && rules.value !== undefined && (rules.value < 1 || rules.value > 100))
    throw new AdminError('Een percentage ligt tussen 1 en 100.', 400, 'value');
  if (rules.kind === 'fixed' && rules.value !== undefined && rules.value < 1)
    throw new AdminError('Vul een kortingsbedrag in.', 400, 'value');
  if (rules.valid_from && rules.valid_to && rules.valid_to <= rules.valid_from)
    throw new AdminError('"Geldig tot" moet na "geldig vanaf" liggen.', 400, 'valid_to');
}

/** A stored code's rules, as create takes them. */
const rulesOf = (c: Code): DiscountRules => ({
  kind: c.kind,
  value: c.value,
  min_order_value: c.minOrderValue,
  valid_from: c.validFrom,
  valid_to: c.validTo,
  usage_limit: c.usageLimit,
  per_customer_limit: c.perCustomerLimit,
  description: c.description,
});

/** The rules a change names (undefined means: not changed). */
function definedOnly(change: Partial<DiscountRules> & { disabled?: boolean }): Partial<DiscountRules> {
  const { disabled: _disabled, ...rules } = change;
  return Object.fromEntries(Object.entries(rules).filter(([, v]) => v !== undefined)) as Partial<DiscountRules>;
}

const columns = (r: Partial<DiscountRules>) => ({
  ...(r.kind !== undefined && { kind: r.kind }),
  ...(r.value !== undefined && { value: r.kind === 'free_shipping' ? 0 : r.value }),
  ...(r.min_order_value !== undefined && { minOrderValue: r.min_order_value }),
  ...(r.valid_from !== undefined && { validFrom: r.valid_from }),
  ...(r.valid_to !== undefined && { validTo: r.valid_to }),
  ...(r.usage_limit !== undefined && { usageLimit: r.usage_limit }),
  ...(r.per_customer_limit !== undefined && { perCustomerLimit: r.per_customer_limit }),
  ...(r.description !== undefined && { description: r.description }),
});

/** Single codes, and each batch as one line with its counts (its codes are in its CSV). */
export async function listDiscounts(db: Db, q?: string) {
  const filter = q ? like(discountCodes.code, `%${q.toUpperCase().replace(/[\\%_]/g, '')}%`) : undefined;
  const single = await db
    .select()
    .from(discountCodes)
    .where(and(isNull(discountCodes.batch), filter))
    .orderBy(asc(discountCodes.code))
    .limit(500);
  const batches = (
    (await db.execute(sql`select batch, count(*)::int as codes, count(*) filter (where times_used > 0)::int as used, min(kind) as kind, min(value) as value, bool_or(disabled_at is not null) as disabled
      from discount_codes where batch is not null group by batch order by batch`)) as unknown as {
      rows: { batch: string; codes: number; used: number; kind: string; value: number; disabled: boolean }[];
    }
  ).rows;
  return { codes: single.map(discountJson), batches };
}

export async function createDiscount(svc: AdminServices, actor: Actor, code: string, rules: DiscountRules) {
  checkRules(rules);
  return svc.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(discountCodes)
      .values({ code, ...columns(rules), kind: rules.kind })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AdminError('Deze kortingscode bestaat al.', 409, 'code');
    await audit(tx, actor, 'discount.created', `discount:${code}`, null, discountJson(row));
    return { code: discountJson(row) };
  });
}

export async function updateDiscount(
  svc: AdminServices,
  actor: Actor,
  code: string,
  change: Partial<DiscountRules> & { disabled?: boolean },
) {
  return svc.db.transaction(async (tx) => {
    const [before] = await tx.select().from(discountCodes).where(eq(discountCodes.code, code)).for('update');
    if (!before) throw new AdminError('Deze kortingscode bestaat niet.', 404);
    // The code as it will be (the row with the change over it) passes the same checks as a new code:
    // a fixed €50 code turned into a percentage keeps its 5000 and is refused.
    const merged: DiscountRules = { ...rulesOf(before), ...definedOnly(change) };
    checkRules(merged);
    const set = {
      ...columns({ ...change, kind: merged.kind }),
      ...(change.disabled !== undefined && { disabledAt: change.disabled ? (before.disabledAt ?? svc.now()) : null }),
    };
    const [after] = Object.keys(set).length
      ? await tx.update(discountCodes).set(set).where(eq(discountCodes.code, code)).returning()
      : [before];
    await audit(tx, actor, 'discount.updated', `discount:${code}`, discountJson(before), discountJson(after));
    return { code: discountJson(after) };
  });
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const randomCode = (length: number) => [...randomBytes(length)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');

/** N single-use codes `PREFIX-XXXXXXXX` in one batch; answered once with the codes. */
export async function generateBatch(svc: AdminServices, actor: Actor, input: { prefix: string; count: number } & DiscountRules) {
  checkRules(input);
  const batch = `${input.prefix}-${svc.now().toISOString().slice(0, 10)}-${randomCode(4)}`;
  const codes = new Set<string>();
  while (codes.size < input.count) codes.add(`${input.prefix}-${randomCode(8)}`);
  const values = [...codes].map((code) => ({
    code,
    ...columns(input),
    kind: input.kind,
    usageLimit: 1,
    perCustomerLimit: input.per_customer_limit,
    batch,
  }));
  await svc.db.transaction(async (tx) => {
    for (let i = 0; i < values.length; i += 500) await tx.insert(discountCodes).values(values.slice(i, i + 500));
    await audit(tx, actor, 'discount.batch', `batch:${batch}`, null, { count: input.count, kind: input.kind, value: input.value });
  });
  return { batch, codes: [...codes] };
}

export async function batchCsv(db: Db, batch: string): Promise<string | null> {
  const found = await db.select().from(discountCodes).where(eq(discountCodes.batch, batch)).orderBy(asc(discountCodes.code));
  if (found.length === 0) return null;
  const lines = [
    'code;gebruikt;uitgeschakeld',
    ...found.map((c) => [c.code, String(c.timesUsed), c.disabledAt ? 'ja' : 'nee'].map(csvCell).join(';')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
