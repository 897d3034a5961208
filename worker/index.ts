// The storefront on a Workers runtime (Cloudflare Workers / workerd): the same React Router build as on
// Node, talking to the commerce API over HTTP (COMMERCE_API_URL). Static files come from the ASSETS
// binding; /v1, /media and /sandbox are passed on to the API. See docs/decisions/0012.
import type { AppLoadContext, ServerBuild } from 'react-router';
// build-worker/server/index.js, built by vite.worker.config.ts; worker/build.mjs resolves the name.
import * as build from 'virtual:slaapzaak/server-build';
import { hasPersonalisingCookie, isBackOfficePath, isSharedCacheable } from '../app/lib/cache-control';
import { clientIpFrom, signForwardedIp } from '../app/lib/client-ip';
import { createCommerceClient, paymentOriginsFrom } from '../app/lib/context';
import { createStorefrontHandler } from '../app/lib/storefront-handler';
import { frontDoor } from '../app/lib/front-door';
import { limitRequest } from '../app/lib/request-limits';
import type { CommerceClient } from '../app/models/client.server';
import { withBaseSecurityHeaders } from '../server/base-headers';
import { contentTypeFor } from './mime';

export interface Env {
  /** Static files of build-worker/client (Workers static assets, or a disk service in workerd). */
  ASSETS: { fetch(request: Request): Promise<Response> };
  /** Base URL of the commerce API on Node, e.g. https://api.slaapzaak.nl */
  COMMERCE_API_URL: string;
  SERVICE_ACCOUNT_EMAIL?: string;
  SERVICE_ACCOUNT_PASSWORD: string;
  /** Signs the session, cart cookie and CSRF tokens; the same value as on Node keeps cookies valid. */
  SESSION_SECRET: string;
  /** Earlier session secrets, comma-separated: their cookies are still read (docs/operations.md). */
  SESSION_SECRET_PREVIOUS?: string;
  /** The shop's public address; https:// turns on Secure/__Host- cookies and HSTS. */
  PUBLIC_URL?: string;
  /** '1': no edge cache (the Cache API) for anonymous catalogue pages. */
  EDGE_CACHE_OFF?: string;
  /** The payment provider's checkout origin(s) for the CSP form-action (https://www.mollie.com). */
  PAYMENT_FORM_ORIGINS?: string;
  /** `1` when the API behind runs the sandbox payment page on a real deployment: the Testomgeving bar. */
  SANDBOX_PAYMENTS?: string;
  /** Seconds the isolate keeps the API's public catalogue answers (default 30, 0: off). */
  STOREFRONT_CACHE_SECONDS?: string;
}

interface ExecutionContext {
  waitUntil(promise: Promise<unknown>): void;
}

const handleStorefront = createStorefrontHandler(build as unknown as ServerBuild, 'production');

// One commerce client per isolate: it keeps the service token and the menu cache between requests.
let client: { key: string; commerce: CommerceClient } | undefined;
function commerceFor(env: Env): CommerceClient {
  const key = `${env.COMMERCE_API_URL}|${env.SERVICE_ACCOUNT_EMAIL}|${env.SERVICE_ACCOUNT_PASSWORD}`;
  if (client?.key !== key) {
    client = {
      key,
      commerce: createCommerceClient({
        transport: (request) => fetch(request),
        baseUrl: env.COMMERCE_API_URL,
        serviceAccount: { email: env.SERVICE_ACCOUNT_EMAIL ?? 'storefront@slaapzaak.nl', password: env.SERVICE_ACCOUNT_PASSWORD },
        logger: console,
        // The API's public catalogue and content answers are kept briefly (docs/decisions/0020).
        sharedCacheSeconds: Number(env.STOREFRONT_CACHE_SECONDS ?? 30) || 0,
      }),
    };
  }
  return client.commerce;
}

/** Paths served by the commerce API itself (the Node server mounts the same ones in-process). */
function isApiPath(request: Request, url: URL): boolean {
  if (/^\/(v1|media|sandbox)\//.test(url.pathname)) return true;
  return url.pathname === '/login' && request.method === 'POST' && (request.headers.get('content-type') ?? '').includes('application/json');
}

async function toApi(request: Request, url: URL, env: Env): Promise<Response> {
  const target = new URL(url.pathname + url.search, env.COMMERCE_API_URL);
  const headers = new Headers(request.headers);
  // The visitor's address as Cloudflare saw it, signed: the API believes no bare X-Forwarded-For
  // (docs/decisions/0044); the visitor's own X-Client-IP / X-Forwarded-For are dropped.
  const ip = request.headers.get('CF-Connecting-IP');
  headers.delete('X-Forwarded-For');
  if (ip) headers.set('X-Forwarded-For', ip);
  await signForwardedIp(headers, env.SERVICE_ACCOUNT_PASSWORD);
  return fetch(new Request(target, { method: request.method, headers, body: request.body, redirect: 'manual' }));
}

async function serveAsset(request: Request, url: URL, env: Env): Promise<Response | null> {
  const res = await env.ASSETS.fetch(new Request(url, { method: request.method === 'HEAD' ? 'HEAD' : 'GET', headers: request.headers }));
  if (res.status === 404 || res.status === 405) return null;
  const headers = new Headers(res.headers);
  if (!headers.get('Content-Type')) headers.set('Content-Type', contentTypeFor(url.pathname));
  headers.set('Cache-Control', url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
  headers.set('X-Content-Type-Options', 'nosniff');
  return new Response(res.body, { status: res.status, headers });
}

/**
 * The edge cache's key for this request, or null when the edge cache must be bypassed: anything but
 * GET, a back-office path, or a request with a personalising cookie (docs/decisions/0031) — that visitor's page is
 * rendered for them, never taken from the shared copy, never stored. Cookies the server does not
 * read leave the page as it is, so the key is the URL alone.
 */
function edgeCacheKey(request: Request, url: URL): Request | null {
  // The back office is never looked up in nor stored in the edge cache, with or without its cookie.
  if (request.method !== 'GET' || hasPersonalisingCookie(request) || isBackOfficePath(url.pathname)) return null;
  return new Request(url.toString(), { method: 'GET' });
}

/**
 * The edge storefront is ready when the API behind it is: its /readyz, asked with a short time-out.
 * Only the state travels back — never COMMERCE_API_URL or what the API said about its parts' hosts.
 */
async function readiness(env: Env): Promise<Response> {
  let api: 'ok' | 'down' | 'timeout' = 'down';
  try {
    const res = await fetch(new URL('/readyz', env.COMMERCE_API_URL), { signal: AbortSignal.timeout(2_000) });
    await res.body?.cancel();
    if (res.ok) api = 'ok';
  } catch (err) {
    if ((err as Error).name === 'TimeoutError') api = 'timeout';
  }
  const ready = api === 'ok';
  return Response.json(
    { status: ready ? 'ready' : 'unavailable', parts: { api }, failing: ready ? [] : ['api'] },
    { status: ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}

async function handle(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname === '/healthz') return Response.json({ status: 'ok', runtime: 'worker' });
  if (url.pathname === '/readyz') return readiness(env);
  if (isApiPath(request, url)) return toApi(request, url, env);
  // Only paths that name a file look in the assets; pages and data requests go straight to React Router.
  if (/\.(?!html$|data$)[a-z0-9]+$/i.test(url.pathname) && (request.method === 'GET' || request.method === 'HEAD')) {
    const asset = await serveAsset(request, url, env);
    if (asset) return asset;
  }
  const early = await frontDoor(request, env.SESSION_SECRET);
  if (early) return early;

  const cache = env.EDGE_CACHE_OFF === '1' || typeof caches === 'undefined' ? null : (caches as unknown as { default: Cache }).default;
  const cacheKey = cache ? edgeCacheKey(request, url) : null;
  if (cache && cacheKey) {
    const hit = await cache.match(cacheKey);
    if (hit) {
      const headers = new Headers(hit.headers);
      headers.set('X-Edge-Cache', 'HIT');
      headers.set('Vary', 'Cookie');
      return new Response(hit.body, { status: hit.status, headers });
    }
  }
  const loadContext: AppLoadContext = {
    commerce: commerceFor(env),
    sessionSecret: env.SESSION_SECRET,
    previousSessionSecrets: env.SESSION_SECRET_PREVIOUS?.split(',').map((s) => s.trim()),
    publicUrl: env.PUBLIC_URL,
    secureCookies: (env.PUBLIC_URL ?? '').startsWith('https://'),
    paymentOrigins: paymentOriginsFrom(env.PAYMENT_FORM_ORIGINS),
    testEnvironment: env.SANDBOX_PAYMENTS === '1',
    clientIp: clientIpFrom(request.headers.get('CF-Connecting-IP') ?? undefined, null, false),
    waitUntil: (promise) => ctx.waitUntil(promise),
  };
  const response = await handleStorefront(request, loadContext);
  const cacheControl = response.headers.get('Cache-Control') ?? '';
  // Only what is the same for everyone is stored: a public answer with s-maxage, no cookie set.
  if (cache && cacheKey && response.status === 200 && isSharedCacheable(cacheControl) && !response.headers.has('Set-Cookie')) {
    // The Cache API takes its lifetime from s-maxage; the stored copy must not be read twice.
    const [forClient, forCache] = response.body ? response.body.tee() : [null, null];
    const stored = new Response(forCache, response);
    // A public page does not depend on the cookies the key leaves out; Vary: Cookie would only make
    // the Cache API keep nothing useful. It goes back on when the copy is served.
    stored.headers.delete('Vary');
    ctx.waitUntil(cache.put(cacheKey, stored));
    const headers = new Headers(response.headers);
    headers.set('X-Edge-Cache', 'MISS');
    return new Response(forClient, { status: response.status, headers });
  }
  return response;
}

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    // nosniff, frame-ancestors and (over HTTPS) HSTS on every answer, as on Node (server/base-headers.ts).
    const secure = (env.PUBLIC_URL ?? '').startsWith('https://');
    try {
      // Body and URL limits before anything reads the request, as on Node (docs/decisions/0030).
      const limited = await limitRequest(request);
      if (limited instanceof Response) return withBaseSecurityHeaders(limited, { hsts: secure });
      return withBaseSecurityHeaders(await handle(limited, env, ctx), { hsts: secure });
    } catch (error) {
      console.error(error);
      return withBaseSecurityHeaders(
        new Response('Er ging iets mis. Probeer het later opnieuw.', {
          status: 500,
          headers: { 'Content-Type': 'text/plain; charset=utf-8' },
        }),
        { hsts: secure },
      );
    }
  },
};
