// EXPLAIN ANALYZE of the SQL one catalogue API call runs, on the bench database.
//   npx tsx bench/explain.ts <pglite|postgres> '<api path and query>' [--with-stats] [--before '<sql>']… [--plan-only] [--full]
// The API call runs once with db.execute() recorded; every recorded statement is then run again as
// EXPLAIN (ANALYZE, BUFFERS).
//   --with-stats  runs ANALYZE first, inside a transaction that is rolled back afterwards, so the bench
//                 database keeps the statistics state the shop itself leaves;
//   --before sql  runs a statement (a candidate index, say) in that same rolled-back transaction;
//   --plan-only   does not run the statements: the API call gets empty results and the statements are
//                 shown with plain EXPLAIN (estimates only), for queries too slow to run;
//   --full        prints the whole plan and SQL; otherwise only plan lines of at least 1 ms.
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { createBenchShop, type DbKind } from './lib';

const [kindArg, apiPath, ...flags] = process.argv.slice(2);
if ((kindArg !== 'pglite' && kindArg !== 'postgres') || !apiPath?.startsWith('/')) {
  console.error("usage: tsx bench/explain.ts <pglite|postgres> '/v1/catalog/…' [--with-stats] [--before '<sql>']… [--plan-only] [--full]");
  process.exit(2);
}
const kind = kindArg as DbKind;
const withStats = flags.includes('--with-stats');
const before = flags.flatMap((f, i) => (f === '--before' && flags[i + 1] ? [flags[i + 1]!] : []));
const inTransaction = withStats || before.length > 0;
const full = flags.includes('--full');
const planOnly = flags.includes('--plan-only');
const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);

// One connection for everything (PostgreSQL): begin … rollback must see the same session.
const shop = await createBenchShop(kind, { products, poolSize: 1, log: (m) => console.error(m) });
const db = shop.database.db as unknown as { execute: (q: SQL) => Promise<unknown> };
const dialect = new PgDialect();
try {
  if (inTransaction) await db.execute(sql`begin`);
  for (const statement of before) {
    console.log(`before: ${statement}`);
    await db.execute(sql.raw(statement));
  }
  if (withStats) await db.execute(sql`analyze`);
  // PostgreSQL: never let one EXPLAIN ANALYZE run away (PGlite has no timer to enforce it).
  if (kind === 'postgres') await db.execute(sql`set statement_timeout = '120s'`);
  const recorded: SQL[] = [];
  const execute = db.execute.bind(db);
  db.execute = (q: SQL) => {
    recorded.push(q);
    return planOnly ? Promise.resolve({ rows: [] }) : execute(q);
  };
  const t0 = performance.now();
  const res = await shop.get(apiPath);
  await res.arrayBuffer();
  const apiMs = performance.now() - t0;
  db.execute = execute;
  console.log(
    `${kind}${withStats ? ' (with ANALYZE statistics)' : ''}${before.length ? ` (after ${before.length} --before statements)` : ''}: GET ${apiPath} → ${res.status} in ${apiMs.toFixed(1)} ms, ${recorded.length} raw statements`,
  );

  for (const [i, q] of recorded.entries()) {
    const text = dialect.sqlToQuery(q.inlineParams()).sql.replace(/\s+/g, ' ').trim();
    const plan = (await db.execute(sql.raw(`explain ${planOnly ? '' : '(analyze, buffers, costs off) '}${text}`))) as unknown as {
      rows: Array<Record<string, string>>;
    };
    const lines = plan.rows.map((r) => Object.values(r)[0] ?? '');
    const execution = lines.find((l) => l.startsWith('Execution Time')) ?? '';
    console.log(`\n#${i + 1} ${execution}\n   ${text.slice(0, full ? undefined : 300)}${!full && text.length > 300 ? ' …' : ''}`);
    for (const line of lines) {
      const ms = /actual time=[\d.]+\.\.([\d.]+) rows=[\d.]+ loops=(\d+)/.exec(line);
      const heavy = planOnly || (ms ? Number(ms[1]) * Number(ms[2]) >= 1 : false);
      if (full || heavy || /Planning Time|Execution Time/.test(line)) console.log(`   ${line}`);
    }
  }
} finally {
  if (inTransaction) await db.execute(sql`rollback`).catch(() => {});
  await shop.close();
}
