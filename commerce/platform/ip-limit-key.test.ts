// Per-address login limits count an IPv6 /64 as one address (attack review 2026-11-27, H6).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ipLimitKey } from './rate-limits';

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
