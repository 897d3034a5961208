// Scale-out (docs/decisions/0021): two instances of the production build on different ports share one
// PostgreSQL database and one Redis, as N instances behind a load balancer do. Requests alternate
// between them; the shopper's session, cart, login state and the login rate limit must hold.
// Needs TEST_DATABASE_URL (PostgreSQL) and Redis (TEST_REDIS_URL, default redis://127.0.0.1:6379).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect, test } from '@playwright/test';

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const basePort = Number(process.env.E2E_PORT ?? 3111);
const ports = [basePort + 11, basePort + 12];
const demo = { username: 'demo@slaapzaak.nl', password: 'Slaapzaak2026!' };

function redisReachable(): Promise<boolean> {
  const url = new URL(redisUrl);
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname, port: Number(url.port || 6379) });
    socket.setTimeout(1_000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/** A tiny cookie jar: the shopper's browser, whichever instance answers. */
class Shopper {
  private cookies = new Map<string, string>();
  // Each run its own client address: the shared Redis keeps rate-limit counts between runs.
  constructor(readonly ip = `198.51.100.${1 + Math.floor(Math.random() * 250)}`) {}

  private header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keep(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async get(port: number, pathname: string) {
    const res = await fetch(`http://127.0.0.1:${port}${pathname}`, {
      headers: { cookie: this.header(), 'x-forwarded-for': this.ip },
      redirect: 'manual',
    });
    this.keep(res);
    return { status: res.status, location: res.headers.get('location'), html: await res.text() };
  }

  async post(port: number, pathname: string, fields: Record<string, string>) {
    const origin = `http://127.0.0.1:${port}`;
    const res = await fetch(`${origin}${pathname}`, {
      method: 'POST',
      headers: {
        cookie: this.header(),
        'content-type': 'application/x-www-form-urlencoded',
        origin,
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': this.ip,
      },
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });
    this.keep(res);
    return { status: res.status, location: res.headers.get('location'), html: await res.text() };
  }
}

test.describe('two instances behind one database and one Redis', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 });
  let servers: ChildProcess[] = [];
  let dropDatabase = async () => {};

  test.beforeAll(async ({}, testInfo) => {
    // One run is enough: the browser project does not matter for server-side state.
    test.skip(testInfo.project.name !== 'js', 'runs once, in the js project');
    test.skip(!adminUrl, 'needs TEST_DATABASE_URL (PostgreSQL)');
    test.skip(!(await redisReachable()), `needs Redis at ${redisUrl}`);
    const name = `slaapzaak_scale_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const databaseUrl = new URL(adminUrl!);
    databaseUrl.pathname = `/${name}`;
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
    // What instances must share: database, Redis and the secrets. Each has its own DATA_DIR, so
    // nothing is shared through the disk.
    const shared = {
      NODE_ENV: 'production' as const,
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: redisUrl,
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      API_TOKEN_SECRET: randomBytes(32).toString('base64url'),
      SERVICE_ACCOUNT_PASSWORD: randomBytes(24).toString('base64url'),
      TRUST_PROXY: '1',
      SEED_PRODUCTS: '150',
      LOG_LEVEL: 'warn',
    };
    for (const port of ports) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'slaapzaak-scale-'));
      // Node itself, not npx, on the compiled server of `npm run build`: SIGTERM then reaches the server, which shuts down.
      const child = spawn(process.execPath, ['build/server/server.js'], {
        env: { ...process.env, ...shared, PORT: String(port), DATA_DIR: dataDir },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      servers.push(child);
      // The first instance migrates and seeds; the second finds the data there.
      await expect
        .poll(async () => (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null))?.status ?? 0, {
          timeout: 240_000,
          intervals: [1_000],
        })
        .toBe(200);
    }
  });

  test.afterAll(async () => {
    for (const child of servers) child.kill('SIGTERM');
    await Promise.all(servers.map((c) => new Promise((resolve) => (c.exitCode !== null ? resolve(null) : c.once('exit', resolve)))));
    servers = [];
    await dropDatabase();
  });

  test('a cart made on one instance is the same cart on the other', async () => {
    const [a, b] = ports as [number, number];
    const shopper = new Shopper();
    const listing = await shopper.get(a, '/bestsellers/');
    expect(listing.status).toBe(200);
    const productPath = /href="(\/[^"]+\.html)"/.exec(listing.html)![1]!;
    const product = await shopper.get(b, productPath);
    const itemId =
      /name="item_id"[^>]*>\s*<option value="(\d+)"/.exec(product.html)?.[1] ?? /name="item_id" value="(\d+)"/.exec(product.html)?.[1];
    expect(itemId, 'an orderable product').toBeTruthy();
    const title = /<h1[^>]*>([^<]+)</.exec(product.html)![1]!.trim();

    const added = await shopper.post(a, '/cart/', { intent: 'add', item_id: itemId!, quantity: '1' });
    expect(added.status).toBe(303);
    const onB = await shopper.get(b, '/cart/');
    expect(onB.status).toBe(200);
    expect(onB.html).toContain(title.replace(/&/g, '&amp;').slice(0, 20));
    expect(onB.html).toMatch(/name="quantity"[^>]*value="1"/);

    // Adding again on the other instance lands in the same cart.
    expect((await shopper.post(b, '/cart/', { intent: 'add', item_id: itemId!, quantity: '1' })).status).toBe(303);
    const onA = await shopper.get(a, '/cart/');
    expect(onA.html).toMatch(/name="quantity"[^>]*value="2"/);
  });

  test('logging in on one instance is logged in on the other, and logging out too', async () => {
    const [a, b] = ports as [number, number];
    const shopper = new Shopper();
    expect((await shopper.get(b, '/account/')).status).toBe(302);
    const login = await shopper.post(a, '/account/login/', demo);
    expect(login.status).toBe(303);
    const account = await shopper.get(b, '/account/');
    expect(account.status).toBe(200);
    expect(account.html).toContain('ingelogd als Sanne');
    const orders = await shopper.get(a, '/account/orders/');
    expect(orders.status).toBe(200);
    expect(orders.html).toContain('DKBD');

    expect((await shopper.post(b, '/account/logout/', {})).status).toBe(303);
    const after = await shopper.get(a, '/account/');
    expect(after.status).toBe(302);
    expect(after.location).toContain('/account/login/');
  });

  test('the login rate limit counts failures on both instances together', async () => {
    const [a, b] = ports as [number, number];
    const shopper = new Shopper();
    const email = `scale-${randomBytes(4).toString('hex')}@example.nl`;
    // 10 failed logins allowed per address in 15 minutes: five on each instance.
    for (let i = 0; i < 10; i++) {
      const res = await shopper.post(i % 2 ? b : a, '/account/login/', { username: email, password: 'Fout2026!' });
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    // Separate counters would have seen five each and let this through.
    for (const port of [a, b]) {
      const blocked = await shopper.post(port, '/account/login/', { username: email, password: 'Fout2026!' });
      expect(blocked.status).toBe(429);
      expect(blocked.html).toContain('Te veel mislukte inlogpogingen');
    }
  });
});
