import { describe, expect, it } from 'vitest';
import { clientIpFrom } from './client-ip';

describe('the shopper IP the storefront reports to the API', () => {
  it('uses the socket address and ignores X-Forwarded-For unless a proxy is trusted', () => {
    expect(clientIpFrom('203.0.113.9', '1.2.3.4', false)).toBe('203.0.113.9');
    expect(clientIpFrom('10.0.0.1', '1.2.3.4, 198.51.100.7', true)).toBe('198.51.100.7');
  });
  it('unwraps IPv4-mapped IPv6 and keeps real IPv6', () => {
    expect(clientIpFrom('::ffff:127.0.0.1', null, false)).toBe('127.0.0.1');
    expect(clientIpFrom('2001:db8::1', null, false)).toBe('2001:db8::1');
  });
  it('drops anything that is not an address', () => {
    expect(clientIpFrom(undefined, null, false)).toBeUndefined();
    expect(clientIpFrom('10.0.0.1', 'evil<script>', true)).toBeUndefined();
  });
});
