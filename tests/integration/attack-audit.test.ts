// docs/decisions/0047 (part) and hole 4's audit side, tried as an attacker and a careless owner would:
// the audit log's rows cannot be changed, removed or emptied, not even by the table's owner, and its
// triggers cannot be switched off; every row is chained to the one before, so an edited or removed
// row shows; appends from many connections at once keep the chain whole (PostgreSQL); review
// moderation is audited in its own transaction; and no personal text lands in the log itself.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditLog } from '../../commerce/admin/audit-log';
import { audit, CLI_ACTOR } from '../../commerce/admin/context';
import { emailKey } from '../../commerce/auth/customer-auth';
import { createAdminShop, OWNER, type AdminShop } from '../helpers/admin';
import { dbKinds } from '../helpers/shop';

describe.each(dbKinds)('audit log under attack on %s', (kind) => {
  let a: AdminShop;
  let owner: string;
  beforeAll(async () => {
    a = await createAdminShop(kind);
    owner = await a.login(OWNER);
  }, 180_000);
  afterAll(() => a?.close());

  /** Runs a statement as the shop's database role (the table's owner); answers the error message or 'ok'. */
  const attempt = async (statement: string) => {
    try {
      await a.shop.database.db.execute(sql.raw(statement));
      return 'ok';
    } catch (error) {
      const e = error as { message?: string; cause?: { message?: string } };
      return `${e.message ?? ''} ${e.cause?.message ?? ''}`;
    }
  };

  it('refuses UPDATE, DELETE and TRUNCATE, and switching the triggers off, to the table’s owner', async () => {
    await a.call('POST', '/v1/admin/variants/1/stock', { token: owner, body: { stock: 7 } });
    const [{ n }] = await a.rows<{ n: number }>(sql`select count(*)::int as n from audit_log`);
    expect(n).toBeGreaterThan(0);
    for (const statement of [
      `update audit_log set actor = 'iemand anders'`,
      `delete from audit_log`,
      `truncate audit_log`,
      `alter table audit_log disable trigger audit_log_no_change`,
      `alter table audit_log disable trigger all`,
      `drop trigger audit_log_no_change on audit_log`,
      `drop trigger audit_log_chain on audit_log`,
      `create or replace function audit_log_append_only() returns trigger language plpgsql as $$ begin return old; end $$`,
      `grant update, delete, truncate on audit_log to current_user`,
      `drop table audit_log cascade`,
      `create rule audit_log_silence as on insert to audit_log do instead nothing`,
    ])
      expect(await attempt(statement), statement).toMatch(/append-only/);
    const [{ rows: after }] = await a.rows<{ rows: number }>(sql`select count(*)::int as rows from audit_log`);
    expect(after).toBe(n);
    // The owner holds no UPDATE, DELETE or TRUNCATE on the table (a superuser passes grants, not the triggers).
    const grants = await a.rows<{ privilege_type: string }>(
      sql`select privilege_type from information_schema.role_table_grants where table_name = 'audit_log'`,
    );
    expect(grants.map((g) => g.privilege_type).sort()).not.toEqual(expect.arrayContaining(['DELETE']));
    expect(grants.map((g) => g.privilege_type)).not.toContain('UPDATE');
    expect(grants.map((g) => g.privilege_type)).not.toContain('TRUNCATE');
    expect((await verifyAuditLog(a.shop.database.db)).valid).toBe(true);
  });

  it('review moderation and its audit entry commit together: when the entry cannot be written, the review stays pending', async () => {
    const [review] = await a.rows<{ id: number }>(sql`select id from reviews where status = 'pending' order by id limit 1`);
    expect(review).toBeDefined();
    // A fault in the audit log (here a constraint refusing this one entry) must undo the moderation.
    expect(await attempt(`alter table audit_log add constraint audit_test_fault check (action <> 'review.approved') not valid`)).toBe('ok');
    try {
      const res = await a.call('POST', `/v1/admin/reviews/${review.id}/moderate`, { token: owner, body: { status: 'approved' } });
      expect(res.status).not.toBe(200);
    } finally {
      expect(await attempt(`alter table audit_log drop constraint audit_test_fault`)).toBe('ok');
    }
    const [still] = await a.rows<{ status: string }>(sql`select status from reviews where id = ${review.id}`);
    expect(still.status).toBe('pending');
    const ok = await a.call('POST', `/v1/admin/reviews/${review.id}/moderate`, { token: owner, body: { status: 'approved' } });
    expect(ok.status, ok.text).toBe(200);
    const entries = await a.rows<{ n: number }>(sql`select count(*)::int as n from audit_log where subject = ${`review:${review.id}`}`);
    expect(entries[0].n).toBe(1);
  });

  it('keeps the postcode of a tracking URL, a typed reason and an exported address out of the log; the owner still reads them until erasure', async () => {
    const { number } = await a.paidOrder({ email: 'audit.klant@example.nl' });
    const shipped = await a.call('POST', `/v1/admin/orders/${number}/ship`, {
      token: owner,
      body: { carrier: 'PostNL', tracking_code: '3SABCD1234567' },
    });
    expect(shipped.status, shipped.text).toBe(200);
    const exported = await a.call('POST', '/v1/admin/privacy/export', { token: owner, body: { email: 'audit.klant@example.nl' } });
    expect(exported.status).toBe(200);
    const raw = JSON.stringify(await a.rows(sql`select subject, before, after from audit_log`));
    expect(raw).not.toMatch(/1234\s?AB/i);
    expect(raw).not.toContain('audit.klant@example.nl');
    // No unsalted hash of the address either (anyone can hash a guessed address and compare).
    expect(raw).not.toContain(emailKey('audit.klant@example.nl'));
    const read = await a.call('GET', '/v1/admin/audit', { token: owner });
    const shipEntry = read.body.entries.find(
      (e: { action: string; subject: string }) => e.action === 'order.shipped' && e.subject === number,
    );
    expect(JSON.stringify(shipEntry.after)).toMatch(/1234\s?AB/i);
    const erased = await a.call('POST', '/v1/admin/privacy/erase', {
      token: owner,
      body: { email: 'audit.klant@example.nl', confirm: true },
    });
    expect(erased.status, erased.text).toBe(200);
    const reread = await a.call('GET', '/v1/admin/audit', { token: owner });
    const text = JSON.stringify(reread.body.entries);
    expect(text).not.toMatch(/1234\s?AB/i);
    expect(text).not.toContain('audit.klant@example.nl');
    expect(text).toContain('[verwijderd]');
    expect((await verifyAuditLog(a.shop.database.db)).valid).toBe(true);
  });

  if (kind === 'postgres')
    it('keeps the chain whole under 60 appends from many connections at once', async () => {
      const before = await verifyAuditLog(a.shop.database.db);
      await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          a.shop.database.db.transaction(async (tx) => {
            await audit(tx, CLI_ACTOR, 'test.concurrent', `test:${i}`, null, { i });
            if (i % 3 === 0) await audit(tx, CLI_ACTOR, 'test.concurrent', `test:${i}:b`, null, { i });
          }),
        ),
      );
      const after = await verifyAuditLog(a.shop.database.db);
      expect(after).toMatchObject({ valid: true, first_broken: null, entries: before.entries + 80 });
    });

  it('shows an edited row, a removed row and a row slipped in out of turn (changed by a superuser past the triggers)', async () => {
    for (let i = 0; i < 3; i++) await audit(a.shop.database.db, CLI_ACTOR, 'test.chain', `test:chain:${i}`, null, { i });
    const good = await verifyAuditLog(a.shop.database.db);
    expect(good.valid).toBe(true);
    const [first, middle] = await a.rows<{ id: number }>(sql`select id from audit_log where action = 'test.chain' order by id`);
    const next = async (id: number) =>
      (await a.rows<{ id: number }>(sql`select id from audit_log where id > ${id} order by id limit 1`))[0].id;
    const asSuperuser = async (statement: ReturnType<typeof sql>) =>
      a.shop.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(statement);
      });
    await asSuperuser(sql`update audit_log set after = '{"i": 99}' where id = ${first.id}`);
    expect(await verifyAuditLog(a.shop.database.db)).toMatchObject({ valid: false, first_broken: first.id });
    await asSuperuser(sql`update audit_log set after = '{"i": 0}' where id = ${first.id}`);
    expect((await verifyAuditLog(a.shop.database.db)).valid).toBe(true);
    const after = await next(middle.id);
    await asSuperuser(sql`delete from audit_log where id = ${middle.id}`);
    expect(await verifyAuditLog(a.shop.database.db)).toMatchObject({ valid: false, first_broken: after });
    // The owner sees it through the API too.
    const checked = await a.call('GET', '/v1/admin/audit/verify', { token: owner });
    expect(checked.status, checked.text).toBe(200);
    expect(checked.body).toMatchObject({ valid: false, first_broken: after });
  });
});
