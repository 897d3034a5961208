// Generated product illustrations and promo banners, served as immutable SVG files.
//   GET /media/p/:type/:colour/{n}.svg            → renderProductSvg
//   GET /media/p/:type/:colour/{n}.svg?w=640      → the same, rasterised to that width (max 1500) as
//                                                   AVIF/WebP/JPEG by the Accept header (raster.ts)
//   GET /media/promo/{slug}.svg | {slug}-mobile.svg → renderPromoSvg
// Public (no token): the commerce app mounts these routes at its root, outside /v1.
// contract/operations/media.ts defines them, with their picture content types.
import type { Context } from 'hono';
import * as ops from '#contract/operations/media';
import { createRouter, type CommerceEnv } from '../http';
import { renderBoxspringScene, renderHeadboardIcon, renderLegsIcon, renderSwatch } from './boxspring-scene';
import { renderProductSvg, renderPromoSvg } from './illustrations';
import { getConfigurator } from '../cart/configurator';
import { pickFormat, rasterise, snapWidth, type RasterFormat } from './raster';
import { cacheKey, createCache, stringBytes } from '../../lib/cache';

interface Rendered {
  body: string;
  etag: string;
}

type Raster = Rendered & { bytes: Uint8Array };

/**
 * Cache policies (lib/cache), one pair per app. Drawn SVGs: a pure function of their key (the
 * route's kind and its path and query parts), so kept without an age limit; at most 1,500 (20 types ×
 * 16 colours × 3 views + promos fit comfortably) and 16 MiB. Encoded rasters: key = the SVG's key,
 * the width and the format; 64 MiB (a 1500 px AVIF is ~40 KB); a failed or impossible encode is not
 * kept. Unknown input draws nothing and is never kept, so the keys stay within the vocabulary.
 */
function mediaCaches() {
  return {
    svgs: createCache<Rendered>({
      name: 'drawn SVG media',
      ttlMs: null,
      maxEntries: 1_500,
      maxBytes: 16 * 1024 * 1024,
      sizeOf: (r) => stringBytes(r.body),
    }),
    rasters: createCache<Raster | null>({
      name: 'encoded raster media',
      ttlMs: null,
      maxBytes: 64 * 1024 * 1024,
      sizeOf: (r) => r?.bytes.byteLength ?? 1,
    }),
  };
}

/** A small, synchronous, runtime-neutral string hash (cyrb53) for the ETag. */
function hash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** Does an If-None-Match header value match this (strong) ETag? Weak comparison, as RFC 9110 asks. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const wanted = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((part) => part.trim())
    .some((part) => part === '*' || part.replace(/^W\//, '') === wanted);
}

const SVG_HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
  // An SVG opened as a document must not be able to run or load anything.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
} as const;

const FALLBACK_SCENE = '/media/p/boxspring/antraciet/1.svg';
const OPTION_PICTURES: Record<string, (id: string) => string | null> = {
  swatch: renderSwatch,
  headboard: renderHeadboardIcon,
  legs: renderLegsIcon,
};

/** The drawing and encoding of one app, over its caches. */
function mediaKit() {
  const { svgs, rasters } = mediaCaches();
  return {
    cached(key: string, render: () => string | null): Rendered | null {
      const hit = svgs.get(key);
      if (hit) return hit;
      const body = render();
      if (body === null) return null; // unknown input: never kept
      const entry: Rendered = { body, etag: `"${hash(body)}"` };
      svgs.set(key, entry);
      return entry;
    },
    /** One encode per key, also when many requests for it arrive at once. */
    raster(svgKey: string, svg: Rendered, width: number, format: RasterFormat): Promise<Raster | null> {
      return rasters.load(
        cacheKey(svgKey, width, format),
        async () => {
          const bytes = await rasterise(svg.body, width, format);
          return bytes ? { body: '', bytes, etag: `"${svg.etag.slice(1, -1)}-${width}-${format}"` } : null;
        },
        { ttlMs: (image) => (image ? null : 0) },
      );
    },
  };
}

type Kit = ReturnType<typeof mediaKit>;
type MediaContext = Context<CommerceEnv>;

function notFound(): Response {
  return new Response('Afbeelding niet gevonden', {
    status: 404,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

function send(entry: Rendered | null, ifNoneMatch: string | undefined): Response {
  if (!entry) return notFound();
  const headers = { ...SVG_HEADERS, ETag: entry.etag };
  if (matchesEtag(ifNoneMatch, entry.etag)) return new Response(null, { status: 304, headers });
  return new Response(entry.body, {
    status: 200,
    headers: { ...headers, 'Content-Type': 'image/svg+xml; charset=utf-8' },
  });
}

async function productIllustration(kit: Kit, c: MediaContext): Promise<Response> {
  const { type, colour, file } = c.req.param() as { type: string; colour: string; file: string };
  const m = /^([1-9][0-9]?)\.svg$/.exec(file);
  if (!m) return notFound();
  const n = Number(m[1]);
  const key = cacheKey('product', type, colour, n);
  const entry = kit.cached(key, () => renderProductSvg(type, colour, n));
  const w = c.req.query('w');
  if (!entry || w === undefined) return send(entry, c.req.header('if-none-match'));
  if (!/^[1-9][0-9]{0,4}$/.test(w)) return notFound();
  const width = snapWidth(Number(w));
  const format = pickFormat(c.req.header('accept'));
  const image = await kit.raster(key, entry, width, format).catch(() => null);
  // Without the image library the SVG itself is the best answer (it scales to any width).
  if (!image) return send(entry, c.req.header('if-none-match'));
  // The format follows the Accept header, so caches keep one copy per Accept value.
  const headers = { 'Cache-Control': SVG_HEADERS['Cache-Control'], 'X-Content-Type-Options': 'nosniff', Vary: 'Accept', ETag: image.etag };
  if (matchesEtag(c.req.header('if-none-match'), image.etag)) return new Response(null, { status: 304, headers });
  return new Response(image.bytes as Uint8Array<ArrayBuffer>, { status: 200, headers: { ...headers, 'Content-Type': `image/${format}` } });
}

function promoBanner(kit: Kit, c: MediaContext): Response {
  const file = c.req.param('file') ?? '';
  if (!file.endsWith('.svg')) return notFound();
  let slug = file.slice(0, -4);
  const mobile = slug.endsWith('-mobile');
  if (mobile) slug = slug.slice(0, -7);
  const entry = kit.cached(cacheKey('promo', slug, mobile), () => renderPromoSvg(slug, mobile));
  return send(entry, c.req.header('if-none-match'));
}

// Configurator scene (docs/decisions/0018): one URL per combination of size, headboard, colour and legs, so
// it caches like any other picture. A scene that cannot be drawn sends the product's fallback image.
async function configuratorScene(kit: Kit, c: MediaContext): Promise<Response> {
  const file = c.req.param('file') ?? '';
  if (!/^[a-z0-9-]{1,120}\.svg$/.test(file)) return notFound();
  const code = file.slice(0, -4);
  const q = (name: string) => (c.req.query(name) ?? '').slice(0, 40);
  const parts = { size: q('size'), headboard: q('headboard'), colour: q('colour'), legs: q('legs') };
  const entry = kit.cached(cacheKey('scene', parts.size, parts.headboard, parts.colour, parts.legs), () => renderBoxspringScene(parts));
  if (entry) return send(entry, c.req.header('if-none-match'));
  const def = await getConfigurator(c.get('deps').database.db, code);
  return new Response(null, { status: 302, headers: { Location: def?.fallbackImage ?? FALLBACK_SCENE, 'Cache-Control': 'no-store' } });
}

function configuratorOption(kit: Kit, c: MediaContext): Response {
  const { kind, file } = c.req.param() as { kind: string; file: string };
  const m = /^([a-z0-9-]{1,40})\.svg$/.exec(file);
  const render = m ? OPTION_PICTURES[kind] : undefined;
  if (!m || !render) return notFound();
  return send(
    kit.cached(cacheKey('option', kind, m[1]!), () => render(m[1]!)),
    c.req.header('if-none-match'),
  );
}

export function createMediaRoutes() {
  const app = createRouter();
  const kit = mediaKit();
  // The handlers read the raw parameters (the schemas cannot fail): a picture URL never answers JSON.
  app.openapi(ops.getProductIllustration, (c) => productIllustration(kit, c));
  app.openapi(ops.getPromoBanner, (c) => promoBanner(kit, c));
  app.openapi(ops.getConfiguratorScene, (c) => configuratorScene(kit, c));
  app.openapi(ops.getConfiguratorOption, (c) => configuratorOption(kit, c));
  app.all('/media/*', () => notFound());
  return app;
}
