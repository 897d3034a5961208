// Picks the address, VAT and payment adapters from the environment. Embedded defaults need no
// settings, so a fresh clone runs without any outside service.
//
//   ADDRESS_PROVIDER   embedded (default) | pdok   — PDOK Locatieserver instead of addresses.nl.json
//   PDOK_BASE_URL      default https://api.pdok.nl/bzk/locatieserver/search/v3_1
//   VAT_PROVIDER       embedded (default) | vies   — EU VIES instead of the offline check digits
//   VIES_BASE_URL      default https://ec.europa.eu/taxation_customs/vies/rest-api
//   PROVIDER_TIMEOUT_MS  time-out for PDOK and VIES calls, default 3000
//   MOLLIE_API_KEY     test_… or live_…; when set, molliePaymentProviderFromEnv returns Mollie
//   MOLLIE_BASE_URL    default https://api.mollie.com/v2
//   MOLLIE_CHECKOUT_ORIGIN  origin of Mollie's hosted checkout (https://www.mollie.com; a fake's own origin)
//   ASSISTANT_API_URL  base URL (…/v1) of an OpenAI-compatible chat-completions endpoint; when set,
//                      the chat assistant phrases its answers with that model (else: embedded)
//   ASSISTANT_API_KEY  bearer key for that endpoint (optional for local servers)
//   ASSISTANT_MODEL    model name, default gpt-4o-mini
//   ASSISTANT_TIMEOUT_MS  time-out per answer, default 15000
//
// With the embedded address provider, DATA_DIR/addresses.nl.json (same shape as the bundled
// file) is merged over the bundled table when it exists, to add addresses without a code change.
import path from 'node:path';
import type { AddressLookup } from './address/types';
import { createEmbeddedAddressLookup } from './address/embedded';
import { createPdokAddressLookup } from './address/pdok';
import type { AssistantModel } from './assistant/types';
import { createEmbeddedAssistantModel } from './assistant/embedded';
import { createOpenAiAssistantModel } from './assistant/openai';
import type { PaymentProvider } from './payment/types';
import { createMollieProvider } from './payment/mollie';
import type { VatValidator } from './vat/types';
import { createEmbeddedVatValidator, createViesValidator } from './vat/vies';

type Env = Record<string, string | undefined>;

interface WarnLogger {
  warn(obj: object, msg?: string): void;
}

export interface ProvidersFromEnvOptions {
  dataDir: string;
  /** Where failed PDOK / VIES calls are reported (they never throw into a request). */
  logger?: WarnLogger;
}

function choice(env: Env, name: string, allowed: readonly string[]): string {
  const value = (env[name] ?? '').trim().toLowerCase() || allowed[0];
  if (!allowed.includes(value)) throw new Error(`${name}=${env[name]} is not one of ${allowed.join(', ')}`);
  return value;
}

function timeout(env: Env): number {
  const value = Number(env.PROVIDER_TIMEOUT_MS ?? 3000);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`PROVIDER_TIMEOUT_MS=${env.PROVIDER_TIMEOUT_MS} is not a positive number`);
  return value;
}

export function providersFromEnv(
  env: Env,
  { dataDir, logger }: ProvidersFromEnvOptions,
): { addressLookup: AddressLookup; vatValidator: VatValidator } {
  const timeoutMs = timeout(env);
  const addressLookup =
    choice(env, 'ADDRESS_PROVIDER', ['embedded', 'pdok']) === 'pdok'
      ? createPdokAddressLookup({
          baseUrl: env.PDOK_BASE_URL || undefined,
          timeoutMs,
          onError: (error) => logger?.warn({ err: error.message }, 'PDOK address lookup failed'),
        })
      : createEmbeddedAddressLookup({ extraFiles: [path.join(dataDir, 'addresses.nl.json')] });
  const vatValidator =
    choice(env, 'VAT_PROVIDER', ['embedded', 'vies']) === 'vies'
      ? createViesValidator({
          baseUrl: env.VIES_BASE_URL || undefined,
          timeoutMs,
          onUnavailable: (reason) => logger?.warn({ reason }, 'VIES could not answer; the VAT number counts as valid'),
        })
      : createEmbeddedVatValidator();
  return { addressLookup, vatValidator };
}

/** Mollie when MOLLIE_API_KEY is set, else null (the caller keeps its embedded sandbox PSP). */
export function molliePaymentProviderFromEnv(env: Env): PaymentProvider | null {
  const apiKey = env.MOLLIE_API_KEY?.trim();
  if (!apiKey) return null;
  return createMollieProvider({
    apiKey,
    baseUrl: env.MOLLIE_BASE_URL || undefined,
    checkoutOrigin: env.MOLLIE_CHECKOUT_ORIGIN || undefined,
  });
}

/** The OpenAI-compatible adapter when ASSISTANT_API_URL is set, else the embedded assistant. */
export function assistantModelFromEnv(env: Env): AssistantModel {
  const baseUrl = env.ASSISTANT_API_URL?.trim();
  if (!baseUrl) return createEmbeddedAssistantModel();
  if (!/^https?:\/\//.test(baseUrl)) throw new Error(`ASSISTANT_API_URL=${baseUrl} is not an http(s) URL`);
  const timeoutMs = Number(env.ASSISTANT_TIMEOUT_MS ?? 15_000);
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0)
    throw new Error(`ASSISTANT_TIMEOUT_MS=${env.ASSISTANT_TIMEOUT_MS} is not a positive number`);
  return createOpenAiAssistantModel({
    baseUrl,
    apiKey: env.ASSISTANT_API_KEY?.trim() || undefined,
    model: env.ASSISTANT_MODEL?.trim() || 'gpt-4o-mini',
    timeoutMs,
  });
}
