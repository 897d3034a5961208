import { describe, expect, it } from 'vitest';
import { newsletterToken, readNewsletterToken } from './newsletter';
import { invoiceNumber } from '../order/invoice';
import { vatOf } from '../order/customer-orders';

describe('newsletter confirmation token', () => {
  it('round-trips the subscription id', () => {
    expect(readNewsletterToken(newsletterToken(42, 'geheim'), 'geheim')).toBe(42);
  });
  it('refuses another secret, a changed id and an expired token', () => {
    const token = newsletterToken(42, 'geheim', Date.UTC(2026, 0, 1));
    expect(readNewsletterToken(token, 'anders', Date.UTC(2026, 0, 2))).toBeNull();
    const [, sig] = token.split('.');
    const forged = `${Buffer.from(`43.${Math.floor(Date.UTC(2027, 0, 1) / 1000)}`).toString('base64url')}.${sig}`;
    expect(readNewsletterToken(forged, 'geheim', Date.UTC(2026, 0, 2))).toBeNull();
    expect(readNewsletterToken(token, 'geheim', Date.UTC(2026, 0, 9))).toBeNull();
    expect(readNewsletterToken('rommel', 'geheim')).toBeNull();
  });
});

describe('invoice arithmetic', () => {
  it('takes the BTW out of a price including 21% BTW', () => {
    expect(vatOf(12100)).toBe(2100);
    expect(vatOf(3995)).toBe(693);
    expect(vatOf(0)).toBe(0);
  });
  it('derives the invoice number from the order', () => {
    expect(invoiceNumber('DKBD1000002', '2026-10-20T19:47:00.000Z')).toBe('F2026-1000002');
  });
});
