// docs/decisions/0054, "backups that restore": `npm run backup` takes a consistent snapshot of a running shop
// (PGlite) while orders keep coming in, `npm run restore` puts it in a fresh data directory, and a shop
// started on it has every order placed before the backup — every table's rows and checksum equal to
// the backup's manifest. The attacker's side: the endpoint without, or with a wrong, token, from
// another machine, or through a proxy on this one.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifestDifferences, tableManifest, type Manifest } from '../../commerce/db/backup';
import { createPostgresDatabase } from '../helpers/shop';
import { API_PROCESS_HOOK_MS, startApiProcess, type ApiProcess } from '../helpers/api-process';

const root = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const SERVICE = { email: 'storefront@slaapzaak.nl', password: 'backup-test-service-password' };
const portA = 3265;
const portB = 3266;

function run(script: string, args: string[], dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  delete env.BACKUP_TOKEN;
  return spawnSync(tsx, [path.join(root, 'scripts', script), ...args], { cwd: root, env, encoding: 'utf8', timeout: 180_000 });
}

/** The same, without blocking this process: orders keep being placed meanwhile. */
function runAsync(script: string, args: string[], dataDir: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  delete env.BACKUP_TOKEN;
  const child = spawn(tsx, [path.join(root, 'scripts', script), ...args], { cwd: root, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  return new Promise((resolve) => child.once('exit', (status) => resolve({ status, stdout, stderr })));
}

/** The shop's API over HTTP, as the storefront calls it: service login, then cart and checkout steps. */
function apiClient(origin: string) {
  let token = '';
  const call = async (method: string, p: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(origin + p, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, any> };
  };
  return {
    call,
    async login() {
      const res = await call('POST', '/login', SERVICE);
      expect(res.status).toBe(200);
      token = res.body.access_token;
    },
  };
}

/** Variants are tried in turn: when one is sold out (409) or not for sale, the next one. */
let cursor = 1;
async function placeOrder(api: ReturnType<typeof apiClient>, n: number): Promise<string> {
  let added = await api.call('POST', '/v1/cart/item', { item_id: cursor, quantity: 1 });
  while (added.status !== 200 && cursor < 2000) added = await api.call('POST', '/v1/cart/item', { item_id: ++cursor, quantity: 1 });
  expect(added.status).toBe(200);
  const q = { 'x-quote-id': added.body.quote_id as string };
  const customer = await api.call(
    'POST',
    '/v1/checkout/customer',
    {
      customer: { type: 'private', first_name: 'Sanne', last_name: `Back-up ${n}`, email: `backup${n}@example.nl`, phone: '06 12345678' },
      billing: { zipcode: '1234 AB', house_number: '1', extension: '', street: '', city: '', country_code: 'NL' },
      sameDeliveryAddress: true,
    },
    q,
  );
  expect(customer.status).toBe(200);
  expect(
    (
      await api.call(
        'POST',
        '/v1/checkout/paymentmethod',
        { selectedPaymentMethod: 'ideal', issuer: 'ideal_INGBNL2A', shipping_method: 'postnl' },
        q,
      )
    ).status,
  ).toBe(200);
  const placed = await api.call('POST', '/v1/checkout/payment-url', {}, { ...q, 'idempotency-key': `backup-${n}-${q['x-quote-id']}` });
  expect(placed.status).toBe(200);
  return placed.body.order_number as string;
}

async function manifestOfDir(dir: string): Promise<Manifest> {
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  try {
    return await tableManifest(client);
  } finally {
    await client.close();
  }
}

const readManifest = (file: string) => (JSON.parse(readFileSync(`${file}.manifest.json`, 'utf8')) as { tables: Manifest }).tables;

describe('backup and restore of the embedded database', () => {
  let a: ApiProcess;
  let b: ApiProcess | undefined;
  const dirs: string[] = [];
  const tmp = (name: string) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), `slaapzaak-${name}-`));
    dirs.push(dir);
    return dir;
  };
  let dataA: string;
  let backups: string;
  const before: string[] = [];

  beforeAll(async () => {
    dataA = tmp('backup-a');
    backups = tmp('backups');
    a = await startApiProcess(portA, { DATA_DIR: dataA, SERVICE_ACCOUNT_PASSWORD: SERVICE.password });
  }, API_PROCESS_HOOK_MS);
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('takes a backup while orders come in, and restores it into a fresh directory equal table by table', async () => {
    const api = apiClient(a.origin);
    await api.login();
    for (let n = 0; n < 5; n++) before.push(await placeOrder(api, n));

    // Orders keep coming in while the backup is taken.
    let busy = true;
    let during = 0;
    const load = (async () => {
      while (busy) await placeOrder(api, 100 + during++);
    })();
    const file = path.join(backups, 'running.tar.gz');
    await new Promise((r) => setTimeout(r, 300));
    const ordersBefore = during;
    const backup = await runAsync('backup.ts', ['--url', a.origin, '--out', file], dataA);
    const ordersWhile = during - ordersBefore;
    busy = false;
    await load;
    expect(backup.status, String(backup.stderr)).toBe(0);
    expect(String(backup.stdout)).toMatch(/Back-up geschreven: .*running\.tar\.gz/);
    // Orders were placed while the snapshot was taken and checked (not only before it).
    expect(ordersWhile).toBeGreaterThan(0);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(existsSync(`${file}.secrets.json`)).toBe(true);
    const manifest = readManifest(file);
    expect(manifest.orders?.rows).toBeGreaterThanOrEqual(5);

    const dataB = tmp('restore-b');
    const restore = run('restore.ts', [file, '--data-dir', dataB], dataB);
    expect(restore.status, String(restore.stderr)).toBe(0);
    expect(String(restore.stdout)).toContain('gelijk aan de back-up');
    // Checked here too, not only by the script: every table's rows and checksum.
    expect(manifestDifferences(manifest, await manifestOfDir(path.join(dataB, 'pglite')))).toEqual([]);

    // A shop starts on it, with the same secrets: the orders placed before the backup are there.
    b = await startApiProcess(portB, { DATA_DIR: dataB, SERVICE_ACCOUNT_PASSWORD: SERVICE.password });
    expect((await fetch(`${b.origin}/readyz`)).status).toBe(200);
    const restoredApi = apiClient(b.origin);
    await restoredApi.login();
    for (const number of before) {
      const status = await restoredApi.call('GET', `/v1/order/${number}/status`);
      expect(status.status, number).toBe(200);
      expect(status.body.status).toBe('pending');
    }
    // And it sells on: a new order on the restored shop.
    expect(await placeOrder(restoredApi, 999)).toMatch(/^DKBD\d{7}$/);
    await b.stop();
    b = undefined;
  }, 400_000);

  it('refuses to restore over a database, and touches nothing', () => {
    const file = path.join(backups, 'running.tar.gz');
    const res = run('restore.ts', [file, '--data-dir', dataA], dataA);
    expect(res.status).toBe(1);
    expect(String(res.stderr)).toContain('bevat al een database');
  });

  it('a backup of a quiet shop equals the shop’s own database, every table', async () => {
    const file = path.join(backups, 'quiet.tar.gz');
    const res = run('backup.ts', ['--url', a.origin, '--out', file], dataA);
    expect(res.status, String(res.stderr)).toBe(0);
    await a.stop();
    expect(manifestDifferences(readManifest(file), await manifestOfDir(path.join(dataA, 'pglite')))).toEqual([]);
    a = await startApiProcess(portA, { DATA_DIR: dataA, SERVICE_ACCOUNT_PASSWORD: SERVICE.password });
  }, 300_000);

  it('refuses without the token, with a wrong one, through a proxy, from another machine, and for GET', async () => {
    const url = `${a.origin}/_ops/backup`;
    const token = readFileSync(path.join(dataA, 'backup-token'), 'utf8').trim();
    expect(statSync(path.join(dataA, 'backup-token')).mode & 0o077).toBe(0);
    const none = await fetch(url, { method: 'POST' });
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ message: 'Geen geldige back-upsleutel.' });
    expect((await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}x` } })).status).toBe(401);
    expect((await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token.slice(0, -1)}` } })).status).toBe(401);
    expect((await fetch(url, { method: 'POST', headers: { authorization: token } })).status).toBe(401);
    // A reverse proxy on this machine connects from loopback: its forwarding header gives it away.
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip'])
      expect(
        (await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}`, [header]: '203.0.113.9' } })).status,
        header,
      ).toBe(403);
    expect((await fetch(url, { headers: { authorization: `Bearer ${token}` } })).status).not.toBe(200);
    // From this machine's own non-loopback address (as another machine on the network would come in).
    const external = Object.values(os.networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
    if (external) {
      const res = await fetch(`http://${external}:${portA}/_ops/backup`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(403);
      expect((await res.json()).message).toBe('Back-ups kunnen alleen op de server zelf gemaakt worden.');
    }
    // The right token from here still works (the refusals above did not lock anything).
    const ok = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/gzip');
    await ok.arrayBuffer();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('backup on PostgreSQL (needs TEST_DATABASE_URL)', () => {
  it('points to pg_dump instead of taking a snapshot', async () => {
    const database = await createPostgresDatabase();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'slaapzaak-backup-pg-'));
    const shop = await startApiProcess(3267, {
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: '2',
      BACKUP_TOKEN: 'pg-backup-token-of-the-test-shop',
    });
    try {
      const res = await fetch(`${shop.origin}/_ops/backup`, {
        method: 'POST',
        headers: { authorization: 'Bearer pg-backup-token-of-the-test-shop' },
      });
      expect(res.status).toBe(501);
      expect((await res.json()).message).toContain('pg_dump');
    } finally {
      await shop.stop();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
