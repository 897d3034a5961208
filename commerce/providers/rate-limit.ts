// Counting events per key in a sliding time window, for login and mail rate limits. The embedded
// default keeps counts in this process; with REDIS_URL the counts live in Redis, so several API
// instances share them and a restart does not reset an attacker's budget.
import type { Redis } from 'ioredis';

export interface RateLimitStore {
  /** Records one event for `key` and answers how many fell in the last `windowMs` (this one included). */
  hit(key: string, windowMs: number): Promise<number>;
  /** How many events for `key` fell in the last `windowMs`. */
  count(key: string, windowMs: number): Promise<number>;
  /** Forgets every event for `key`. */
  reset(key: string): Promise<void>;
  /**
   * Takes back the newest event for `key`: a reservation made by `hit` that turned out not to count
   * (a login that succeeded, an attempt refused before it was evaluated).
   */
  release(key: string): Promise<void>;
  /** Resolves when the shared store answers (Redis PING): /readyz. */
  ping?(): Promise<void>;
  close?(): Promise<void>;
}

/** No key keeps more timestamps than this; limits here are far lower. */
const MAX_EVENTS_PER_KEY = 1000;
const MAX_KEYS = 100_000;

export function createMemoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const events = new Map<string, number[]>();
  let longestWindow = 0;

  const prune = (key: string, windowMs: number): number[] => {
    const list = events.get(key);
    if (!list) return [];
    const from = now() - windowMs;
    let i = 0;
    while (i < list.length && list[i]! <= from) i++;
    if (i > 0) list.splice(0, i);
    if (list.length === 0) events.delete(key);
    return list;
  };

  const sweep = () => {
    // A flood of distinct keys (random e-mail addresses) must not grow memory without bound.
    const from = now() - longestWindow;
    for (const [key, list] of events) if ((list[list.length - 1] ?? 0) <= from) events.delete(key);
    while (events.size > MAX_KEYS) events.delete(events.keys().next().value!);
  };

  return {
    async hit(key, windowMs) {
      longestWindow = Math.max(longestWindow, windowMs);
      const list = prune(key, windowMs);
      list.push(now());
      if (list.length > MAX_EVENTS_PER_KEY) list.splice(0, list.length - MAX_EVENTS_PER_KEY);
      events.set(key, list);
      if (events.size > MAX_KEYS) sweep();
      return list.length;
    },
    async count(key, windowMs) {
      return prune(key, windowMs).length;
    },
    async reset(key) {
      events.delete(key);
    },
    async release(key) {
      const list = events.get(key);
      list?.pop();
      if (list?.length === 0) events.delete(key);
    },
  };
}

/**
 * Sliding-window log in a Redis sorted set per key: members are unique event ids scored by time.
 * Each call is one MULTI, so concurrent instances count correctly.
 */
export function createRedisRateLimitStore(redis: Redis, options: { prefix?: string; now?: () => number } = {}): RateLimitStore {
  const prefix = options.prefix ?? 'slaapzaak:rl:';
  const now = options.now ?? Date.now;
  let sequence = 0;
  const redisKey = (key: string) => prefix + key;

  return {
    async hit(key, windowMs) {
      const at = now();
      const k = redisKey(key);
      const member = `${at}-${process.pid}-${++sequence}-${Math.random().toString(36).slice(2, 8)}`;
      const result = await redis
        .multi()
        .zremrangebyscore(k, '-inf', at - windowMs)
        .zadd(k, at, member)
        .zremrangebyrank(k, 0, -(MAX_EVENTS_PER_KEY + 1))
        .zcard(k)
        .pexpire(k, windowMs)
        .exec();
      if (!result) throw new Error('rate limit: Redis transaction aborted');
      const [error, count] = result[3]!;
      if (error) throw error;
      return Number(count);
    },
    async count(key, windowMs) {
      return redis.zcount(redisKey(key), `(${now() - windowMs}`, '+inf');
    },
    async reset(key) {
      await redis.del(redisKey(key));
    },
    async release(key) {
      await redis.zpopmax(redisKey(key));
    },
    async ping() {
      await redis.ping();
    },
    async close() {
      await redis.quit();
    },
  };
}

/** Builds the Redis store from a URL (REDIS_URL); the connection is lazy and fails fast when down. */
export async function createRateLimitStoreFromUrl(url: string, prefix?: string): Promise<RateLimitStore> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, connectTimeout: 5_000 });
  // Connection errors surface on the calls that need Redis; the client must not crash the process.
  redis.on('error', () => {});
  return createRedisRateLimitStore(redis, { prefix });
}
