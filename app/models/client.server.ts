// The storefront's typed client of the commerce API (/v1). It speaks only HTTP semantics through a
// transport, so the same code runs in-process (commerceApp.fetch, no network hop) or remote
// (fetch to COMMERCE_API_URL), on Node or on an edge runtime.

import { cacheKey, createCache, jsonBytes, stringBytes, type Cache } from '../../lib/cache';
import { pathOf, type AnswerOf, type CallArgs, type CallInput } from '#contract/operation';
import { signForwardedIp } from '../lib/client-ip';
import type { RouteConfig } from '@hono/zod-openapi';

export type Transport = (request: Request) => Promise<Response>;

export interface CommerceClientOptions {
  transport: Transport;
  /** Base URL requests are built on; in-process any origin works. */
  baseUrl: string;
  serviceAccount: { email: string; password: string };
  logger?: { error(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
  /**
   * Keep the API's shared catalogue and content answers (Cache-Control `public, s-maxage=N`) for
   * min(N, this many) seconds, and let simultaneous identical requests share one call. 0 (the
   * default) keeps nothing; server.ts and the worker turn it on (docs/decisions/0020).
   */
  sharedCacheSeconds?: number;
}

/** An answer of the API other than 2xx, with its Dutch message. */
export class CommerceError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'CommerceError';
  }
}

/**
 * Duck-typed check: the server and the built storefront may each hold their own copy of this
 * module, so `instanceof` is not reliable across that boundary.
 */
export function isCommerceError(error: unknown): error is CommerceError {
  return error instanceof Error && error.name === 'CommerceError' && typeof (error as CommerceError).status === 'number';
}

type Query = Record<string, string | number | boolean | undefined | null | string[]>;

export class CommerceClient {
  private token: string | null = null;
  private tokenRequest: Promise<string> | null = null;
  private readonly shared: SharedAnswers;
  /**
   * Shopper-independent reads kept by this client (lib/cache policy): `cached` GETs (menus, footer,
   * brands; for the caller's time) and `remember` results (for the shared seconds), parsed. Key: the
   * kind of read and its URL or name. Budget: 2,000 entries, 16 MiB by their JSON size.
   */
  private readonly reads: Cache<unknown> = createCache({
    name: 'shared reads',
    ttlMs: null,
    maxEntries: 2_000,
    maxBytes: 16 * 1024 * 1024,
    sizeOf: jsonBytes,
  });
  /**
   * Results of `derived`: key = the kept answer (by identity) and the derivation function; kept no
   * longer than an answer can be (the shared seconds); budget 64 MiB, each counted at the size of
   * the answer text it was made from (a view of an answer is about as big as the answer).
   */
  private readonly derivations: Cache<{ result: unknown; bytes: number }>;

  constructor(private readonly options: CommerceClientOptions) {
    const seconds = options.sharedCacheSeconds ?? 0;
    this.shared = new SharedAnswers(seconds);
    this.derivations = createCache({
      name: 'derived views',
      ttlMs: Math.max(seconds, 1) * 1000,
      maxBytes: 64 * 1024 * 1024,
      sizeOf: (d) => d.bytes,
    });
  }

  /** docs/requirements/operations.md#states start-up: log in with the service account; one login in flight at a time. */
  login(): Promise<string> {
    if (!this.tokenRequest) {
      this.tokenRequest = (async () => {
        const attempt = () =>
          this.options.transport(
            new Request(new URL('/login', this.options.baseUrl), {
              method: 'POST',
              headers: { 'content-type': 'application/json', accept: 'application/json' },
              body: JSON.stringify(this.options.serviceAccount),
            }),
          );
        // Logging in changes nothing that a second login would spoil, so a login the balancer could not
        // deliver (the instance died or restarts) is asked once more, like a read. Every page waiting for
        // this token shares the outcome: a lost login must not be their 500.
        const res = await onceMore(attempt);
        if (GATEWAY_FAILURES.has(res.status)) {
          await res.body?.cancel();
          throw new CommerceError(503, 'De commerce-API is even niet bereikbaar.', null);
        }
        if (!res.ok) throw new CommerceError(res.status, 'Aanmelden bij de commerce-API is mislukt.', await safeJson(res));
        const body = (await res.json()) as { access_token: string };
        this.token = body.access_token;
        return body.access_token;
      })().finally(() => {
        this.tokenRequest = null;
      });
    }
    return this.tokenRequest;
  }

  /**
   * Calls one /v1 operation of contract/operations: its method and path (parameters filled in), the
   * input its request declares, the answer typed by its success schema. A non-2xx answer throws a
   * CommerceError with the API's Dutch message.
   */
  call<R extends RouteConfig>(operation: R, ...[input]: CallArgs<R>): Promise<AnswerOf<R>> {
    return this.request<AnswerOf<R>>(operation.method.toUpperCase(), pathOf(operation, input?.params), {
      query: input?.query as Query | undefined,
      body: input?.body,
      headers: input?.headers,
    });
  }

  /** `call` on behalf of a token other than the service account's (a staff member's, docs/decisions/0038). */
  callAs<R extends RouteConfig>(token: string | null, operation: R, ...[input]: CallArgs<R>): Promise<AnswerOf<R>> {
    return this.requestAs<AnswerOf<R>>(token, operation.method.toUpperCase(), pathOf(operation, input?.params), {
      query: input?.query as Query | undefined,
      body: input?.body,
      headers: input?.headers,
    });
  }

  /**
   * `cached` for a GET operation: its answer kept by this client for `ttlMs` (menus, footer, brands).
   * The key is the request URL, the same as `cached(path, ttlMs, query)` makes.
   */
  cachedCall<R extends RouteConfig>(operation: R, ttlMs: number, ...[input]: CallArgs<R>): Promise<AnswerOf<R>> {
    return this.cached<AnswerOf<R>>(getPathOf(operation, input?.params), ttlMs, input?.query as Query | undefined);
  }

  /** `derived` for a GET operation: `derive` of its (shared) answer, kept while the answer is. */
  derivedCall<R extends RouteConfig, T>(operation: R, input: CallInput<R>, derive: (body: AnswerOf<R>) => T): Promise<T> {
    return this.derived<AnswerOf<R>, T>(getPathOf(operation, input.params), input.query as Query | undefined, derive);
  }

  async request<T>(method: string, path: string, init: { query?: Query; body?: unknown; headers?: HeadersInit } = {}): Promise<T> {
    return bodyOf<T>(await this.answer(method, path, init));
  }

  private async answer(method: string, path: string, init: { query?: Query; body?: unknown; headers?: HeadersInit }): Promise<Answer> {
    return this.sharable(method, path, init)
      ? this.shared.answer(this.url(path, init.query), () => this.send(method, path, init))
      : readAnswer(await this.send(method, path, init));
  }

  /**
   * A shared catalogue or content read turned into what a page needs (docs/decisions/0023). While the
   * shared cache keeps the API's answer, `derive` runs once for it and every caller gets that same
   * result, deeply frozen (no caller can change another's data); without a kept answer it runs per
   * call, like `get`. `derive` must be a pure function of the answer: it is told apart by identity.
   */
  async derived<T, R>(path: string, query: Query | undefined, derive: (body: T) => R): Promise<R> {
    const answer = await this.answer('GET', path, { query });
    // An answer that is not kept is never asked for again: nothing to keep its derivation for.
    if (answer.sharedSeconds === 0 || (this.options.sharedCacheSeconds ?? 0) <= 0) return derive(bodyOf<T>(answer));
    const derivation = this.derivations.getOrMake(cacheKey('derived', answer, derive), () => ({
      result: deepFreeze(derive(bodyOf<T>(answer))),
      bytes: stringBytes(answer.text),
    }));
    return derivation.result as R;
  }

  /**
   * A read that is the same for every shopper but that the shared cache cannot keep (a POST, or a
   * 404 that means 'none'): the result of `load` (null included) is kept for the shared cache's
   * seconds and frozen; simultaneous calls share one. A failure is not kept. Off with 0 seconds.
   */
  remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    const seconds = this.options.sharedCacheSeconds ?? 0;
    if (seconds <= 0) return load();
    return this.reads.load(cacheKey('remember', key), () => load().then(deepFreeze), { ttlMs: seconds * 1000 }) as Promise<T>;
  }

  /** Catalogue and content reads that carry nothing of the shopper: the same answer for everyone. */
  private sharable(method: string, path: string, init: { body?: unknown; headers?: HeadersInit }): boolean {
    if (method !== 'GET' || init.body !== undefined || !/^\/v1\/(catalog|content)\//.test(path)) return false;
    return !init.headers || !new Headers(init.headers).has('x-customer-token');
  }

  private url(path: string, query?: Query): string {
    const url = new URL(path, this.options.baseUrl);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value === undefined || value === null) continue;
      if (Array.isArray(value)) value.forEach((v) => url.searchParams.append(key, v));
      else url.searchParams.set(key, String(value));
    }
    return url.href;
  }

  /** The raw 2xx answer (a PDF, a file); other answers throw a CommerceError like `request`. */
  async requestRaw(method: string, path: string, init: { query?: Query; headers?: HeadersInit } = {}): Promise<Response> {
    const res = await this.send(method, path, init);
    if (!res.ok) {
      const body = await safeJson(res);
      const message = (body as { error?: { message?: string } } | null)?.error?.message ?? `Commerce-API antwoordde ${res.status}`;
      throw new CommerceError(res.status, message, body);
    }
    return res;
  }

  private async send(method: string, path: string, init: { query?: Query; body?: unknown; headers?: HeadersInit }): Promise<Response> {
    const url = this.url(path, init.query);
    const send = async (token: string) => {
      const headers = new Headers(init.headers);
      // The shopper's address goes signed, never as a bare X-Forwarded-For (docs/decisions/0044).
      await signForwardedIp(headers, this.options.serviceAccount.password);
      headers.set('accept', 'application/json');
      headers.set('authorization', `Bearer ${token}`);
      if (init.body !== undefined) headers.set('content-type', 'application/json');
      return this.options.transport(
        new Request(url, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) }),
      );
    };
    // A read that a load balancer could not deliver (the instance behind it died or restarted: a
    // network failure, 502, 503 or 504) is asked once more; it changes nothing, so a second answer is safe.
    // A write is never repeated here: it may have taken effect before the answer was lost.
    const read = method === 'GET' || method === 'HEAD';
    let res = await this.unavailableAsResponse(`${method} ${path}`, async () => {
      const attempt = async () => send(this.token ?? (await this.login()));
      return read ? onceMore(attempt) : attempt();
    });
    // A 401 about the customer token (WWW-Authenticate: CustomerToken) is the shopper's, not ours.
    if (res.status === 401 && !/customertoken/i.test(res.headers.get('www-authenticate') ?? '')) {
      // The token expired or the API restarted with another secret: log in again, once.
      this.token = null;
      res = await this.unavailableAsResponse(`${method} ${path}`, async () => send(await this.login()));
    }
    return res;
  }

  /**
   * A commerce API that cannot be reached is a temporary 503 for the shopper, not a 500. It is logged
   * here (docs/requirements/operations.md#errors; docs/decisions/0048): React Router's handleError never sees a thrown Response.
   */
  private async unavailableAsResponse(what: string, call: () => Promise<Response>): Promise<Response> {
    let res: Response;
    try {
      res = await call();
    } catch (error) {
      const reason = error instanceof Error ? `${error.message} ${String(error.cause ?? '')}`.trim() : String(error);
      if (isNetworkFailure(error) || (isCommerceError(error) && error.status === 503)) {
        if (this.options.logger) this.options.logger.error({ call: what, reason }, 'Commerce-API niet bereikbaar');
        else console.error('Commerce-API niet bereikbaar', what, reason);
        throw unavailable();
      }
      throw error;
    }
    // A load balancer's 502 or 504 (no instance answered) is the same temporary outage for the shopper.
    if (res.status === 502 || res.status === 504) {
      const reason = `load balancer answered ${res.status}`;
      await res.body?.cancel();
      if (this.options.logger) this.options.logger.error({ call: what, reason }, 'Commerce-API niet bereikbaar');
      else console.error('Commerce-API niet bereikbaar', what, reason);
      throw unavailable();
    }
    return res;
  }

  /**
   * A call made with someone else's bearer token — a staff session of the back office (/v1/admin):
   * the token is sent instead of the service token, a 401 is that person's (their session ended) and
   * is answered as it is, never retried with a new service login. `token` null: an open call (the
   * staff login steps, enrolment links).
   */
  async requestAs<T>(
    token: string | null,
    method: string,
    path: string,
    init: { query?: Query; body?: unknown; headers?: HeadersInit } = {},
  ): Promise<T> {
    return bodyOf<T>(await readAnswer(await this.sendAs(token, method, path, init)));
  }

  /** `requestAs` for a file answer (CSV): the raw 2xx answer, or a CommerceError. */
  async rawAs(token: string | null, method: string, path: string, init: { query?: Query; headers?: HeadersInit } = {}): Promise<Response> {
    const res = await this.sendAs(token, method, path, init);
    if (res.ok) return res;
    return bodyOf<never>(await readAnswer(res));
  }

  private async sendAs(
    token: string | null,
    method: string,
    path: string,
    init: { query?: Query; body?: unknown; headers?: HeadersInit },
  ): Promise<Response> {
    const headers = new Headers(init.headers);
    // The staff member's address goes signed: the staff login's limits key on it (docs/decisions/0044).
    await signForwardedIp(headers, this.options.serviceAccount.password);
    headers.set('accept', 'application/json');
    if (token) headers.set('authorization', `Bearer ${token}`);
    else headers.delete('authorization');
    if (init.body !== undefined) headers.set('content-type', 'application/json');
    const request = new Request(this.url(path, init.query), {
      method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return this.unavailableAsResponse(`${method} ${path}`, () => this.options.transport(request));
  }

  get<T>(path: string, query?: Query): Promise<T> {
    return this.request<T>('GET', path, { query });
  }

  /** GET with an in-memory cache for shared, non-personal data (menus, footer). */
  cached<T>(path: string, ttlMs: number, query?: Query): Promise<T> {
    // A failure is not kept (lib/cache).
    return this.reads.load(cacheKey('get', this.url(path, query)), () => this.get<T>(path, query), { ttlMs }) as Promise<T>;
  }
}

/** The path of a read operation: `cachedCall` and `derivedCall` keep GET answers only. */
function getPathOf(operation: RouteConfig, params: unknown): string {
  if (operation.method !== 'get') throw new Error(`${operation.path}: alleen een GET kan bewaard worden`);
  return pathOf(operation, params as Record<string, unknown> | undefined);
}

/** Thrown from loaders, a Response becomes the error page with its status (503 here). */
/** A request that never got an answer: refused, reset or cut off (fetch's TypeError). */
function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof TypeError)) return false;
  const reason = `${error.message} ${String(error.cause ?? '')}`;
  return /fetch failed|network|terminated|ECONNREFUSED|ECONNRESET|socket/i.test(reason);
}

/** What a load balancer answers when the instance behind it is gone or not ready. */
const GATEWAY_FAILURES = new Set([502, 503, 504]);

/**
 * A call that is safe to repeat, asked once more when the balancer could not deliver it (a network failure,
 * 502, 503 or 504): the second answer, or the second failure, is the one that counts.
 */
async function onceMore(attempt: () => Promise<Response>): Promise<Response> {
  const first = await attempt()
    .then(whole)
    .catch((error: unknown) => {
      if (isNetworkFailure(error)) return null;
      throw error;
    });
  if (first && !GATEWAY_FAILURES.has(first.status)) return first;
  return attempt().then(whole);
}

/**
 * The answer with its body read to the end: an instance that dies after its headers (the balancer then
 * cuts the connection) fails here, inside the call that may be asked once more, not later in a loader.
 */
async function whole(res: Response): Promise<Response> {
  const body = res.body ? await res.arrayBuffer() : null;
  const init = { status: res.status, statusText: res.statusText, headers: res.headers };
  return new Response(NULL_BODY_STATUSES.has(res.status) ? null : body, init);
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function unavailable(): Response {
  return new Response('De winkel is even niet bereikbaar. Probeer het over een paar seconden opnieuw.', {
    status: 503,
    headers: { 'Retry-After': '5', 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

function bodyOf<T>({ status, text }: Answer): T {
  const body = parseJson(text);
  if (status === 503) throw unavailable();
  if (status < 200 || status > 299) {
    const message = (body as { error?: { message?: string } } | null)?.error?.message ?? `Commerce-API antwoordde ${status}`;
    throw new CommerceError(status, message, body);
  }
  return body as T;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

async function safeJson(res: Response): Promise<unknown> {
  return parseJson(await res.text());
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

interface Answer {
  status: number;
  text: string;
  /** Seconds a shared cache may keep it (0: not at all). */
  sharedSeconds: number;
}

async function readAnswer(res: Response): Promise<Answer> {
  const control = res.headers.get('cache-control') ?? '';
  const sMaxAge = /(?:^|,)\s*s-maxage=(\d+)/i.exec(control);
  const shareable =
    res.status === 200 && sMaxAge !== null && /(?:^|,)\s*public\b/i.test(control) && !/no-store|private|no-cache/i.test(control);
  // A body cut off halfway (the instance died after its headers) is the same outage as no answer: the 503 page.
  const text = await res.text().catch((error: unknown) => {
    if (isNetworkFailure(error)) throw unavailable();
    throw error;
  });
  return { status: res.status, text, sharedSeconds: shareable ? Number(sMaxAge![1]) : 0 };
}

/**
 * The storefront as a shared cache of the API's public answers: simultaneous identical calls share
 * one answer, and an answer the API marks `public, s-maxage=N` is kept for min(N, maxSeconds). The
 * answer is kept as text and parsed per use, so no caller can change another's data. Policy
 * (lib/cache): key = the request URL (path and query; only reads without a customer token get
 * here); at most 2,000 answers and 48 MiB of text; the least recently used go first.
 */
class SharedAnswers {
  private readonly kept: Cache<Answer> = createCache({
    name: 'public API answers',
    ttlMs: null,
    maxEntries: 2_000,
    maxBytes: 48 * 1024 * 1024,
    sizeOf: (answer) => stringBytes(answer.text),
  });

  constructor(private readonly maxSeconds: number) {}

  answer(key: string, call: () => Promise<Response>): Promise<Answer> {
    return this.kept.load(key, () => call().then(readAnswer), {
      ttlMs: (answer) => Math.min(answer.sharedSeconds, this.maxSeconds) * 1000,
    });
  }
}
