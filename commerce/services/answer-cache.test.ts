import { describe, expect, it } from 'vitest';
import { cachePerOwner, createAnswerCache } from './answer-cache';

describe('answer cache', () => {
  it('loads once per key while fresh, again after the time to live', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createAnswerCache<number>({ maxEntries: 10, ttlMs: 1000, now: () => clock });
    const load = async () => ++loads;
    expect(await cache.get('dekb', load)).toBe(1);
    expect(await cache.get('dekb', load)).toBe(1);
    clock = 999;
    expect(await cache.get('dekb', load)).toBe(1);
    clock = 1000;
    expect(await cache.get('dekb', load)).toBe(2);
  });

  it('shares one lookup between simultaneous requests and forgets failures', async () => {
    let loads = 0;
    const cache = createAnswerCache<number>({ maxEntries: 10, ttlMs: 1000 });
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    const answers = await Promise.all(Array.from({ length: 8 }, () => cache.get('kussen', slow)));
    expect(answers).toEqual(Array(8).fill(1));
    await expect(cache.get('matr', () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    await Promise.resolve();
    expect(await cache.get('matr', async () => 7)).toBe(7);
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = createAnswerCache<string>({ maxEntries: 2, ttlMs: 60_000 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2'); // a is now the most recent
    await cache.get('c', async () => 'c1'); // b goes
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });

  it('gives each owner its own cache', async () => {
    const forDb = cachePerOwner<object, number>(() => createAnswerCache({ maxEntries: 5, ttlMs: 1000 }));
    const one = {};
    const two = {};
    await forDb(one).get('x', async () => 1);
    expect(await forDb(two).get('x', async () => 2)).toBe(2);
    expect(await forDb(one).get('x', async () => 3)).toBe(1);
  });
});
