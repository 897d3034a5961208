// What every loader and action works with: the shop's load context, built by the server for each
// request and handed to React Router inside its context provider (future.v8_middleware).
import { createContext, RouterContextProvider, type AppLoadContext } from 'react-router';
import { CommerceClient, type Transport } from '../models/client.server';

export interface AppLoadContextInit {
  commerce: CommerceClient;
  /** Secret for signing storefront cookies. */
  sessionSecret: string;
  /**
   * Earlier session secrets (SESSION_SECRET_PREVIOUS): cookies signed with them are still read, new ones
   * are signed with `sessionSecret` only, so a rotation logs nobody out (docs/operations.md).
   */
  previousSessionSecrets?: readonly string[];
  /**
   * The shop's configured public address (PUBLIC_URL; a loopback one or none on a demo). The feed's and
   * the sitemaps' absolute links are built on it, never on the request's Host (lib/public-origin.ts).
   */
  publicUrl?: string;
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
  /**
   * Work a loader starts without awaiting (abandonment calls, lib/abandonment.server.ts): on an edge
   * runtime the isolate may stop once the answer is sent, unless the promise is handed over here
   * (the worker passes its ExecutionContext's waitUntil). Node keeps running, so it passes none.
   */
  waitUntil?: (promise: Promise<unknown>) => void;
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

// React Router's load context type, on Node (server.ts) and in the worker alike; with middleware on,
// loaders and actions get a context provider that holds it under `shopContext`.
declare module 'react-router' {
  interface AppLoadContext extends AppLoadContextInit {}
  interface Future {
    v8_middleware: true;
  }
}

/**
 * The key of the shop's load context in React Router's context provider: a loader or action reads it
 * with `context.get(shopContext)` (the back office's routes with `context.get(backOfficeContext)`).
 */
export const shopContext = createContext<AppLoadContext>();

/** React Router's context for one request: what a server hands to the request handler. */
export function routerContext(context: AppLoadContext): RouterContextProvider {
  return new RouterContextProvider(new Map([[shopContext, context]]));
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
