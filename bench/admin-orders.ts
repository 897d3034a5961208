// `npm run bench:admin`: the back office's orders list with 100,000 orders in PostgreSQL (issue 25:
// p95 ≤ 150 ms). Seeds the orders once with one generate_series insert (names, e-mail addresses,
// postcodes, statuses, payment methods and dates spread over a year), logs in as the demo owner
// through the real two-step API, and times GET /v1/admin/orders in-process for typical searches and
// filters. DATABASE_URL names the database (default: slaapzaak_bench_admin on the local server).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createCommerceApp, type CommerceApp } from '../commerce/app';
import { totpCode } from '../commerce/auth/staff-totp';
import { migrateDatabase, openDatabase, type Database, type Db } from '../commerce/db/client';
import { seedDatabase } from '../commerce/db/seed';
import { DEMO_PASSWORD } from '../commerce/db/seed/customers';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_TOTP_SECRET } from '../commerce/db/seed/staff';
import { silentLogger } from '../commerce/providers';
import { createEmbeddedAddressLookup } from '../commerce/providers/address/embedded';
import { createOutboxMailer } from '../commerce/providers/mail';
import { createSandboxProvider } from '../commerce/providers/payment/sandbox';
import { createEmbeddedVatValidator } from '../commerce/providers/vat/vies';
import { benchConfig, DEFAULT_BENCH_DATABASE_URL, formatTable, percentile, queryRows } from './lib';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);
const BUDGET_MS = 150;

async function databaseUrl(): Promise<string> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const admin = new pg.Client({ connectionString: DEFAULT_BENCH_DATABASE_URL });
  await admin.connect();
  const exists = await admin.query(`select 1 from pg_database where datname = 'slaapzaak_bench_admin'`);
  if (exists.rowCount === 0) await admin.query('create database slaapzaak_bench_admin');
  await admin.end();
  const url = new URL(DEFAULT_BENCH_DATABASE_URL);
  url.pathname = '/slaapzaak_bench_admin';
  return url.toString();
}

/** 100,000 orders in one statement; numbers DKBD5000000 and up, so they never meet the shop's own. */
async function seedOrders(db: Db): Promise<void> {
  await db.execute(sql`delete from orders where number >= 'DKBD5000000'`);
  await db.execute(sql`
    insert into orders (number, email, status, customer, billing_address, shipping_address, payment_method, shipping_method, sub_total, grand_total, created_at)
    select 'DKBD' || (5000000 + g)::text,
           lower(f.first) || '.' || lower(replace(l.last, ' ', '')) || g || '@example.nl',
           (array['paid','paid','shipped','shipped','delivered','delivered','delivered','pending','cancelled','expired','failed'])[1 + g % 11],
           jsonb_build_object('type', 'private', 'first_name', f.first, 'last_name', l.last, 'email', lower(f.first) || g || '@example.nl', 'phone', '0612345678'),
           jsonb_build_object('first_name', f.first, 'last_name', l.last, 'street', 'Dorpsstraat', 'house_number', (1 + g % 200)::text, 'zipcode', z.zip, 'city', 'Utrecht', 'country_code', 'NL'),
           jsonb_build_object('first_name', f.first, 'last_name', l.last, 'street', 'Dorpsstraat', 'house_number', (1 + g % 200)::text, 'zipcode', z.zip, 'city', 'Utrecht', 'country_code', 'NL'),
           (array['ideal','ideal','ideal','creditcard','paypal','bancontact','klarna'])[1 + g % 7],
           'postnl', 2000 + (g * 7919) % 40000, 2000 + (g * 7919) % 40000,
           now() - ((g * 7877) % (365 * 24 * 60)) * interval '1 minute'
      from generate_series(1, ${ORDERS}) g
      cross join lateral (select (array['Sanne','Daan','Emma','Lucas','Julia','Sem','Tess','Finn','Anna','Levi','Mila','Noah','Zoë','Bram','Lotte','Jesse','Fenna','Thijs','Eva','Ruben'])[1 + g % 20] as first) f
      cross join lateral (select (array['de Jong','Jansen','de Vries','van den Berg','van Dijk','Bakker','Janssen','Visser','Smit','Meijer','de Boer','Mulder','de Groot','Bos','Vos','Peters','Hendriks','van Leeuwen','Dekker','Brouwer','de Wit','Dijkstra','Smits','de Graaf','van der Meer'])[1 + (g / 20) % 25] as last) l
      cross join lateral (select (1000 + (g * 31) % 8999)::text || ' ' || chr(65 + g % 26) || chr(65 + (g / 26) % 26) as zip) z`);
  await db.execute(sql`analyze orders`);
}

/** The bench database, migrated, with the demo shop and ORDERS generated orders (each seeded once). */
async function openSeededDatabase(): Promise<Database> {
  const database = await openDatabase({ databaseUrl: await databaseUrl(), poolSize: 10 });
  await migrateDatabase(database);
  const db = database.db;
  const [staffRow] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from staff where email = ${DEMO_OWNER_EMAIL}`);
  if (!staffRow?.n) {
    console.log('Winkel vullen (200 producten)…');
    await seedDatabase(db, { products: 200 });
  }
  const [have] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from orders where number >= 'DKBD5000000'`);
  if ((have?.n ?? 0) !== ORDERS) {
    const started = performance.now();
    await seedOrders(db);
    console.log(`${ORDERS} bestellingen ingevoegd in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return database;
}

function createBenchApp(database: Database): CommerceApp {
  return createCommerceApp({
    db: database,
    providers: {
      logger: silentLogger,
      mailer: createOutboxMailer('/tmp/slaapzaak-bench-admin-outbox'),
      payments: createSandboxProvider(database.db),
      addressLookup: createEmbeddedAddressLookup(),
      vatValidator: createEmbeddedVatValidator(),
    },
    config: benchConfig,
  });
}

const postJson = (app: CommerceApp, path: string, body: unknown) =>
  app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** The demo owner's Bearer token, through password and TOTP as the back office logs in. */
async function ownerToken(app: CommerceApp, db: Db): Promise<string> {
  // A fresh TOTP step: the demo owner's last accepted step is cleared (bench database only).
  await db.execute(sql`update staff set totp_last_step = null where email = ${DEMO_OWNER_EMAIL}`);
  const login = await postJson(app, '/v1/admin/auth/login', { username: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD });
  const { ticket } = (await login.json()) as { ticket: string };
  const otp = await postJson(app, '/v1/admin/auth/otp', { ticket, otp: await totpCode(DEMO_OWNER_TOTP_SECRET) });
  const { token } = (await otp.json()) as { token: string };
  return token;
}

type OrdersPage = { orders: unknown[]; next_cursor: string | null };
type GetOrders = (query: string) => Promise<OrdersPage>;

/** The searches and filters timed: [name shown, query string]. */
async function searches(db: Db, get: GetOrders): Promise<[string, string][]> {
  const today = new Date().toISOString().slice(0, 10);
  const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
  const firstPage = await get('');
  const [sample] = await queryRows<{ email: string; zip: string }>(
    db,
    sql`select email, shipping_address->>'zipcode' as zip from orders where number = 'DKBD5054321'`,
  );
  return [
    ['nieuwste eerst', ''],
    ['pagina 2 (cursor)', `?cursor=${firstPage.next_cursor}`],
    ['status betaald', '?status=paid'],
    ['betaalmethode paypal', '?payment_method=paypal'],
    ['laatste 7 dagen', `?from=${weekAgo}&to=${today}`],
    ['status + periode', `?status=shipped&from=${weekAgo}&to=${today}`],
    ['bestelnummer', '?q=DKBD5054321'],
    ['e-mail (deel)', '?q=emma.devries'],
    ['e-mail (volledig)', `?q=${encodeURIComponent(sample.email)}`],
    ['naam', '?q=lotte%20bakker'],
    ['achternaam', '?q=dijkstra'],
    ['postcode', `?q=${encodeURIComponent(sample.zip)}`],
    ['naam + status', '?q=jansen&status=delivered'],
    ['zeldzame naam', '?q=zo%C3%AB%20van%20der%20meer'],
  ];
}

/** Each search 5 times unmeasured, then ROUNDS times measured: a table row per search, and all samples. */
async function measure(scenarios: [string, string][], get: GetOrders): Promise<{ rows: (string | number)[][]; all: number[] }> {
  const all: number[] = [];
  const rows: (string | number)[][] = [];
  for (const [name, query] of scenarios) {
    for (let i = 0; i < 5; i++) await get(query);
    const samples: number[] = [];
    let found = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const started = performance.now();
      found = (await get(query)).orders.length;
      samples.push(performance.now() - started);
    }
    all.push(...samples);
    rows.push([name, found, percentile(samples, 50), percentile(samples, 95), Math.max(...samples)]);
  }
  return { rows, all };
}

async function main() {
  const database = await openSeededDatabase();
  const app = createBenchApp(database);
  const headers = { authorization: `Bearer ${await ownerToken(app, database.db)}` };
  const get: GetOrders = async (query) => {
    const res = await app.request(`/v1/admin/orders${query}`, { headers });
    if (res.status !== 200) throw new Error(`${query}: ${res.status} ${await res.text()}`);
    return (await res.json()) as OrdersPage;
  };
  const { rows, all } = await measure(await searches(database.db, get), get);
  console.log(`\nGET /v1/admin/orders, ${ORDERS} bestellingen in PostgreSQL, ${ROUNDS} keer per zoekopdracht (ms)\n`);
  console.log(formatTable(['zoekopdracht', 'rijen', 'p50', 'p95', 'max'], rows));
  const p95 = percentile(all, 95);
  console.log(`\nAlles samen: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (budget ${BUDGET_MS} ms)`);
  await database.close();
  process.exitCode = p95 <= BUDGET_MS ? 0 : 1;
}

await main();
