// Attack review 2026-11-27, H7 (docs/decisions/0047): the audit log's DDL guard refuses every ALTER
// TABLE that rewrites or retypes what the log holds, drops or renames one of its columns or switches on
// row-level security, and still lets a migration add a column or an index; the owner's check of the
// chain answers (not a 500) where a column was altered past the guard.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, CLI_ACTOR } from '../../commerce/admin/context';
import { createAdminShop, OWNER, type AdminShop } from '../helpers/admin';
import { dbKinds } from '../helpers/shop';

describe.each(dbKinds)('audit log guard against ALTER TABLE on %s', (kind) => {
  let a: AdminShop;
  let owner: string;
  beforeAll(async () => {
    a = await createAdminShop(kind);
    owner = await a.login(OWNER);
  }, 180_000);
  afterAll(() => a?.close());

  const attempt = async (statement: string) => {
    try {
      await a.shop.database.db.execute(sql.raw(statement));
      return 'ok';
    } catch (error) {
      const e = error as { message?: string; cause?: { message?: string } };
      return `${e.message ?? ''} ${e.cause?.message ?? ''}`;
    }
  };

  it('refuses an ALTER TABLE that changes, retypes, drops or hides entries, and keeps them and the chain as written', async () => {
    await audit(a.shop.database.db, CLI_ACTOR, 'test.guard', 'test:guard', null, { i: 1 });
    const before = await a.rows<{ id: number; action: string; hash: string }>(sql`select id, action, hash from audit_log order by id`);
    for (const statement of [
      `alter table audit_log alter column action type text using (case when id = ${before[0]!.id} then 'staff.logout' else action end)`,
      `alter table audit_log alter column hash type text using (upper(hash))`,
      `alter table audit_log alter column action type varchar(8)`,
      `alter table audit_log alter column created_at type timestamp`,
      `alter table audit_log add column stempel text default gen_random_uuid()::text`,
      `alter table audit_log drop column subject`,
      `alter table audit_log rename column actor to wie`,
      `alter table audit_log enable row level security`,
      `alter table audit_log force row level security`,
    ])
      expect(await attempt(statement), statement).toMatch(/append-only/);
    expect(await a.rows(sql`select id, action, hash from audit_log order by id`)).toEqual(before);
    const verified = await a.call('GET', '/v1/admin/audit/verify', { token: owner });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ valid: true, first_broken: null });
  });

  it('lets a migration add a column and an index, and change the owner', async () => {
    expect(await attempt(`alter table audit_log add column opmerking text`)).toBe('ok');
    expect(await attempt(`create index audit_log_action_test_idx on audit_log (action)`)).toBe('ok');
    expect(await attempt(`alter table audit_log owner to current_user`)).toBe('ok');
    await audit(a.shop.database.db, CLI_ACTOR, 'test.guard', 'test:guard', null, { i: 2 });
    expect((await a.call('GET', '/v1/admin/audit/verify', { token: owner })).body).toMatchObject({ valid: true, first_broken: null });
  });

  it('answers the owner’s check with “not valid” (no 500) where a column was retyped past the guard', async () => {
    // A superuser switches the guard off and gives the hash another type: the chain can no longer be shown to hold.
    const guards = await a.rows<{ name: string }>(sql`select evtname as name from pg_event_trigger where evtname like 'audit_log_guard%'`);
    for (const { name } of guards) await a.shop.database.db.execute(sql.raw(`alter event trigger ${name} disable`));
    await a.shop.database.db.execute(sql.raw(`alter table audit_log alter column hash drop default`));
    await a.shop.database.db.execute(sql.raw(`alter table audit_log alter column hash type bytea using convert_to(hash, 'UTF8')`));
    const verified = await a.call('GET', '/v1/admin/audit/verify', { token: owner });
    expect(verified.status, verified.text).toBe(200);
    expect(verified.body).toMatchObject({ valid: false });
  });
});
