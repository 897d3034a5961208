// What the /v1/customer routes share: the customer token header, the shopper's IP address as the
// storefront reports it, the services, and one way to answer a CustomerError.
import type { Context } from 'hono';
import { argon2Passwords } from '../auth/customer-auth';
import { errorBody, type CommerceEnv } from '../http';
import { createMemoryRateLimitStore, type RateLimitStore } from '../providers/rate-limit';
import { customerForSession, type CustomerRow, type CustomerServices } from './customers';
import { Limiter } from '../platform/rate-limits';

export const CUSTOMER_TOKEN_HEADER = 'x-customer-token';

// The header schema and the error answers are part of the operations' definitions (contract/).
export { conflict, CustomerHeaders, customerErrors, forbidden, notFound, tooMany } from '#contract/operations/customer';

const NOT_LOGGED_IN = 'Je bent niet (meer) ingelogd. Log opnieuw in om verder te gaan.';

/** One limiter per app: the injected store (Redis) or an in-memory one. */
export function createLimiterFactory() {
  let fallback: RateLimitStore | null = null;
  const limiters = new WeakMap<object, Limiter>();
  return (c: Context<CommerceEnv>): Limiter => {
    const { providers } = c.get('deps');
    let limiter = limiters.get(providers);
    if (!limiter) {
      fallback ??= createMemoryRateLimitStore();
      limiter = new Limiter(providers.rateLimit ?? fallback, providers.logger);
      limiters.set(providers, limiter);
    }
    return limiter;
  };
}

export function servicesOf(c: Context<CommerceEnv>, limiter: Limiter): CustomerServices {
  const { database, providers, config, background } = c.get('deps');
  return {
    db: database.db,
    mailer: providers.mailer,
    limiter,
    config,
    logger: providers.logger,
    vatValidator: providers.vatValidator,
    passwords: providers.passwords ?? argon2Passwords,
    background,
  };
}

/**
 * The shopper's IP address: from the storefront's signed X-Client-IP, from X-Forwarded-For only with
 * the service token, else from the socket (docs/decisions/0044). One function for every domain.
 */
export { clientIp } from '../platform/client-ip';

export function customerToken(c: Context<CommerceEnv>): string | null {
  const token = c.req.header(CUSTOMER_TOKEN_HEADER)?.trim();
  return token ? token : null;
}

/** The logged-in customer, or null when the token is missing, revoked or expired. */
export async function currentCustomer(c: Context<CommerceEnv>): Promise<{ customer: CustomerRow; token: string } | null> {
  const token = customerToken(c);
  if (!token) return null;
  const customer = await customerForSession(c.get('deps').database.db, token);
  return customer ? { customer, token } : null;
}

/** 401 for a missing customer: `WWW-Authenticate: CustomerToken` tells clients their service token is fine. */
export function notLoggedIn(c: Context<CommerceEnv>) {
  return c.json(errorBody(NOT_LOGGED_IN), 401, { 'WWW-Authenticate': 'CustomerToken' });
}
