// Per-address login limits count an IPv6 /64 as one address (attack review 2026-11-27, H6), and every limit per
// address also counts an IPv6 /48 as one site at SITE_LIMIT_FACTOR times the limit (docs/decisions/0082).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMemoryRateLimitStore, type RateLimitStore } from '../providers/rate-limit';
import { ipLimitKey, ipSiteKey, Limiter, SITE_LIMIT_FACTOR, type Limit } from './rate-limits';

const group = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16));
const groups = (n: number) => fc.array(group, { minLength: n, maxLength: n });
/** An IPv6 address as a client may write it: full, upper case, zero-padded or '::'-compressed (via the URL parser). */
const written = (all: string[], style: number) => {
  if (style === 0) return all.join(':');
  if (style === 1) return all.map((g) => g.padStart(4, '0').toUpperCase()).join(':');
  return new URL(`http://[${all.join(':')}]/`).hostname.slice(1, -1);
};

describe('ipLimitKey', () => {
  it('every address of one /64, however written, has the key of that /64', () => {
    fc.assert(
      fc.property(groups(4), groups(4), groups(4), fc.integer({ min: 0, max: 2 }), (prefix, a, b, style) => {
        expect(ipLimitKey(written([...prefix, ...a], style))).toBe(ipLimitKey(written([...prefix, ...b], 2)));
      }),
    );
  });

  it('addresses of different /64s have different keys', () => {
    fc.assert(
      fc.property(groups(4), groups(4), groups(4), (p, q, rest) => {
        fc.pre(p.join(':') !== q.join(':'));
        expect(ipLimitKey([...p, ...rest].join(':'))).not.toBe(ipLimitKey([...q, ...rest].join(':')));
      }),
    );
  });

  it('an IPv4 address is its own key, also written IPv4-mapped', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        expect(ipLimitKey(ip)).toBe(ip);
        expect(ipLimitKey(`::ffff:${ip}`)).toBe(ip);
        expect(ipLimitKey(`::FFFF:${ip}`)).toBe(ip);
      }),
    );
    expect(ipLimitKey('2001:db8:1234:5678::1')).toBe('2001:db8:1234:5678::/64');
    expect(ipLimitKey('unknown')).toBe('unknown');
  });
});

describe('ipSiteKey', () => {
  it('every address of one /48, however written, has the key of that /48; IPv4 and IPv4-mapped have none', () => {
    fc.assert(
      fc.property(groups(3), groups(5), groups(5), fc.integer({ min: 0, max: 2 }), (site, a, b, style) => {
        expect(ipSiteKey(written([...site, ...a], style))).toBe(ipSiteKey(written([...site, ...b], 2)));
      }),
    );
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        expect(ipSiteKey(ip)).toBeNull();
        expect(ipSiteKey(`::ffff:${ip}`)).toBeNull();
      }),
    );
    expect(ipSiteKey('2001:DB8:0046:0012::1')).toBe('2001:db8:46::/48');
    expect(ipSiteKey('2001:db8:47::1')).not.toBe(ipSiteKey('2001:db8:46::1'));
    expect(ipSiteKey('unknown')).toBeNull();
  });
});

describe('Limiter per address and site', () => {
  const LIMIT: Limit = { name: 'test:ip', max: 3, windowMs: 60_000, message: '' };
  const SITE_MAX = LIMIT.max * SITE_LIMIT_FACTOR;
  const quiet = { info() {}, warn() {}, error() {} };
  const setup = () => {
    const store = createMemoryRateLimitStore(() => 1_000_000);
    return { store, limiter: new Limiter(store, quiet) };
  };
  const count = (store: RateLimitStore, key: string) => store.count(`${LIMIT.name}:${key}`, LIMIT.windowMs);
  /** An address in /64 number `subnet` of the /48 2001:db8:<site>::/48. */
  const at = (site: number, subnet: number, host = 1) => `2001:db8:${site.toString(16)}:${subnet.toString(16)}::${host.toString(16)}`;

  it('a sender rotating /64s inside one /48 is stopped at 8 times the limit; another /48 is counted apart', async () => {
    const { limiter } = setup();
    const accepted: boolean[] = [];
    for (let i = 0; i < SITE_MAX + 5; i++) accepted.push(await limiter.takeAddress(LIMIT, at(0x46, i)));
    expect(accepted.filter(Boolean).length).toBe(SITE_MAX);
    expect(accepted.slice(SITE_MAX)).toEqual([false, false, false, false, false]);
    expect(await limiter.exhaustedAddress(LIMIT, at(0x46, 0xffff))).toBe(true);
    // The next /48 (one number higher) has its own count.
    expect(await limiter.exhaustedAddress(LIMIT, at(0x47, 0))).toBe(false);
    expect(await limiter.takeAddress(LIMIT, at(0x47, 0))).toBe(true);
  });

  it('IPv4 keeps its one count: the limit per address, however many addresses of one network', async () => {
    const { store, limiter } = setup();
    for (let i = 0; i < LIMIT.max; i++) expect(await limiter.takeAddress(LIMIT, '192.0.2.7')).toBe(true);
    // Written IPv4-mapped, it is the same address and the same count.
    expect(await limiter.takeAddress(LIMIT, '::ffff:192.0.2.7')).toBe(false);
    expect(await limiter.exhaustedAddress(LIMIT, '::FFFF:c000:207')).toBe(true);
    // Far more than the site's maximum of addresses in one /24 (or /16) are each still an address of their own.
    for (let i = 0; i < SITE_MAX * 2; i++) expect(await limiter.takeAddress(LIMIT, `198.51.${i >> 8}.${i & 255}`)).toBe(true);
    expect(await count(store, '198.51.0.0')).toBe(1);
  });

  it('a reserve refused by the /48 leaves no count on its /64; a release gives back both counts', async () => {
    const { store, limiter } = setup();
    for (let i = 0; i < SITE_LIMIT_FACTOR; i++)
      for (let j = 0; j < LIMIT.max; j++) expect((await limiter.reserveAddress(LIMIT, at(0x46, i, j + 1))).within).toBe(true);
    expect(await count(store, '2001:db8:46::/48')).toBe(SITE_MAX);

    const refused = await limiter.reserveAddress(LIMIT, at(0x46, 0x99));
    expect(refused).toMatchObject({ within: false, count: SITE_MAX + 1, max: SITE_MAX });
    expect(await count(store, '2001:db8:46:99::/64')).toBe(0);
    // The refused attempt stays counted on the /48 only (as `take` keeps one); its release takes that back.
    expect(await count(store, '2001:db8:46::/48')).toBe(SITE_MAX + 1);
    await refused.release();
    expect(await count(store, '2001:db8:46::/48')).toBe(SITE_MAX);

    // A held reservation released: both counts go down by one, and the /48 lets one more in.
    await store.reset(`${LIMIT.name}:2001:db8:46::/48`);
    const held = await limiter.reserveAddress(LIMIT, at(0x46, 0x99));
    expect(held).toMatchObject({ within: true, count: 1, max: LIMIT.max });
    expect([await count(store, '2001:db8:46:99::/64'), await count(store, '2001:db8:46::/48')]).toEqual([1, 1]);
    await held.release();
    expect([await count(store, '2001:db8:46:99::/64'), await count(store, '2001:db8:46::/48')]).toEqual([0, 0]);
  });

  it('of parallel attempts from one /48, at most 8 times the limit are within; the refused hold nothing on their /64', async () => {
    const { store, limiter } = setup();
    const attempts = await Promise.all(Array.from({ length: 100 }, (_, i) => limiter.reserveAddress(LIMIT, at(0x46, i))));
    expect(attempts.filter((a) => a.within).length).toBe(SITE_MAX);
    const refused = attempts.flatMap((a, i) => (a.within ? [] : [i]));
    for (const i of refused) expect(await count(store, `2001:db8:46:${i.toString(16)}::/64`)).toBe(0);
    await Promise.all(attempts.map((a) => a.release()));
    expect(await count(store, '2001:db8:46::/48')).toBe(0);
  });

  it('a reserve refused by its /64 leaves the /48 untouched', async () => {
    const { store, limiter } = setup();
    for (let i = 0; i < LIMIT.max; i++) expect((await limiter.reserveAddress(LIMIT, at(0x46, 1, i + 1))).within).toBe(true);
    const refused = await limiter.reserveAddress(LIMIT, at(0x46, 1, 0xff));
    expect(refused).toMatchObject({ within: false, count: LIMIT.max + 1, max: LIMIT.max });
    expect(await count(store, '2001:db8:46::/48')).toBe(LIMIT.max);
    await refused.release();
    expect([await count(store, '2001:db8:46:1::/64'), await count(store, '2001:db8:46::/48')]).toEqual([LIMIT.max, LIMIT.max]);
  });

  it('exhaustedAddress records nothing; recordAddress counts on both; a scope counts apart', async () => {
    const { store, limiter } = setup();
    for (let i = 0; i < 5; i++) expect(await limiter.exhaustedAddress(LIMIT, at(0x46, 1))).toBe(false);
    expect(await count(store, '2001:db8:46::/48')).toBe(0);
    await limiter.recordAddress(LIMIT, at(0x46, 1));
    expect([await count(store, '2001:db8:46:1::/64'), await count(store, '2001:db8:46::/48')]).toEqual([1, 1]);
    await limiter.recordAddress(LIMIT, at(0x46, 1), 'acct');
    expect([await count(store, 'acct|2001:db8:46:1::/64'), await count(store, 'acct|2001:db8:46::/48')]).toEqual([1, 1]);
    await limiter.resetAddress(LIMIT, at(0x46, 1), 'acct');
    expect([await count(store, 'acct|2001:db8:46:1::/64'), await count(store, 'acct|2001:db8:46::/48')]).toEqual([0, 1]);
  });

  it('of any sequence of addresses, at most the limit per /64 and 8 times the limit per /48 are accepted', async () => {
    const address = fc.record({
      site: fc.integer({ min: 0, max: 1 }),
      subnet: fc.integer({ min: 0, max: 15 }),
      host: fc.integer({ min: 1, max: 0xffff }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(address, { minLength: 20, maxLength: 150 }), fc.boolean(), async (sequence, reserve) => {
        const { limiter } = setup();
        const perSubnet = new Map<string, number>();
        const perSite = new Map<number, number>();
        for (const a of sequence) {
          const ip = at(0x46 + a.site, a.subnet, a.host);
          const ok = reserve ? (await limiter.reserveAddress(LIMIT, ip)).within : await limiter.takeAddress(LIMIT, ip);
          if (!ok) continue;
          perSubnet.set(`${a.site}:${a.subnet}`, (perSubnet.get(`${a.site}:${a.subnet}`) ?? 0) + 1);
          perSite.set(a.site, (perSite.get(a.site) ?? 0) + 1);
        }
        for (const n of perSubnet.values()) expect(n).toBeLessThanOrEqual(LIMIT.max);
        for (const n of perSite.values()) expect(n).toBeLessThanOrEqual(SITE_MAX);
        // And no more refused than that: while a /48's subnets cannot fill it, each /64 gets its whole limit.
        const site0 = sequence.filter((a) => a.site === 0);
        const subnets = new Set(site0.map((a) => a.subnet));
        if (subnets.size <= SITE_LIMIT_FACTOR) {
          const due = [...subnets].reduce((sum, s) => sum + Math.min(LIMIT.max, site0.filter((a) => a.subnet === s).length), 0);
          expect(perSite.get(0) ?? 0).toBe(due);
        }
      }),
    );
  });
});
