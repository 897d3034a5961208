import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../commerce/db/client';
import { parseListingQuery } from '../commerce/catalog/listing-query';
import { searchAndUnderstand } from '../commerce/catalog/search';
import { products } from '../commerce/db/schema';
import { DEFAULT_PRODUCTS } from '../commerce/db/seed';
import { createTestShop, type TestShop } from '../tests/helpers/shop';
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

describe('a product handed out', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop('pglite', { products: DEFAULT_PRODUCTS });
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  it('has a title no other product has or contains, and a search for that title lists it (issue #38)', async () => {
    const token = 'd'.repeat(48);
    const app = e2eFixtures(shop.database.db, token);
    const titles = (await shop.database.db.select({ id: products.id, title: products.title }).from(products)).map((p) => ({
      id: p.id,
      title: p.title.toLowerCase(),
    }));
    // The seed does name products alike: without this the rule below would be tested on nothing.
    expect(titles.some((p) => titles.some((o) => o.id !== p.id && o.title.includes(p.title)))).toBe(true);
    const handedOut: number[] = [];
    // The first 60 handed out: more than a run of the browser tests takes (both projects, a retry each).
    while (handedOut.length < 60) {
      const response = await app.request('/product', { method: 'POST', headers: { 'x-e2e-fixtures': token }, body: '{"stock":0}' });
      if (response.status === 409) break;
      expect(response.status).toBe(200);
      const { id, title } = (await response.json()) as { id: number; title: string };
      const alike = titles.filter((o) => o.id !== id && o.title.includes(title.toLowerCase()));
      expect(alike, title).toEqual([]);
      // And a search for that title lists it (on the first page, as a test that searches for it sees).
      const { overview } = await searchAndUnderstand(shop.database.db, { term: title, state: parseListingQuery(''), cumulative: false });
      expect(
        overview.products.map((p) => p.id),
        title,
      ).toContain(id);
      handedOut.push(id);
    }
    expect(new Set(handedOut).size, 'products handed out, each once').toBe(handedOut.length);
    expect(handedOut.length).toBe(60);
  }, 120_000);
});
