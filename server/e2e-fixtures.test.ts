import { describe, expect, it } from 'vitest';
import type { Db } from '../commerce/db/client';
import { e2eFixtures, e2eFixturesEnabled } from './e2e-fixtures';

describe('the browser tests’ seeding path', () => {
  it('is offered only with a token of 16+ characters and in a loopback shop', () => {
    expect(e2eFixturesEnabled(undefined, true)).toBe(false);
    expect(e2eFixturesEnabled('', true)).toBe(false);
    expect(e2eFixturesEnabled('short', true)).toBe(false);
    expect(e2eFixturesEnabled('a'.repeat(48), true)).toBe(true);
    // A shop at a public address never has it, even when the variable leaked into its environment.
    expect(e2eFixturesEnabled('a'.repeat(48), false)).toBe(false);
  });

  it('answers 404 to a call without the token, with a wrong one and with one of another length, before touching the database', async () => {
    const app = e2eFixtures({} as Db, 'b'.repeat(48));
    for (const headers of [{}, { 'x-e2e-fixtures': 'c'.repeat(48) }, { 'x-e2e-fixtures': 'b'.repeat(47) }] as Record<string, string>[]) {
      for (const pathname of ['/product', '/product/1/stock', '/customer', '/payment/tr_abc/expire']) {
        const response = await app.request(pathname, { method: 'POST', headers, body: '{}' });
        expect(response.status, pathname).toBe(404);
      }
    }
  });
});
