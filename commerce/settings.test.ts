// The settings schema (commerce/settings.ts): defaults, one message naming every wrong setting, no
// secret's value in it, the dependencies between settings, and .env.example documenting exactly the
// settings the schema knows.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSettings, SECRET_SETTINGS, SETTING_NAMES, SettingsError } from './settings';

function problems(env: Record<string, string>): string[] {
  try {
    readSettings(env);
  } catch (error) {
    if (error instanceof SettingsError) return error.problems;
    throw error;
  }
  return [];
}

describe('readSettings', () => {
  it('gives the documented defaults for an empty environment, and counts an empty value as unset', () => {
    for (const env of [{}, { PORT: '', DATABASE_POOL_SIZE: ' ', PUBLIC_URL: '' }]) {
      const settings = readSettings(env);
      expect(settings).toMatchObject({
        PORT: 3000,
        DATA_DIR: './data',
        DATABASE_POOL_SIZE: 10,
        STOREFRONT_CACHE_SECONDS: 30,
        SANDBOX_PAYMENT_MINUTES: 30,
        MAIL_LIMIT_PER_IP: 30,
        TRUST_PROXY: false,
        LOG_LEVEL: 'info',
        SERVICE_ACCOUNT_EMAIL: 'storefront@slaapzaak.nl',
      });
      expect(settings.PUBLIC_URL).toBeUndefined();
    }
  });

  it('turns good values into their types', () => {
    const settings = readSettings({
      PORT: '8080',
      TRUST_PROXY: '1',
      WEB_CONCURRENCY: '4',
      DATABASE_URL: 'postgres://shop@db/shop',
      REDIS_URL: 'redis://cache:6379',
      PUBLIC_URL: 'https://www.slaapzaak.nl',
      MOLLIE_API_KEY: 'live_abcdefghijklmnopqrstuvwxyz1234',
      SANDBOX_PAYMENT_MINUTES: '0.5',
      STOREFRONT_CACHE_SECONDS: '0',
    });
    expect(settings).toMatchObject({
      PORT: 8080,
      TRUST_PROXY: true,
      WEB_CONCURRENCY: 4,
      SANDBOX_PAYMENT_MINUTES: 0.5,
      STOREFRONT_CACHE_SECONDS: 0,
    });
  });

  it('names every wrong setting with its value in one message', () => {
    const error = (() => {
      try {
        readSettings({
          PORT: 'drieduizend',
          TRUST_PROXY: 'true',
          LOG_LEVEL: 'loud',
          DATABASE_POOL_SIZE: '0',
          PUBLIC_URL: 'www.slaapzaak.nl',
        });
      } catch (e) {
        return e as SettingsError;
      }
    })();
    expect(error).toBeInstanceOf(SettingsError);
    expect(error!.message).toContain('5 settings are wrong');
    expect(error!.problems).toEqual([
      'PORT=drieduizend is not a whole number from 1 to 65535',
      'TRUST_PROXY=true is not 1 (on) or 0 (off)',
      'PUBLIC_URL=www.slaapzaak.nl is not a http or https URL',
      'LOG_LEVEL=loud is not one of fatal, error, warn, info, debug, trace, silent',
      'DATABASE_POOL_SIZE=0 is not a whole number from 1 to 500',
    ]);
  });

  it('knows which settings need another one', () => {
    expect(problems({ MOLLIE_API_KEY: 'test_abc' })).toEqual([
      'MOLLIE_API_KEY needs PUBLIC_URL: Mollie sends the shopper back and its webhooks to that address',
    ]);
    expect(problems({ MOLLIE_API_KEY: 'test_abc', PUBLIC_URL: 'https://www.slaapzaak.nl' })).toEqual([]);
    expect(problems({ SMTP_USER: 'shop' })).toEqual(['SMTP_USER needs SMTP_HOST (without it every e-mail goes to DATA_DIR/outbox)']);
    expect(problems({ SMTP_HOST: 'smtp.example', SMTP_PASS: 'x' })).toEqual(['SMTP_PASS needs SMTP_USER']);
    expect(problems({ PDOK_BASE_URL: 'http://127.0.0.1:9' })).toEqual(['PDOK_BASE_URL has no effect without ADDRESS_PROVIDER=pdok']);
    expect(problems({ ASSISTANT_MODEL: 'gpt-4o' })).toEqual(['ASSISTANT_MODEL has no effect without ASSISTANT_API_URL']);
  });

  it('attack: never shows a secret’s value, however wrong it is', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SECRET_SETTINGS),
        fc.string({ minLength: 4, maxLength: 40 }).filter((s) => s.trim().length >= 4),
        (name, value) => {
          let message = '';
          try {
            readSettings({ [name]: value, SMTP_HOST: 'smtp.example', SMTP_USER: 'u' });
          } catch (error) {
            message = (error as Error).message;
          }
          if (message) expect(message).not.toContain(value.trim());
        },
      ),
    );
    expect(problems({ SESSION_SECRET: 'kort-geheim' })).toEqual(['SESSION_SECRET is shorter than 32 characters']);
    expect(problems({ SESSION_SECRET_PREVIOUS: `${'o'.repeat(32)},kort-geheim` })).toEqual([
      'SESSION_SECRET_PREVIOUS has a secret shorter than 32 characters',
    ]);
    expect(problems({ SESSION_SECRET_PREVIOUS: `${'o'.repeat(32)}, ${'p'.repeat(40)}` })).toEqual([]);
    expect(problems({ DATABASE_URL: 'mysql://root:hunter2@db/shop' })).toEqual(['DATABASE_URL is not a postgres or postgresql URL']);
  });

  it('accepts every whole port and refuses everything else (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 65535 }), (port) => void expect(readSettings({ PORT: String(port) }).PORT).toBe(port)));
    fc.assert(
      fc.property(
        fc
          .oneof(
            fc.integer({ min: 65536 }),
            fc.integer({ max: 0 }),
            fc.double().filter((d) => !Number.isInteger(d)),
          )
          .map(String),
        (port) => void expect(problems({ PORT: port })).toEqual([`PORT=${port} is not a whole number from 1 to 65535`]),
      ),
    );
  });

  it('reads nothing but its own settings: unknown names in the environment are left alone', () => {
    expect(problems({ HOME: '/root', PATH: '/usr/bin', SLAAPZAAK_CLUSTER_WORKER: '1', npm_config_cache: 'x' })).toEqual([]);
  });
});

describe('.env.example', () => {
  const documented = [...readFileSync(new URL('../.env.example', import.meta.url), 'utf8').matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map(
    (m) => m[1],
  );

  it('documents every setting of the schema once, and no other', () => {
    expect(new Set(documented).size).toBe(documented.length);
    expect([...documented].sort()).toEqual([...SETTING_NAMES].sort());
  });

  it('its example values pass the schema', () => {
    const text = readFileSync(new URL('../.env.example', import.meta.url), 'utf8');
    const examples = Object.fromEntries([...text.matchAll(/^# ?([A-Z][A-Z0-9_]+)=(.+)$/gm)].map((m) => [m[1], m[2]]));
    expect(Object.keys(examples).length).toBeGreaterThan(5);
    // The examples stand alone (no key with them), so the dependencies are not part of this check.
    for (const [name, value] of Object.entries(examples)) {
      const schema = readSettings.bind(null, { [name]: value });
      expect(() => schema(), `${name}=${value}`).not.toThrow(/is not|shorter/);
    }
  });
});
