// Which Host a metrics scrape may carry (server/telemetry.ts, metricsHostAllowed).
import { describe, expect, it } from 'vitest';
import { metricsHostAllowed } from './telemetry';

describe('metricsHostAllowed', () => {
  it('answers addresses and localhost on a loopback port, with or without the port', () => {
    for (const host of ['127.0.0.1:9464', '127.0.0.1', 'localhost:9464', 'LOCALHOST', '[::1]:9464', '10.0.0.5:9464'])
      expect(metricsHostAllowed(host, false), host).toBe(true);
  });

  it('refuses a domain name (DNS rebinding), a missing Host and junk on a loopback port', () => {
    for (const host of [undefined, '', 'rebind.attacker.example:9464', 'localhost.attacker.example', '127.0.0.1.nip.io', 'a b', '@evil'])
      expect(metricsHostAllowed(host, false), String(host)).toBe(false);
  });

  it('answers any name when the operator made the port public', () => {
    expect(metricsHostAllowed('shop-1.internal:9464', true)).toBe(true);
  });
});
