import { describe, expect, it } from 'vitest';
import { mailLimitPerIp } from './rate-limits';

describe('MAIL_LIMIT_PER_IP', () => {
  it('is 30 unless set to a whole number from 1 to 100,000', () => {
    expect(mailLimitPerIp(undefined)).toBe(30);
    expect(mailLimitPerIp('1000')).toBe(1000);
    for (const bad of ['', '0', '-5', '2.5', 'veel', '100001', 'Infinity']) expect(mailLimitPerIp(bad)).toBe(30);
  });
});
