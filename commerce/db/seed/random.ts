// A small seeded PRNG so the same seed always produces the same shop, byte for byte.
// Never use Math.random or the clock for demo data.

/** mulberry32: fast 32-bit generator with good enough statistics for demo data. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes numbers and strings into one 32-bit seed (FNV-1a followed by a murmur finaliser). */
export function mixSeed(...parts: Array<number | string>): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    const s = typeof part === 'number' ? `#${part}` : `$${part}`;
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export type Weighted<T> = ReadonlyArray<readonly [T, number]>;

export class Rng {
  private readonly nextFn: () => number;

  constructor(seed: number) {
    this.nextFn = mulberry32(seed);
  }

  /** Derives an independent generator, e.g. one per product, so chunks can be generated in any order. */
  static for(...parts: Array<number | string>): Rng {
    return new Rng(mixSeed(...parts));
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.nextFn();
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.nextFn() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.nextFn() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from empty list');
    return items[Math.floor(this.nextFn() * items.length)]!;
  }

  weighted<T>(entries: Weighted<T>): T {
    let total = 0;
    for (const [, w] of entries) total += w;
    let r = this.nextFn() * total;
    for (const [value, w] of entries) {
      r -= w;
      if (r < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.nextFn() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }

  /** n distinct items in their original order. */
  sample<T>(items: readonly T[], n: number): T[] {
    const chosen = new Set(this.shuffle(items.map((_, i) => i)).slice(0, Math.min(n, items.length)));
    return items.filter((_, i) => chosen.has(i));
  }
}

/**
 * Smooth weighted round-robin: a sequence in which every entry appears in proportion to its weight
 * and as evenly spread as possible, so even a small shop has every category filled.
 */
export function weightedSchedule<T>(entries: Weighted<T>, length: number): T[] {
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  const current = entries.map(() => 0);
  const out: T[] = [];
  for (let n = 0; n < length; n++) {
    let best = 0;
    for (let i = 0; i < entries.length; i++) {
      current[i]! += entries[i]![1];
      if (current[i]! > current[best]!) best = i;
    }
    current[best]! -= total;
    out.push(entries[best]![0]);
  }
  return out;
}
