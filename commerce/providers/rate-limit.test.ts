import { describe, expect, it } from 'vitest';
import { createMemoryRateLimitStore } from './rate-limit';

describe('in-memory rate-limit store (sliding window)', () => {
  it('counts events per key within the window only', async () => {
    let now = 1_000_000;
    const store = createMemoryRateLimitStore(() => now);
    for (let i = 0; i < 3; i++) {
      await store.hit('a', 60_000);
      now += 10_000;
    }
    expect(await store.count('a', 60_000)).toBe(3);
    expect(await store.count('b', 60_000)).toBe(0);
    now += 31_000; // the first event (at 1_000_000) is now 61 s old
    expect(await store.count('a', 60_000)).toBe(2);
    expect(await store.hit('a', 60_000)).toBe(3);
    now += 120_000;
    expect(await store.count('a', 60_000)).toBe(0);
  });
  it('forgets a key on reset', async () => {
    const store = createMemoryRateLimitStore();
    await store.hit('x', 1000);
    await store.reset('x');
    expect(await store.count('x', 1000)).toBe(0);
  });
});
