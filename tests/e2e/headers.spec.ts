// Every answer of the Node server carries nosniff and frame-ancestors, not only storefront pages
// (ASVS 3.4.4, 3.4.6; server/base-headers.ts). HSTS needs HTTPS and is covered by its unit test.
import { expect, test } from '@playwright/test';

test('API JSON, resource routes, redirects, static files and 404s carry nosniff and frame-ancestors', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name === 'js', 'HTTP only: runs once, in the nojs project');
  const home = await request.get('/');
  const asset = /\/assets\/[^"]+\.css/.exec(await home.text())?.[0];
  expect(asset).toBeTruthy();
  for (const path of [
    '/v1/openapi.json',
    '/robots.txt',
    '/dekbed',
    asset!,
    '/favicon.ico',
    '/v1/bestaat-niet',
    '/sandbox/pay/tr_onbekend',
  ]) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.headers()['x-content-type-options'], path).toBe('nosniff');
    expect(answer.headers()['content-security-policy'], path).toMatch(/frame-ancestors 'none'/);
  }
});
