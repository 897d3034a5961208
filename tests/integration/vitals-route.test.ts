// The storefront's beacon route /api/vitals (docs/decisions/0068): only real page route ids of
// app/routes.ts, a small JSON body, and the API's answer passed on (204, 400, 429) — never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, dbKinds, type TestShop } from '../helpers/shop';
import { routeArgs } from '../helpers/route-args';
import routes from '../../app/routes';
import { action } from '../../app/routes/api.vitals';
import { PAGE_ROUTE_IDS } from '../../app/lib/vitals';
import { csrfRejection } from '../../app/lib/csrf';

interface Entry {
  id?: string;
  file: string;
  children?: Entry[];
}

/** The leaf page routes (.tsx modules) of the storefront's layouts: not the back office, not resource routes. */
function pageIds(entries: Entry[], inStorefront = false): string[] {
  return entries.flatMap((e) => {
    const storefront = inStorefront || (e.id?.startsWith('layout-') ?? false);
    if (e.children) return pageIds(e.children, storefront);
    return storefront && e.file.endsWith('.tsx') ? [e.id!] : [];
  });
}

describe('the beacon may name exactly the storefront pages of app/routes.ts', () => {
  it('PAGE_ROUTE_IDS is the list of page routes', () => {
    expect([...PAGE_ROUTE_IDS].sort()).toEqual(pageIds(routes as unknown as Entry[]).sort());
  });
});

describe.each(dbKinds)('POST /api/vitals on %s', (kind) => {
  let shop: TestShop;
  let ip = 1;
  beforeAll(async () => {
    shop = await createTestShop(kind);
  });
  afterAll(() => shop?.close());

  const post = (body: string, headers: Record<string, string> = {}) => {
    const request = new Request('http://shop.test/api/vitals', {
      method: 'POST',
      body,
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'http://shop.test', 'sec-fetch-site': 'same-origin', ...headers },
    });
    return action(routeArgs(request, { ...shop.context, clientIp: `10.38.0.${ip++}` }) as never);
  };

  it('passes a page view on (204) and refuses forged routes, bad JSON and big bodies with 4xx', async () => {
    const ok = { route: 'product', device: 'desktop', connection: '4g', metrics: { LCP: 1800, TTFB: 120 } };
    expect((await post(JSON.stringify(ok))).status).toBe(204);
    // A route id that looks right but is no storefront page (the back office, a resource route, made up).
    for (const route of ['beheer-dashboard', 'api-vitals', 'layout-default', 'nep-pagina']) {
      const res = await post(JSON.stringify({ ...ok, route }));
      expect(res.status, route).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe('Onbekende pagina.');
    }
    expect((await post('{"route":')).status).toBe(400);
    expect((await post(JSON.stringify({ ...ok, metrics: { LCP: -1 } }))).status).toBe(400);
    expect((await post(JSON.stringify({ ...ok, metrics: { LCP: Number.MAX_VALUE } }))).status).toBe(400);
    expect((await post(JSON.stringify({ ...ok, lcp_element: 'x'.repeat(3000) }))).status).toBe(413);
  });

  it('a cross-site beacon is refused at the front door; a same-origin one without a cookie passes', async () => {
    const cross = new Request('http://shop.test/api/vitals', { method: 'POST', body: '{}', headers: { origin: 'https://evil.example' } });
    expect(await csrfRejection(cross, 'secret')).toBe('cross-site');
    const same = new Request('http://shop.test/api/vitals', {
      method: 'POST',
      body: '{}',
      headers: { origin: 'http://shop.test', 'sec-fetch-site': 'same-origin' },
    });
    expect(await csrfRejection(same, 'secret')).toBeNull();
  });
});
