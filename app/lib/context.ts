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
