import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheKey, createCache, jsonBytes, stringBytes, type KeyPart } from './index';

afterEach(() => vi.useRealTimers());

const strings = (name = 'test', extra: Partial<Parameters<typeof createCache<string>>[0]> = {}) =>
  createCache<string>({ name, ttlMs: 1_000, maxBytes: 1024 * 1024, sizeOf: stringBytes, ...extra });

describe('a cache', () => {
  it('keeps a value for its time to live, then loads again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = strings();
    let loads = 0;
    const load = async () => `answer ${++loads}`;
    expect(await cache.load('dekb', load)).toBe('answer 1');
    expect(await cache.load('dekb', load)).toBe('answer 1');
    vi.setSystemTime(Date.now() + 999);
    expect(await cache.load('dekb', load)).toBe('answer 1');
    vi.setSystemTime(Date.now() + 2);
    expect(await cache.load('dekb', load)).toBe('answer 2');
    expect(cache.get('dekb')).toBe('answer 2');
  });

  it('shares one load between simultaneous callers and forgets a failure', async () => {
    const cache = strings();
    let loads = 0;
    const slow = () => new Promise<string>((resolve) => setTimeout(() => resolve(`kussen ${++loads}`), 5));
    const answers = await Promise.all(Array.from({ length: 8 }, () => cache.load('kussen', slow)));
    expect(answers).toEqual(Array(8).fill('kussen 1'));
    await expect(cache.load('matr', () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(cache.has('matr')).toBe(false);
    expect(await cache.load('matr', async () => 'matras')).toBe('matras');
  });

  it('gives every caller of a shared load that threw a Response (the 503 page) a Response of its own to read', async () => {
    const cache = strings();
    let loads = 0;
    const outage = () =>
      new Promise<string>((_, reject) =>
        setTimeout(() => {
          loads++;
          reject(new Response('De winkel is even niet bereikbaar.', { status: 503, headers: { 'Retry-After': '5' } }));
        }, 5),
      );
    const thrown = await Promise.all(Array.from({ length: 11 }, () => cache.load('menu', outage).catch((e: unknown) => e)));
    expect(loads).toBe(1);
    expect(new Set(thrown).size).toBe(11);
    for (const answer of thrown) {
      expect(answer).toBeInstanceOf(Response);
      const res = answer as Response;
      expect([res.status, res.headers.get('retry-after'), await res.text()]).toEqual([503, '5', 'De winkel is even niet bereikbaar.']);
    }
    expect(cache.has('menu')).toBe(false);
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = strings('lru', { maxEntries: 2, ttlMs: 60_000 });
    await cache.load('a', async () => 'a1');
    await cache.load('b', async () => 'b1');
    await cache.load('a', async () => 'a2'); // a is now the most recent
    await cache.load('c', async () => 'c1'); // b goes
    expect(cache.size).toBe(2);
    expect(await cache.load('a', async () => 'a3')).toBe('a1');
    expect(await cache.load('b', async () => 'b2')).toBe('b2');
  });

  it('keeps within its byte budget and never keeps a value larger than the whole budget', () => {
    const cache = strings('bytes', { maxBytes: 100, ttlMs: null });
    cache.set('a', 'x'.repeat(20)); // 40 bytes
    cache.set('b', 'y'.repeat(20)); // 80
    expect(cache.bytes).toBe(80);
    cache.get('a');
    cache.set('c', 'z'.repeat(15)); // 110 > 100: b, the least recently used, goes
    expect(cache.has('b')).toBe(false);
    expect(cache.bytes).toBe(70);
    cache.set('huge', 'h'.repeat(51));
    expect(cache.has('huge')).toBe(false);
    expect(cache.bytes).toBeLessThanOrEqual(100);
  });

  it('takes a time to live from the value: none (0) is not kept, null has no age limit', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = createCache<{ seconds: number | null }>({ name: 'answers', ttlMs: 1_000, maxBytes: 1024, sizeOf: jsonBytes });
    const ttl = (answer: { seconds: number | null }) => (answer.seconds === null ? null : answer.seconds * 1000);
    await cache.load('private', async () => ({ seconds: 0 }), { ttlMs: ttl });
    await cache.load('short', async () => ({ seconds: 5 }), { ttlMs: ttl });
    await cache.load('forever', async () => ({ seconds: null }), { ttlMs: ttl });
    expect(cache.has('private')).toBe(false);
    vi.setSystemTime(Date.now() + 4_000);
    expect(cache.has('short')).toBe(true);
    vi.setSystemTime(Date.now() + 2_000);
    expect(cache.has('short')).toBe(false);
    vi.setSystemTime(Date.now() + 365 * 86_400_000);
    expect(cache.get('forever')).toEqual({ seconds: null });
  });

  it('keeps "none" (null) as an answer', async () => {
    const cache = createCache<string | null>({ name: 'maybe', ttlMs: 1_000, maxBytes: 1024, sizeOf: () => 1 });
    let loads = 0;
    expect(await cache.load('x', async () => (loads++, null))).toBeNull();
    expect(await cache.load('x', async () => (loads++, 'late'))).toBeNull();
    expect(loads).toBe(1);
  });

  it('makes a value once with getOrMake, and not at all while it is kept', () => {
    const cache = strings();
    let makes = 0;
    expect(cache.getOrMake('k', () => `v${++makes}`)).toBe('v1');
    expect(cache.getOrMake('k', () => `v${++makes}`)).toBe('v1');
    expect(makes).toBe(1);
    expect(() =>
      cache.getOrMake('boom', () => {
        throw new Error('render failed');
      }),
    ).toThrow('render failed');
    expect(cache.has('boom')).toBe(false);
  });
});

// What 'the same input' means for a key: values by value (null and undefined are both 'absent',
// 0 and -0 are one number, NaN is NaN), objects and functions by identity.
function samePart(a: KeyPart, b: KeyPart): boolean {
  if ((a === null || a === undefined) && (b === null || b === undefined)) return true;
  if (typeof a === 'number' && typeof b === 'number') return a === b || (Number.isNaN(a) && Number.isNaN(b));
  return a === b;
}
const sameParts = (a: KeyPart[], b: KeyPart[]) => a.length === b.length && a.every((part, i) => samePart(part, b[i]!));

describe('cacheKey', () => {
  const objects = [{}, { a: 1 }, [], Object.freeze({ products: [] }), () => 1, () => 1];
  const part: fc.Arbitrary<KeyPart> = fc.oneof(
    fc.string(),
    fc.double(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.constantFrom(...objects),
    // Strings that look like what other parts are written as.
    fc.constantFrom('null', '1', 'true', '{"#":1}', '","', '\\', '[', 'NaN'),
  );

  it('gives the same key for the same inputs and another key when any input changes', () => {
    fc.assert(
      fc.property(fc.array(part, { maxLength: 5 }), fc.array(part, { maxLength: 5 }), (a, b) => {
        expect(cacheKey(...a) === cacheKey(...b)).toBe(sameParts(a, b));
      }),
      { numRuns: 2_000 },
    );
  });

  it('tells objects apart by identity, not by content', () => {
    const answer = Object.freeze({ products: [1, 2] });
    const sameContent = Object.freeze({ products: [1, 2] });
    expect(cacheKey('tiles', answer)).toBe(cacheKey('tiles', answer));
    expect(cacheKey('tiles', answer)).not.toBe(cacheKey('tiles', sameContent));
  });

  it('cannot be forged by a string that contains a separator', () => {
    expect(cacheKey('a', 'b')).not.toBe(cacheKey('a","b'));
    expect(cacheKey('a,b')).not.toBe(cacheKey('a', 'b'));
    expect(cacheKey(1)).not.toBe(cacheKey('1'));
  });
});
