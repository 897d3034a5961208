// The shop's one in-process cache (docs/decisions/0041), for the storefront and the commerce API
// alike, on lru-cache. Every cache made here states its policy in one place:
//
// - what it keeps: `name` (shown in diagnostics) and the value type;
// - for how long: `ttlMs` per entry (a load may set it from the value, e.g. an answer's s-maxage;
//   null: no age limit, for values that are a pure function of their key);
// - its byte budget: `maxBytes`, with `sizeOf` for one value (strings count two bytes a character,
//   as V8 stores most of them); optionally `maxEntries` as well;
// - its key: `cacheKey(...)` of everything that changes the answer. Objects in a key stand for
//   themselves (their identity, not their content): a kept, frozen answer or a database handle.
//
// When a budget is full the least recently used entries go first; an entry past its time is never
// returned. A load in flight is shared by everyone asking for the same key meanwhile, and a failed
// load is not kept. The clock is Date.now(), the one the tests move (vi.setSystemTime).
import { LRUCache } from 'lru-cache';

export interface CachePolicy<V> {
  /** What it keeps, in a few words. */
  name: string;
  /** How long an entry is kept by default, in ms; null: until the budget pushes it out. */
  ttlMs: number | null;
  /** All entries together take at most this many bytes (by `sizeOf`). */
  maxBytes: number;
  /** The bytes one value holds (an estimate where exact sizes are unknown). */
  sizeOf: (value: V) => number;
  /** At most this many entries, whatever their size. */
  maxEntries?: number;
}

export interface LoadOptions<V> {
  /** How long this value is kept, or a function of the value; null: no age limit; 0 or less: not kept. */
  ttlMs?: number | null | ((value: V) => number | null);
}

/** Values are boxed: lru-cache keeps no null or undefined, and a cache may well keep 'none'. */
interface Box<V> {
  value: V;
}

const clock = { now: () => Date.now() };

export class Cache<V> {
  private readonly lru: LRUCache<string, Box<V>>;
  private readonly loading = new Map<string, Promise<V>>();

  constructor(readonly policy: CachePolicy<V>) {
    this.lru = new LRUCache<string, Box<V>>({
      ...(policy.maxEntries ? { max: policy.maxEntries } : {}),
      maxSize: policy.maxBytes,
      sizeCalculation: (box) => Math.max(1, Math.ceil(policy.sizeOf(box.value))),
      ttl: policy.ttlMs ?? 0,
      // Read the clock on every check: a cached 'now' would keep a moved test clock from counting.
      ttlResolution: 0,
      perf: clock,
    });
  }

  /** The kept value, or undefined when there is none or it is past its time. */
  get(key: string): V | undefined {
    return this.lru.get(key)?.value;
  }

  has(key: string): boolean {
    return this.lru.has(key);
  }

  /** Keeps a value (for `ttlMs`, default the policy's). A value larger than the whole budget is not kept. */
  set(key: string, value: V, ttlMs: number | null = this.policy.ttlMs): void {
    if (ttlMs !== null && ttlMs <= 0) return;
    this.lru.set(key, { value }, { ttl: ttlMs ?? 0 });
  }

  /** The kept value, else `make()`'s, kept. For values made synchronously. */
  getOrMake(key: string, make: () => V): V {
    const box = this.lru.get(key);
    if (box) return box.value;
    const value = make();
    this.set(key, value);
    return value;
  }

  /**
   * The kept value, else the result of `load`, kept for `options.ttlMs` (default the policy's).
   * Simultaneous calls for one key share one load; a load that fails is not kept.
   */
  load(key: string, load: () => Promise<V>, options: LoadOptions<V> = {}): Promise<V> {
    const box = this.lru.get(key);
    if (box) return Promise.resolve(box.value);
    const running = this.loading.get(key);
    if (running) return ownFailure(running);
    const pending = load().then(
      (value) => {
        const ttl = typeof options.ttlMs === 'function' ? options.ttlMs(value) : options.ttlMs;
        this.set(key, value, ttl === undefined ? this.policy.ttlMs : ttl);
        return value;
      },
      async (error: unknown) => {
        throw error instanceof Response ? await FailedAnswer.of(error) : error;
      },
    );
    this.loading.set(key, pending);
    const done = () => {
      if (this.loading.get(key) === pending) this.loading.delete(key);
    };
    pending.then(done, done);
    return ownFailure(pending);
  }

  delete(key: string): void {
    this.lru.delete(key);
  }

  clear(): void {
    this.lru.clear();
  }

  /** Entries kept now (past their time included until they are touched or pushed out). */
  get size(): number {
    return this.lru.size;
  }

  /** Bytes kept now, by the policy's `sizeOf`. */
  get bytes(): number {
    return this.lru.calculatedSize;
  }
}

export function createCache<V>(policy: CachePolicy<V>): Cache<V> {
  return new Cache(policy);
}

/** A part of a cache key: a value, or an object that stands for itself. */
export type KeyPart = string | number | boolean | null | undefined | object;

const identities = new WeakMap<object, number>();
let lastIdentity = 0;

function identityOf(thing: object): number {
  let id = identities.get(thing);
  if (id === undefined) identities.set(thing, (id = ++lastIdentity));
  return id;
}

/**
 * One key for everything that changes an answer. Strings, numbers and booleans count by value
 * (`'1'` and `1` differ, 0 and -0 do not; null and undefined both mean 'absent'); objects and functions count by
 * identity, so a new answer object is a new key and an old one cannot be changed into a hit.
 * Different parts always give different keys (a JSON array, so no separator can be forged).
 */
export function cacheKey(...parts: KeyPart[]): string {
  return JSON.stringify(parts.map(keyPart));
}

function keyPart(part: KeyPart): unknown {
  if (part === null || part === undefined) return null;
  if (typeof part === 'object' || typeof part === 'function') return { '#': identityOf(part) };
  // JSON writes NaN and the infinities as null: keep them apart from 'absent' and from each other.
  if (typeof part === 'number' && !Number.isFinite(part)) return { n: String(part) };
  return part;
}

/** Two bytes a character: what V8 needs for most strings, and the measure every policy here uses. */
export const stringBytes = (text: string): number => text.length * 2;

/** A size estimate for parsed JSON-like values: the bytes of their JSON text. */
export function jsonBytes(value: unknown): number {
  return stringBytes(JSON.stringify(value) ?? '');
}

/**
 * A load that failed with a thrown Response (a loader's 503 page): its body can be read once, so the
 * shared load keeps what it said, and every caller that waited for it gets a Response of its own.
 * One Response thrown to eleven pages made ten of them a 500 ('Body has already been read').
 */
class FailedAnswer {
  private constructor(
    private readonly status: number,
    private readonly statusText: string,
    private readonly headers: [string, string][],
    private readonly body: ArrayBuffer | null,
  ) {}

  static async of(res: Response): Promise<FailedAnswer> {
    const body = res.body && !res.bodyUsed ? await res.arrayBuffer() : null;
    return new FailedAnswer(res.status, res.statusText, [...res.headers], body);
  }

  toResponse(): Response {
    const body = [101, 204, 205, 304].includes(this.status) ? null : this.body;
    return new Response(body, { status: this.status, statusText: this.statusText, headers: this.headers });
  }
}

function ownFailure<V>(shared: Promise<V>): Promise<V> {
  return shared.catch((error: unknown) => {
    throw error instanceof FailedAnswer ? error.toResponse() : error;
  });
}
