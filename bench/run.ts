// `npm run bench`: the catalogue benchmark. It reports; it never fails the build on a missed target.
//   BENCH_PRODUCTS      products in the seed (100000)
//   BENCH_KINDS         databases, comma separated (pglite,postgres); postgres is skipped when unreachable
//   BENCH_DATABASE_URL  PostgreSQL server for the bench database (postgres://postgres@127.0.0.1:5432/test)
//   BENCH_SAMPLES       measured requests per sequential scenario (200)
//   BENCH_BUDGET_MS     longest measuring time of one scenario (10000)
import { runCatalogBench } from './catalog';
import type { DbKind } from './lib';

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw.replace(/_/g, ''));
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name} must be a positive whole number, got "${raw}"`);
    process.exit(2);
  }
  return value;
}

const products = intFromEnv('BENCH_PRODUCTS', 100_000);
const samples = intFromEnv('BENCH_SAMPLES', 200);
const scenarioBudgetMs = intFromEnv('BENCH_BUDGET_MS', 10_000);
const kinds = (process.env.BENCH_KINDS || 'pglite,postgres')
  .split(',')
  .map((k) => k.trim())
  .filter(Boolean);
for (const kind of kinds) {
  if (kind !== 'pglite' && kind !== 'postgres') {
    console.error(`BENCH_KINDS: unknown database kind "${kind}" (pglite, postgres)`);
    process.exit(2);
  }
}

console.log(`Catalogue benchmark: ${products} products, databases ${kinds.join(', ')}, ${samples} samples per scenario`);
try {
  const result = await runCatalogBench({ products, kinds: kinds as DbKind[], samples, scenarioBudgetMs });
  console.log('');
  console.log(result.table);
  console.log('');
  console.log('Targets (issue 3):');
  for (const line of result.summary) console.log(`  ${line}`);
  console.log('');
  console.log(
    `Done in ${result.durationSeconds.toFixed(0)} s. Load average ${result.machine.loadavg.map((l) => l.toFixed(2)).join(' ')} on ${result.machine.cpus} CPUs.`,
  );
} catch (error) {
  console.error('Benchmark failed:', error);
  process.exitCode = 1;
}
