import { describe, expect, it } from 'vitest';
import { createMediaRoutes } from './routes';

describe('media routes', () => {
  const app = createMediaRoutes();

  it('serves a product illustration as an immutable, sandboxed SVG', async () => {
    const res = await app.request('/media/p/dekbed/wit/1.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-z]+"$/);
    const body = await res.text();
    expect(body.startsWith('<svg')).toBe(true);
    expect(body).toContain('<title>Dekbed in wit</title>');
  });

  it('answers 304 when If-None-Match matches, also in a list or weak form', async () => {
    const first = await app.request('/media/p/hoofdkussen/terra/2.svg');
    const etag = first.headers.get('etag')!;
    for (const header of [etag, `W/${etag}`, `"nope", ${etag}`, '*']) {
      const res = await app.request('/media/p/hoofdkussen/terra/2.svg', { headers: { 'If-None-Match': header } });
      expect(res.status).toBe(304);
      expect(res.headers.get('etag')).toBe(etag);
      expect(await res.text()).toBe('');
    }
    const other = await app.request('/media/p/hoofdkussen/terra/2.svg', { headers: { 'If-None-Match': '"nope"' } });
    expect(other.status).toBe(200);
  });

  it('gives the same ETag for the same picture and a different one for another', async () => {
    const a = await app.request('/media/p/matras/navy/1.svg');
    const b = await app.request('/media/p/matras/navy/1.svg');
    const c = await app.request('/media/p/matras/navy/2.svg');
    expect(a.headers.get('etag')).toBe(b.headers.get('etag'));
    expect(a.headers.get('etag')).not.toBe(c.headers.get('etag'));
  });

  it('serves promo banners for desktop and mobile', async () => {
    const desktop = await app.request('/media/promo/black-friday.svg');
    expect(desktop.status).toBe(200);
    expect(await desktop.text()).toContain('viewBox="0 0 1600 600"');
    const mobile = await app.request('/media/promo/black-friday-mobile.svg');
    expect(mobile.status).toBe(200);
    expect(await mobile.text()).toContain('viewBox="0 0 800 800"');
  });

  it.each([
    '/media/p/raket/wit/1.svg',
    '/media/p/dekbed/paars/1.svg',
    '/media/p/dekbed/wit/4.svg',
    '/media/p/dekbed/wit/0.svg',
    '/media/p/dekbed/wit/01.svg',
    '/media/p/dekbed/wit/1.png',
    '/media/p/dekbed/wit/1',
    '/media/promo/zomer.svg',
    '/media/promo/winter-mobile.png',
    '/media/promo/-mobile.svg',
    '/media/iets-anders',
  ])('answers 404 for %s', async (url) => {
    const res = await app.request(url);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe('Afbeelding niet gevonden');
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await app.request('/media/p/dekbed/wit/1.svg', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
  });

  it('rasterises to the width asked (max 1500) in the best format the Accept header allows', async () => {
    const avif = await app.request('/media/p/dekbed/wit/1.svg?w=600', { headers: { Accept: 'image/avif,image/webp,*/*' } });
    expect(avif.status).toBe(200);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avif.headers.get('vary')).toBe('Accept');
    expect(avif.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const webp = await app.request('/media/p/dekbed/wit/1.svg?w=600', { headers: { Accept: 'image/webp,*/*' } });
    expect(webp.headers.get('content-type')).toBe('image/webp');
    const jpeg = await app.request('/media/p/dekbed/wit/1.svg?w=5000', { headers: { Accept: 'image/avif;q=0,*/*' } });
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    const sharp = (await import('sharp')).default;
    const meta = await sharp(Buffer.from(await jpeg.arrayBuffer())).metadata();
    expect(meta.width).toBe(1500);
    const small = await sharp(Buffer.from(await webp.arrayBuffer())).metadata();
    expect(small.width).toBe(640);
    const again = await app.request('/media/p/dekbed/wit/1.svg?w=600', {
      headers: { Accept: 'image/webp', 'If-None-Match': webp.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    expect((await app.request('/media/p/dekbed/wit/1.svg?w=abc')).status).toBe(404);
  });
});
