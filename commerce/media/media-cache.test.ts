// The media routes keep what they draw and encode (lib/cache): every input that changes a picture
// is part of its key, so changing any one of them gives another picture (another ETag), and asking
// again for the same gives the kept one.
import { describe, expect, it } from 'vitest';
import { createMediaRoutes } from './routes';

describe('kept media, keyed by every input', () => {
  const app = createMediaRoutes();
  const etag = async (path: string, accept = '*/*') => (await app.request(path, { headers: { Accept: accept } })).headers.get('etag');

  async function expectOneChangeOneEtag(base: string, variants: string[], accept?: string) {
    const first = await etag(base, accept);
    expect(first).toBeTruthy();
    expect(await etag(base, accept)).toBe(first);
    const all = new Set([first]);
    for (const path of variants) all.add(await etag(path, accept));
    expect(all.size).toBe(variants.length + 1);
  }

  it('product illustrations: type, colour and view', async () => {
    await expectOneChangeOneEtag('/media/p/dekbed/wit/1.svg', [
      '/media/p/matras/wit/1.svg',
      '/media/p/dekbed/beige/1.svg',
      '/media/p/dekbed/wit/2.svg',
    ]);
  });

  it('promo banners: the promo and desktop or mobile', async () => {
    await expectOneChangeOneEtag('/media/promo/winter.svg', ['/media/promo/kids.svg', '/media/promo/winter-mobile.svg']);
  });

  it('configurator scenes: size, headboard, colour and legs', async () => {
    const scene = (size: string, headboard: string, colour: string, legs: string) =>
      `/media/configurator/boxspring.svg?size=${size}&headboard=${headboard}&colour=${colour}&legs=${legs}`;
    await expectOneChangeOneEtag(scene('140x200', 'geen', 'wit', 'eiken'), [
      scene('160x200', 'geen', 'wit', 'eiken'),
      scene('140x200', 'nordic-laag', 'wit', 'eiken'),
      scene('140x200', 'geen', 'beige', 'eiken'),
      scene('140x200', 'geen', 'wit', 'chroom'),
    ]);
  });

  it('option pictures: the kind and the option', async () => {
    await expectOneChangeOneEtag('/media/configurator/legs/eiken.svg', [
      '/media/configurator/legs/chroom.svg',
      '/media/configurator/swatch/wit.svg',
    ]);
  });

  it('rasters: the picture, the width and the format', async () => {
    await expectOneChangeOneEtag(
      '/media/p/dekbed/wit/1.svg?w=320',
      ['/media/p/dekbed/wit/2.svg?w=320', '/media/p/dekbed/wit/1.svg?w=640'],
      'image/webp',
    );
    expect(await etag('/media/p/dekbed/wit/1.svg?w=320', 'image/avif')).not.toBe(
      await etag('/media/p/dekbed/wit/1.svg?w=320', 'image/webp'),
    );
  });

  it('keeps nothing for input it cannot draw', async () => {
    expect((await app.request('/media/p/geen-soort/wit/1.svg')).status).toBe(404);
    expect((await app.request('/media/configurator/legs/goud.svg')).status).toBe(404);
  });
});
