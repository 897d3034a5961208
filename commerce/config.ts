// Runtime settings for the commerce API, read once from the environment.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

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

export function commerceConfigFromEnv(env: NodeJS.ProcessEnv = process.env): CommerceConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const secrets = loadSecrets(dataDir);
  return {
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`,
    serviceAccount: {
      email: env.SERVICE_ACCOUNT_EMAIL ?? 'storefront@slaapzaak.nl',
      password: env.SERVICE_ACCOUNT_PASSWORD ?? secrets.serviceAccountPassword,
    },
    tokenSecret: env.API_TOKEN_SECRET ?? secrets.tokenSecret,
    serviceTokenTtl: 3600,
    dataDir,
  };
}
