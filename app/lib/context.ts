// What every loader and action receives as `context`, built by the server for each request.
import { CommerceClient, type Transport } from '../models/client.server';

export interface AppLoadContextInit {
  commerce: CommerceClient;
  /** Secret for signing storefront cookies. */
  sessionSecret: string;
  /** Secure cookies and HSTS only when served over HTTPS in production. */
  secureCookies: boolean;
  /** Vite dev server: a looser CSP for its inline client. */
  dev?: boolean;
  /** The shopper's IP address as the server saw the socket (TRUST_PROXY=1: the proxy's last hop). */
  clientIp?: string;
  /**
   * Origins of the payment provider's hosted checkout: a no-JS pay form is answered with a redirect
   * there, which the CSP's form-action must allow (https://www.mollie.com with Mollie; none for the
   * sandbox, which is on our own origin).
   */
  paymentOrigins?: readonly string[];
  /** Sandbox payments on a real deployment (SANDBOX_PAYMENTS=1): every page says it is a test shop. */
  testEnvironment?: boolean;
}

/** Only well-formed http(s) origins may enter the CSP; anything else is dropped. */
export function paymentOriginsFrom(values: readonly string[] | string | undefined): string[] {
  const list = typeof values === 'string' ? values.split(/[\s,]+/) : (values ?? []);
  const origins: string[] = [];
  for (const value of list) {
    try {
      const url = new URL(value);
      // Host names and ports only: nothing that could end the directive or widen it (`;`, `*`, quotes).
      if (/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(url.origin) && url.origin === value.replace(/\/$/, '')) origins.push(url.origin);
    } catch {
      // not an origin
    }
  }
  return [...new Set(origins)];
}

// Declared on the runtime package that @remix-run/node and @remix-run/cloudflare both re-export.
declare module '@remix-run/server-runtime' {
  interface AppLoadContext extends AppLoadContextInit {}
}

export function createCommerceClient(options: {
  transport: Transport;
  baseUrl: string;
  serviceAccount: { email: string; password: string };
  logger?: { error(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
  sharedCacheSeconds?: number;
}): CommerceClient {
  return new CommerceClient(options);
}
