// The commerce client's kept reads (lib/cache): `cached` is keyed by the path and the query, and
// `remember` by its name, so each input that changes the answer gets its own entry; a failure is
// never kept and the caller's time counts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommerceClient } from './client.server';

function api() {
  const calls: string[] = [];
  let failing = false;
  const transport = async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/login') return Response.json({ access_token: 't' });
    calls.push(url.pathname + url.search);
    if (failing) return Response.json({ error: { message: 'Even niet' } }, { status: 500 });
    return Response.json({ path: url.pathname, query: url.search });
  };
  const client = new CommerceClient({
    transport,
    baseUrl: 'http://commerce.test',
    serviceAccount: { email: 'a@b.nl', password: 'x' },
    sharedCacheSeconds: 30,
  });
  return { client, calls, fail: (on: boolean) => (failing = on) };
}

afterEach(() => vi.useRealTimers());

describe('kept reads of the commerce client', () => {
  it('keeps a cached read per path and per query', async () => {
    const { client, calls } = api();
    await client.cached('/v1/content/footer', 60_000);
    await client.cached('/v1/content/footer', 60_000);
    expect(calls).toHaveLength(1);
    await client.cached('/v1/content/navigation', 60_000); // another path
    await client.cached('/v1/content/pages', 60_000, { kind: 'blog' }); // a query
    await client.cached('/v1/content/pages', 60_000, { kind: 'inspiratie' }); // another query value
    await client.cached('/v1/content/pages', 60_000, { kind: 'blog', page: 2 }); // one more parameter
    await client.cached('/v1/content/pages', 60_000, { kind: 'blog' });
    expect(calls).toEqual([
      '/v1/content/footer',
      '/v1/content/navigation',
      '/v1/content/pages?kind=blog',
      '/v1/content/pages?kind=inspiratie',
      '/v1/content/pages?kind=blog&page=2',
    ]);
  });

  it("keeps a cached read for the caller's time, and never a failure", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { client, calls, fail } = api();
    fail(true);
    await expect(client.cached('/v1/catalog/brands', 1_000)).rejects.toMatchObject({ status: 500 });
    fail(false);
    expect(await client.cached('/v1/catalog/brands', 1_000)).toEqual({ path: '/v1/catalog/brands', query: '' });
    vi.setSystemTime(Date.now() + 900);
    await client.cached('/v1/catalog/brands', 1_000);
    expect(calls).toHaveLength(2);
    vi.setSystemTime(Date.now() + 200);
    await client.cached('/v1/catalog/brands', 1_000);
    expect(calls).toHaveLength(3);
  });

  it('remembers per name, apart from cached reads of the same text', async () => {
    const { client } = api();
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await client.remember('wizard:1', load)).toBe(1);
    expect(await client.remember('wizard:1', load)).toBe(1);
    expect(await client.remember('wizard:2', load)).toBe(2);
    expect(await client.remember('/v1/content/footer', load)).toBe(3);
    expect(await client.cached('/v1/content/footer', 60_000)).toEqual({ path: '/v1/content/footer', query: '' });
  });
});
