import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommerceClient, isCommerceError } from './client.server';

const PUBLIC = 'public, max-age=60, s-maxage=300, stale-while-revalidate=3600';

/** A fake commerce API: counts calls per path and answers what `answers` says for it. */
function fakeApi(answers: Record<string, { status?: number; cacheControl?: string; body: unknown }>) {
  const calls: string[] = [];
  const transport = async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/login') return Response.json({ access_token: 'service-token' });
    calls.push(`${request.method} ${url.pathname}${url.search}`);
    await new Promise((r) => setTimeout(r, 5));
    const answer = answers[url.pathname] ?? { status: 404, body: { error: { message: 'Niet gevonden' } } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...(answer.cacheControl ? { 'cache-control': answer.cacheControl } : {}) },
    });
  };
  return { calls, transport };
}

const client = (transport: (r: Request) => Promise<Response>, sharedCacheSeconds?: number) =>
  new CommerceClient({
    transport,
    baseUrl: 'http://commerce.test',
    serviceAccount: { email: 'a@b.nl', password: 'x' },
    sharedCacheSeconds,
  });

afterEach(() => vi.useRealTimers());

describe('the storefront as a shared cache of public API answers', () => {
  it('lets simultaneous identical catalogue reads share one call', async () => {
    const api = fakeApi({ '/v1/catalog/product/1': { body: { id: 1 }, cacheControl: PUBLIC } });
    const commerce = client(api.transport, 0);
    const answers = await Promise.all(Array.from({ length: 10 }, () => commerce.get<{ id: number }>('/v1/catalog/product/1')));
    expect(answers.every((a) => a.id === 1)).toBe(true);
    expect(api.calls).toEqual(['GET /v1/catalog/product/1']);
    // Nothing is kept with 0 seconds: the next read asks again.
    await commerce.get('/v1/catalog/product/1');
    expect(api.calls).toHaveLength(2);
  });

  it('keeps a public answer for min(s-maxage, its limit) and then asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const api = fakeApi({ '/v1/catalog/overview/category': { body: { total: 3 }, cacheControl: PUBLIC } });
    const commerce = client(api.transport, 30);
    await commerce.get('/v1/catalog/overview/category', { path: 'dekbed' });
    await commerce.get('/v1/catalog/overview/category', { path: 'dekbed' });
    expect(api.calls).toHaveLength(1);
    // Another query is another answer.
    await commerce.get('/v1/catalog/overview/category', { path: 'kussen' });
    expect(api.calls).toHaveLength(2);
    vi.setSystemTime(Date.now() + 29_000);
    await commerce.get('/v1/catalog/overview/category', { path: 'dekbed' });
    expect(api.calls).toHaveLength(2);
    vi.setSystemTime(Date.now() + 2_000);
    await commerce.get('/v1/catalog/overview/category', { path: 'dekbed' });
    expect(api.calls).toHaveLength(3);
  });

  it('gives every caller its own copy of a kept answer', async () => {
    const api = fakeApi({ '/v1/catalog/product/2': { body: { id: 2, images: ['a'] }, cacheControl: PUBLIC } });
    const commerce = client(api.transport, 30);
    const first = await commerce.get<{ images: string[] }>('/v1/catalog/product/2');
    first.images.push('changed by a loader');
    const second = await commerce.get<{ images: string[] }>('/v1/catalog/product/2');
    expect(second.images).toEqual(['a']);
  });

  it('never keeps private answers, personal calls, writes or errors', async () => {
    const api = fakeApi({
      '/v1/catalog/private': { body: { a: 1 }, cacheControl: 'private, no-store' },
      '/v1/catalog/unmarked': { body: { a: 1 } },
      '/v1/cart/abc': { body: { quote_id: 'abc' }, cacheControl: PUBLIC },
      '/v1/catalog/product/3': { body: { id: 3 }, cacheControl: PUBLIC },
      '/v1/catalog/down': { status: 503, body: { error: { message: 'Even niet' } }, cacheControl: PUBLIC },
    });
    const commerce = client(api.transport, 30);
    for (let i = 0; i < 2; i++) {
      await commerce.get('/v1/catalog/private');
      await commerce.get('/v1/catalog/unmarked');
      await commerce.get('/v1/cart/abc');
      await commerce.request('GET', '/v1/catalog/product/3', { headers: { 'X-Customer-Token': 'shopper' } });
      await commerce.request('POST', '/v1/catalog/product/3', { body: { x: 1 } });
      await expect(commerce.get('/v1/catalog/down')).rejects.toBeInstanceOf(Response);
      const missing = await commerce.get('/v1/catalog/nope').catch((e: unknown) => e);
      expect(isCommerceError(missing) && missing.status).toBe(404);
    }
    const count = (call: string) => api.calls.filter((c) => c === call).length;
    expect(count('GET /v1/catalog/private')).toBe(2);
    expect(count('GET /v1/catalog/unmarked')).toBe(2);
    expect(count('GET /v1/cart/abc')).toBe(2);
    expect(count('GET /v1/catalog/product/3')).toBe(2);
    expect(count('POST /v1/catalog/product/3')).toBe(2);
    // A 503 read is asked once more (an instance behind a balancer may be restarting), and never kept.
    expect(count('GET /v1/catalog/down')).toBe(4);
    expect(count('GET /v1/catalog/nope')).toBe(2);
  });
});

describe('derivations of kept answers and remembered reads (docs/decisions/0023)', () => {
  it('derives a kept answer once, shares the frozen result, and derives again for a fresh answer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const api = fakeApi({ '/v1/catalog/overview/category': { body: { products: [{ id: 1, slug: 'a' }] }, cacheControl: PUBLIC } });
    const commerce = client(api.transport, 30);
    let runs = 0;
    const ids = (body: { products: { id: number }[] }) => (runs++, { ids: body.products.map((p) => p.id) });
    const first = await commerce.derived('/v1/catalog/overview/category', { path: 'dekbed' }, ids);
    const second = await commerce.derived('/v1/catalog/overview/category', { path: 'dekbed' }, ids);
    expect(second).toBe(first);
    expect(first).toEqual({ ids: [1] });
    expect(runs).toBe(1);
    expect(Object.isFrozen(first) && Object.isFrozen(first.ids)).toBe(true);
    expect(() => first.ids.push(2)).toThrow();
    // Another derivation of the same answer is its own; a plain get still gets its own copy.
    const other = await commerce.derived(
      '/v1/catalog/overview/category',
      { path: 'dekbed' },
      (b: { products: unknown[] }) => b.products.length,
    );
    expect(other).toBe(1);
    const plain = await commerce.get<{ products: { id: number }[] }>('/v1/catalog/overview/category', { path: 'dekbed' });
    expect(Object.isFrozen(plain)).toBe(false);
    expect(api.calls).toHaveLength(1);
    vi.setSystemTime(Date.now() + 31_000);
    await commerce.derived('/v1/catalog/overview/category', { path: 'dekbed' }, ids);
    expect(api.calls).toHaveLength(2);
    expect(runs).toBe(2);
  });

  it('derives per call when nothing is kept, and errors stay errors', async () => {
    const api = fakeApi({ '/v1/catalog/overview/category': { body: { products: [] }, cacheControl: PUBLIC } });
    const commerce = client(api.transport, 0);
    let runs = 0;
    const count = () => ++runs;
    await commerce.derived('/v1/catalog/overview/category', { path: 'x' }, count);
    await commerce.derived('/v1/catalog/overview/category', { path: 'x' }, count);
    expect(runs).toBe(2);
    const missing = await commerce.derived('/v1/catalog/nope', undefined, count).catch((e: unknown) => e);
    expect(isCommerceError(missing) && missing.status).toBe(404);
    expect(runs).toBe(2);
  });

  it('remembers a shopper-independent read (null too) for the shared seconds, but not a failure', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const commerce = client(fakeApi({}).transport, 30);
    let calls = 0;
    const none = () => (calls++, Promise.resolve(null));
    expect(await Promise.all([commerce.remember('wizard:1', none), commerce.remember('wizard:1', none)])).toEqual([null, null]);
    expect(calls).toBe(1);
    const wizard = await commerce.remember('wizard:2', () => Promise.resolve({ questions: [{ id: 1 }] }));
    expect(Object.isFrozen(wizard.questions[0])).toBe(true);
    vi.setSystemTime(Date.now() + 31_000);
    await commerce.remember('wizard:1', none);
    expect(calls).toBe(2);
    let failures = 0;
    const failing = () => (failures++, Promise.reject(new Error('down')));
    await expect(commerce.remember('wizard:3', failing)).rejects.toThrow('down');
    await expect(commerce.remember('wizard:3', failing)).rejects.toThrow('down');
    expect(failures).toBe(2);
  });

  it('remembers nothing with 0 seconds', async () => {
    const commerce = client(fakeApi({}).transport, 0);
    let calls = 0;
    await commerce.remember('k', async () => ++calls);
    await commerce.remember('k', async () => ++calls);
    expect(calls).toBe(2);
  });
});

/**
 * A 200 whose body stops halfway: the instance died after its headers and the balancer closed the
 * connection (undici then fails the body read with TypeError('terminated')).
 */
function cutOff(): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"access_token":"servi'));
      setTimeout(() => controller.error(new TypeError('terminated', { cause: new Error('SocketError: other side closed') })), 5);
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
}

describe('an API instance behind a load balancer that dies or restarts', () => {
  /** A balancer in front of the API: the first `failures` calls of a path fail as `how`, then the API answers. */
  function flakyBalancer(how: 'reset' | 'cut' | 502 | 503 | 504, failures = 1) {
    const calls: string[] = [];
    const transport = async (request: Request) => {
      const url = new URL(request.url);
      if (url.pathname === '/login') return Response.json({ access_token: 'service-token' });
      calls.push(`${request.method} ${url.pathname}`);
      if (calls.filter((c) => c === `${request.method} ${url.pathname}`).length <= failures) {
        if (how === 'reset') throw new TypeError('fetch failed', { cause: new Error('other side closed') });
        if (how === 'cut') return cutOff();
        return new Response('Bad gateway', { status: how });
      }
      return Response.json({ ok: true, method: request.method });
    };
    return { calls, transport };
  }
  const statusOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 200,
      (thrown: unknown) => (thrown instanceof Response ? thrown.status : isCommerceError(thrown) ? thrown.status : -1),
    );

  for (const how of ['reset', 'cut', 502, 503, 504] as const) {
    it(`asks a read once more after ${how}, and the shopper gets the answer`, async () => {
      const lb = flakyBalancer(how);
      expect(await client(lb.transport).get('/v1/catalog/product/1')).toEqual({ ok: true, method: 'GET' });
      expect(lb.calls).toEqual(['GET /v1/catalog/product/1', 'GET /v1/catalog/product/1']);
    });
  }

  it('asks a read only once more: a second failure is the 503 page, not a loop', async () => {
    const lb = flakyBalancer(502, 5);
    expect(await statusOf(client(lb.transport).get('/v1/catalog/product/1'))).toBe(503);
    expect(lb.calls).toHaveLength(2);
  });

  it('gives each of eleven pages sharing one lost catalogue read its own 503 page (none a 500)', async () => {
    const lb = flakyBalancer(502, 5);
    const commerce = client(lb.transport, 300);
    const thrown = await Promise.all(Array.from({ length: 11 }, () => commerce.get('/v1/content/navigation').catch((e: unknown) => e)));
    expect(lb.calls).toHaveLength(2);
    for (const answer of thrown) {
      expect(answer instanceof Response && answer.status).toBe(503);
      expect(await (answer as Response).text()).toMatch(/even niet bereikbaar/);
    }
  });

  it('asks a read cut off twice only once more: the 503 page, not a 500', async () => {
    const lb = flakyBalancer('cut', 5);
    expect(await statusOf(client(lb.transport).get('/v1/catalog/product/1'))).toBe(503);
    expect(lb.calls).toHaveLength(2);
  });

  for (const how of ['reset', 'cut', 502, 504] as const) {
    it(`never repeats a write after ${how}: it may have happened; the shopper gets the 503 page, not a 500`, async () => {
      const lb = flakyBalancer(how);
      expect(await statusOf(client(lb.transport).request('POST', '/v1/cart/item', { body: { item_id: 1, quantity: 1 } }))).toBe(503);
      expect(lb.calls).toEqual(['POST /v1/cart/item']);
    });
  }
});

describe('the service login behind a load balancer', () => {
  it('logs in once more when the balancer could not deliver the login, and every waiting page gets its answer', async () => {
    let logins = 0;
    const transport = async (request: Request) => {
      const url = new URL(request.url);
      if (url.pathname === '/login') {
        logins++;
        if (logins === 1) return new Response('Bad gateway', { status: 502 });
        return Response.json({ access_token: 'service-token' });
      }
      return Response.json({ ok: true });
    };
    const commerce = client(transport);
    // Eleven pages at once share the one login in flight (as the scale-out test's shoppers did).
    const answers = await Promise.all(Array.from({ length: 11 }, () => commerce.get('/v1/catalog/featured')));
    expect(answers.every((a) => (a as { ok: boolean }).ok)).toBe(true);
    expect(logins).toBe(2);
  });

  it('logs in once more when the login answer was cut off after its headers', async () => {
    let logins = 0;
    const transport = async (request: Request) => {
      if (new URL(request.url).pathname === '/login') return ++logins === 1 ? cutOff() : Response.json({ access_token: 'service-token' });
      return Response.json({ ok: true });
    };
    const commerce = client(transport);
    const answers = await Promise.all(Array.from({ length: 11 }, () => commerce.get('/v1/catalog/featured')));
    expect(answers.every((a) => (a as { ok: boolean }).ok)).toBe(true);
    expect(logins).toBe(2);
  });

  it('answers the 503 page, not a 500, when the login is lost twice', async () => {
    const transport = async (request: Request) => {
      if (new URL(request.url).pathname === '/login') throw new TypeError('fetch failed', { cause: new Error('ECONNRESET') });
      return Response.json({ ok: true });
    };
    const thrown = await client(transport)
      .get('/v1/catalog/featured')
      .catch((e: unknown) => e);
    expect(thrown instanceof Response && thrown.status).toBe(503);
  });

  it('a wrong service password stays an error of its own (not hidden as an outage)', async () => {
    const transport = async (request: Request) => {
      if (new URL(request.url).pathname === '/login') return Response.json({ error: { message: 'Onjuist' } }, { status: 401 });
      return Response.json({ ok: true });
    };
    const thrown = await client(transport)
      .get('/v1/catalog/featured')
      .catch((e: unknown) => e);
    expect(isCommerceError(thrown) && thrown.status).toBe(401);
  });
});
