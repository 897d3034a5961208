// Every environment setting of the shop in one schema (docs/decisions/0055): its type, default and what
// it needs besides. The server and the production scripts read the environment once, here, at start; a
// wrong setting stops the start with one message that names it (and never shows a secret's value).
// `.env.example` documents exactly these settings (commerce/settings.test.ts checks it).
import { z } from 'zod';

/** Settings whose value a message must never show. */
export const SECRET_SETTINGS = new Set([
  'DATABASE_URL',
  'REDIS_URL',
  'SESSION_SECRET',
  'SESSION_SECRET_PREVIOUS',
  'API_TOKEN_SECRET',
  'BACKUP_TOKEN',
  'E2E_FIXTURES',
  'SERVICE_ACCOUNT_PASSWORD',
  'MOLLIE_API_KEY',
  'SMTP_PASS',
  'ASSISTANT_API_KEY',
  'TEST_DATABASE_URL',
  'TEST_REDIS_URL',
]);

function isUrl(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const whole = (min: number, max: number) =>
  z
    .string()
    .refine((s) => /^-?\d+$/.test(s) && Number(s) >= min && Number(s) <= max, `is not a whole number from ${min} to ${max}`)
    .transform(Number);
const positive = (max: number) =>
  z
    .string()
    .refine((s) => /^\d+(\.\d+)?$/.test(s) && Number(s) > 0 && Number(s) <= max, `is not a number above 0 and at most ${max}`)
    .transform(Number);
const url = (...protocols: string[]) =>
  z.string().refine((s) => isUrl(s, protocols), `is not a ${protocols.map((p) => p.replace(':', '')).join(' or ')} URL`);
/** `1` on, `0` (or unset) off: anything else (`true`, `yes`) is a mistake, not quietly off. */
const flag = z.enum(['1', '0'], { errorMap: () => ({ message: 'is not 1 (on) or 0 (off)' }) }).transform((v) => v === '1');
const oneOf = <T extends [string, ...string[]]>(values: T) =>
  z.enum(values, { errorMap: () => ({ message: `is not one of ${values.join(', ')}` }) });
const secret = (min: number) => z.string().min(min, `is shorter than ${min} characters`);
const origins = z
  .string()
  .refine(
    (s) => s.split(/[\s,]+/).every((o) => o === '' || (isUrl(o, ['http:', 'https:']) && new URL(o).origin === o.replace(/\/$/, ''))),
    'is not a list of origins (https://host[:port], separated by commas)',
  );

export const settingsSchema = z.object({
  // --- Server ---
  NODE_ENV: oneOf(['production', 'development', 'test']).optional(),
  PORT: whole(1, 65535).default('3000'),
  DATA_DIR: z.string().default('./data'),
  TRUST_PROXY: flag.default('0'),
  WEB_CONCURRENCY: whole(1, 64).optional(),
  PUBLIC_URL: url('http:', 'https:').optional(),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  READINESS_OPTIONAL: z
    .string()
    .refine(
      (s) => s.split(',').every((p) => ['', 'database', 'redis', 'mail', 'payments'].includes(p.trim().toLowerCase())),
      'is not a list of database, redis, mail, payments',
    )
    .optional(),
  READINESS_TIMEOUT_MS: positive(60_000).default('1500'),
  BACKUP_TOKEN: secret(32).optional(),
  // --- Traces and metrics (docs/decisions/0061): off, and not even loaded, unless one of the two is set ---
  OTEL_EXPORTER_OTLP_ENDPOINT: url('http:', 'https:').optional(),
  OTEL_EXPORTER_OTLP_PROTOCOL: oneOf(['http/protobuf', 'http/json']).default('http/protobuf'),
  OTEL_SERVICE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, 'is not a service name (letters, digits, . _ -)')
    .default('slaapzaak'),
  METRICS_PORT: whole(1, 65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  METRICS_PUBLIC: flag.default('0'),
  // --- Database and shared state ---
  DATABASE_URL: url('postgres:', 'postgresql:').optional(),
  DATABASE_POOL_SIZE: whole(1, 500).default('10'),
  REDIS_URL: url('redis:', 'rediss:').optional(),
  // --- Secrets (generated into DATA_DIR/secrets.json when unset) ---
  SESSION_SECRET: secret(32).optional(),
  // Comma-separated earlier SESSION_SECRETs: their cookies are still read while they run out.
  SESSION_SECRET_PREVIOUS: z
    .string()
    .refine((s) => s.split(',').every((part) => part.trim().length >= 32), 'has a secret shorter than 32 characters')
    .transform((s) => s.split(',').map((part) => part.trim()))
    .optional(),
  API_TOKEN_SECRET: secret(32).optional(),
  SERVICE_ACCOUNT_EMAIL: z.string().email('is not an e-mail address').default('storefront@slaapzaak.nl'),
  SERVICE_ACCOUNT_PASSWORD: secret(16).optional(),
  // --- Storefront ---
  COMMERCE_API_URL: url('http:', 'https:').optional(),
  STOREFRONT_CACHE_SECONDS: whole(0, 86_400).default('30'),
  PAYMENT_FORM_ORIGINS: origins.optional(),
  EDGE_CACHE_OFF: flag.default('0'),
  // --- Demo data ---
  SEED: whole(-2_147_483_648, 2_147_483_647).optional(),
  SEED_PRODUCTS: whole(1, 1_000_000).optional(),
  DELIVERY_CLOCK: z
    .string()
    .refine((s) => !Number.isNaN(new Date(s).getTime()), 'is not an ISO instant (2026-12-02T12:00:00+01:00)')
    .optional(),
  // --- Payments ---
  MOLLIE_API_KEY: z
    .string()
    .regex(/^(test|live)_[A-Za-z0-9]+$/, 'is not a Mollie API key (test_… or live_…)')
    .optional(),
  MOLLIE_BASE_URL: url('http:', 'https:').optional(),
  MOLLIE_CHECKOUT_ORIGIN: url('http:', 'https:').optional(),
  SANDBOX_PAYMENTS: flag.default('0'),
  SEED_DEMO: flag.default('0'),
  SANDBOX_PAYMENT_MINUTES: positive(60 * 24 * 7).default('30'),
  // --- Background jobs (every process runs them; row claims keep the work single) ---
  OUTBOX_INTERVAL_MS: positive(3_600_000).default('5000'),
  ORDER_EXPIRY_INTERVAL_MS: positive(3_600_000).default('60000'),
  // --- Address and VAT checks ---
  ADDRESS_PROVIDER: oneOf(['embedded', 'pdok']).default('embedded'),
  PDOK_BASE_URL: url('http:', 'https:').optional(),
  VAT_PROVIDER: oneOf(['embedded', 'vies']).default('embedded'),
  VIES_BASE_URL: url('http:', 'https:').optional(),
  PROVIDER_TIMEOUT_MS: positive(600_000).default('3000'),
  // --- Mail ---
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: whole(1, 65535).optional(),
  SMTP_SECURE: oneOf(['true', 'false']).optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  SMTP_FROM: z.string().optional(),
  MAIL_LIMIT_PER_IP: whole(1, 100_000).default('30'),
  // --- Field data (docs/decisions/0068) ---
  VITALS_LIMIT_PER_IP: whole(1, 100_000).default('120'),
  // --- Search (docs/decisions/0067): `off` answers every search through SQL (the benchmark's comparison) ---
  SEARCH_SNAPSHOT: oneOf(['on', 'off']).default('on'),
  SEARCH_EVENTS_PER_IP: whole(1, 100_000).default('60'),
  // --- Chat assistant ---
  ASSISTANT_API_URL: url('http:', 'https:').optional(),
  ASSISTANT_API_KEY: z.string().optional(),
  ASSISTANT_MODEL: z.string().optional(),
  ASSISTANT_TIMEOUT_MS: positive(600_000).default('15000'),
  // --- Abandoned carts ---
  ABANDON_AFTER_MINUTES: positive(60 * 24 * 30).default('60'),
  // --- Tests only (read by the test set-up, not by the shop) ---
  TEST_DATABASE_URL: url('postgres:', 'postgresql:').optional(),
  TEST_REDIS_URL: url('redis:', 'rediss:').optional(),
  CHROMIUM_PATH: z.string().optional(),
  E2E_FIXTURES: secret(16).optional(),
});

/** One setting needs another (or makes no sense without it). */
const dependencies: Array<{ when: (env: Record<string, string>) => boolean; name: string; message: string }> = [
  {
    name: 'MOLLIE_API_KEY',
    when: (e) => Boolean(e.MOLLIE_API_KEY && !e.PUBLIC_URL),
    message: 'needs PUBLIC_URL: Mollie sends the shopper back and its webhooks to that address',
  },
  ...(['MOLLIE_BASE_URL', 'MOLLIE_CHECKOUT_ORIGIN'] as const).map((name) => ({
    name,
    when: (e: Record<string, string>) => Boolean(e[name] && !e.MOLLIE_API_KEY),
    message: 'has no effect without MOLLIE_API_KEY',
  })),
  ...(['SMTP_PORT', 'SMTP_SECURE', 'SMTP_USER', 'SMTP_PASS', 'SMTP_FROM'] as const).map((name) => ({
    name,
    when: (e: Record<string, string>) => Boolean(e[name] && !e.SMTP_HOST),
    message: 'needs SMTP_HOST (without it every e-mail goes to DATA_DIR/outbox)',
  })),
  { name: 'SMTP_PASS', when: (e) => Boolean(e.SMTP_PASS && !e.SMTP_USER), message: 'needs SMTP_USER' },
  {
    name: 'PDOK_BASE_URL',
    when: (e) => Boolean(e.PDOK_BASE_URL && e.ADDRESS_PROVIDER !== 'pdok'),
    message: 'has no effect without ADDRESS_PROVIDER=pdok',
  },
  {
    name: 'VIES_BASE_URL',
    when: (e) => Boolean(e.VIES_BASE_URL && e.VAT_PROVIDER !== 'vies'),
    message: 'has no effect without VAT_PROVIDER=vies',
  },
  ...(['ASSISTANT_API_KEY', 'ASSISTANT_MODEL', 'ASSISTANT_TIMEOUT_MS'] as const).map((name) => ({
    name,
    when: (e: Record<string, string>) => Boolean(e[name] && !e.ASSISTANT_API_URL),
    message: 'has no effect without ASSISTANT_API_URL',
  })),
  {
    name: 'OTEL_EXPORTER_OTLP_PROTOCOL',
    when: (e) => Boolean(e.OTEL_EXPORTER_OTLP_PROTOCOL && !e.OTEL_EXPORTER_OTLP_ENDPOINT),
    message: 'has no effect without OTEL_EXPORTER_OTLP_ENDPOINT',
  },
  ...(['METRICS_HOST', 'METRICS_PUBLIC'] as const).map((name) => ({
    name,
    when: (e: Record<string, string>) => Boolean(e[name] && !e.METRICS_PORT),
    message: 'has no effect without METRICS_PORT',
  })),
  {
    // The scrape endpoint says how busy the shop is and what it sells: loopback unless asked for.
    name: 'METRICS_HOST',
    when: (e) => Boolean(e.METRICS_HOST && !isLoopbackHost(e.METRICS_HOST) && e.METRICS_PUBLIC !== '1'),
    message: 'is not a loopback address (127.0.0.1, ::1); set METRICS_PUBLIC=1 to serve metrics beyond this machine',
  },
  {
    // N processes on PostgreSQL each counting logins and mails in their own memory give an attacker N
    // times every limit (the cluster hands connections round robin): a real shop shares them in Redis.
    name: 'WEB_CONCURRENCY',
    when: (e) =>
      Number(e.WEB_CONCURRENCY) > 1 &&
      Boolean(e.DATABASE_URL) &&
      !e.REDIS_URL &&
      Boolean(e.PUBLIC_URL) &&
      !isLoopbackPublicUrl(e.PUBLIC_URL),
    message: 'needs REDIS_URL on a real shop: without it every process keeps its own login and mail limits, so each counts only its share',
  },
  {
    name: 'METRICS_PORT',
    when: (e) => Boolean(e.METRICS_PORT && e.METRICS_PORT === (e.PORT ?? '3000')),
    message: "is the shop's own PORT: the metrics need a port of their own",
  },
];

/** A PUBLIC_URL on this machine (a demo or a test shop), or one that is no URL at all (refused elsewhere). */
function isLoopbackPublicUrl(url: string): boolean {
  try {
    return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname.toLowerCase());
  } catch {
    return true;
  }
}

/** 127.0.0.0/8, ::1 and localhost. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

export type Settings = z.infer<typeof settingsSchema>;
export const SETTING_NAMES = Object.keys(settingsSchema.shape) as Array<keyof Settings>;

export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The shop does not start: ${problems.length === 1 ? 'a setting is wrong' : `${problems.length} settings are wrong`} ` +
        `(README.md, "Settings"; .env.example):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'SettingsError';
  }
}

/**
 * The shop's settings from the environment: only the names above are read, an empty value counts as
 * unset. Throws a SettingsError naming every wrong setting (a secret by its name only).
 */
export function readSettings(env: Record<string, string | undefined> = process.env): Settings {
  const given: Record<string, string> = {};
  for (const name of SETTING_NAMES) {
    const value = env[name];
    if (value !== undefined && value.trim() !== '') given[name] = value.trim();
  }
  const problems: string[] = [];
  const parsed = settingsSchema.safeParse(given);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0]);
      problems.push(`${SECRET_SETTINGS.has(name) ? name : `${name}=${given[name]}`} ${issue.message}`);
    }
  for (const rule of dependencies) if (rule.when(given)) problems.push(`${rule.name} ${rule.message}`);
  if (problems.length || !parsed.success) throw new SettingsError(problems);
  return parsed.data;
}

/** For a process's start: the settings, or the message on stderr and exit code 1. */
export function settingsOrExit(env: Record<string, string | undefined> = process.env): Settings {
  try {
    return readSettings(env);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
