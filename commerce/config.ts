// Runtime settings for the commerce API, read once from the environment.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readSettings, type Settings } from './settings';

export interface CommerceConfig {
  /** Public base URL of the shop, used in e-mails and links; never taken from the Host header. */
  publicUrl: string;
  serviceAccount: { email: string; password: string };
  /** Secret for signing API tokens. */
  tokenSecret: string;
  /** Lifetime of service tokens in seconds. */
  serviceTokenTtl: number;
  dataDir: string;
  /** The clock of time-based rules (order expiry); tests move it. */
  now?: () => Date;
  /**
   * The instant the delivery promise is computed for (commerce/delivery/promise.ts): DELIVERY_CLOCK, an ISO
   * instant honoured only by a demo (loopback) shop, so browser tests do not depend on the real day; the
   * real time otherwise.
   */
  deliveryClock?: () => Date;
  /** TRUST_PROXY=1: a caller's IP is the last X-Forwarded-For hop, appended by the load balancer (commerce/platform/client-ip.ts). */
  trustProxy?: boolean;
}

interface StoredSecrets {
  serviceAccountPassword: string;
  tokenSecret: string;
  sessionSecret: string;
}

/**
 * Secrets for the embedded setup: generated once and kept under DATA_DIR, so a fresh clone needs no
 * configuration while a restart keeps sessions and tokens valid. Env settings win when present.
 */
export function loadSecrets(dataDir: string): StoredSecrets {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as StoredSecrets;
    } catch {
      // An unreadable file is replaced below.
    }
  }
  const secrets: StoredSecrets = {
    serviceAccountPassword: randomBytes(24).toString('base64url'),
    tokenSecret: randomBytes(32).toString('base64url'),
    sessionSecret: randomBytes(32).toString('base64url'),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/** The API's settings from the checked settings (commerce/settings.ts); secrets left unset come from DATA_DIR. */
export function commerceConfigFromSettings(settings: Settings): CommerceConfig {
  const dataDir = path.resolve(settings.DATA_DIR);
  const secrets = loadSecrets(dataDir);
  return {
    publicUrl: settings.PUBLIC_URL ?? `http://localhost:${settings.PORT}`,
    serviceAccount: {
      email: settings.SERVICE_ACCOUNT_EMAIL,
      password: settings.SERVICE_ACCOUNT_PASSWORD ?? secrets.serviceAccountPassword,
    },
    tokenSecret: settings.API_TOKEN_SECRET ?? secrets.tokenSecret,
    serviceTokenTtl: 3600,
    dataDir,
    trustProxy: settings.TRUST_PROXY,
    deliveryClock: deliveryClockFromSettings(settings),
  };
}

/** The same from the environment; a wrong setting throws the SettingsError that names it. */
export function commerceConfigFromEnv(env: Record<string, string | undefined> = process.env): CommerceConfig {
  return commerceConfigFromSettings(readSettings(env));
}

/** DELIVERY_CLOCK (ISO instant) fixes the delivery promise's clock on a demo shop; a real shop ignores it. */
function deliveryClockFromSettings(settings: Settings): (() => Date) | undefined {
  if (!settings.DELIVERY_CLOCK || !isLoopbackUrl(settings.PUBLIC_URL)) return undefined;
  const fixed = new Date(settings.DELIVERY_CLOCK);
  return () => new Date(fixed);
}

/** The hosts of a shop run on this machine: a demo, the e2e tests, createTestShop. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** True when `publicUrl` is absent, unreadable as a URL, or points at this machine (localhost, 127.0.0.1, ::1). */
export function isLoopbackUrl(publicUrl: string | undefined): boolean {
  if (!publicUrl) return true;
  try {
    return LOOPBACK_HOSTS.has(new URL(publicUrl).hostname.toLowerCase());
  } catch {
    // Not a URL at all: no real shop is reachable at it, so it is no public address either.
    return false;
  }
}

/**
 * Demo mode (docs/decisions/0044): a start without PUBLIC_URL or with a loopback one (`npm ci && npm
 * start`, the tests) seeds the demo owner, medewerker and customers and allows the sandbox PSP. Any
 * other PUBLIC_URL is a real shop, unless SEED_DEMO=1 says it is a public test shop.
 */
export function demoModeFromEnv(env: Record<string, string | undefined>): boolean {
  return isLoopbackUrl(env.PUBLIC_URL) || env.SEED_DEMO === '1';
}

/** What a start says about demo mode, at which log level (server.ts logs them before it serves). */
export function demoModeNotices(env: Record<string, string | undefined>): Array<{ level: 'warn' | 'error'; message: string }> {
  const notices: Array<{ level: 'warn' | 'error'; message: string }> = [];
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL)
    notices.push({
      level: 'error',
      message:
        'NODE_ENV=production without PUBLIC_URL: this start is a DEMO (demo accounts with published passwords, sandbox payments). ' +
        'Set PUBLIC_URL to the shop’s address for a real shop (docs/decisions/0044)',
    });
  if (demoModeFromEnv(env)) {
    const sandbox = isLoopbackUrl(env.PUBLIC_URL) || env.SANDBOX_PAYMENTS === '1';
    notices.push({
      level: 'warn',
      message:
        `demo mode (${env.PUBLIC_URL ? `PUBLIC_URL=${env.PUBLIC_URL}` : 'no PUBLIC_URL'}${env.SEED_DEMO === '1' ? ', SEED_DEMO=1' : ''}): ` +
        'the demo owner, medewerker and customers of the README are seeded and can log in' +
        (sandbox && !env.MOLLIE_API_KEY ? '; the sandbox payment page is on (shoppers can mark their own orders paid)' : ''),
    });
  }
  return notices;
}
