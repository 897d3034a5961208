import type { AddressLookup } from './address/types';
import type { AssistantModel } from './assistant/types';
import type { Mailer } from './mail';
import type { PaymentProvider } from './payment/types';
import type { VatValidator } from './vat/types';
import type { RateLimitStore } from './rate-limit';
import type { PasswordHasher } from '../auth/customer-auth';

// Swappable outside services. Each has an embedded default and a real adapter (the assistant's
// model comes with its issue).
export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface CommerceProviders {
  logger: Logger;
  mailer: Mailer;
  addressLookup: AddressLookup;
  vatValidator: VatValidator;
  payments: PaymentProvider;
  /** Login and mail rate limits; an in-memory store when absent (REDIS_URL gives a shared one). */
  rateLimit?: RateLimitStore;
  /** How customer passwords are hashed and checked; Argon2id when absent. */
  passwords?: PasswordHasher;
  /** The chat assistant's model; the embedded retrieval assistant when absent. */
  assistant?: AssistantModel;
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
