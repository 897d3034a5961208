// /media — generated product illustrations, promo banners and configurator pictures (public: no
// token, outside /v1). The answers are pictures, not JSON: SVG, or for a product illustration with
// `w` a raster (AVIF, WebP or JPEG by the Accept header). Unknown input is a plain-text 404.
import { defineOperation, z } from '../operation';

const base = { tags: ['media'], security: [] };

/** A query value as the handler reads it (the first, when repeated): never a validation failure. */
const queryValue = (description: string) =>
  z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string().optional()).openapi({ type: 'string', description });

const picture = z.string().openapi({ format: 'binary' });
const svg = { 'image/svg+xml': { schema: picture } };
const notModified = { 304: { description: 'Niet gewijzigd (If-None-Match)' } };
const notFound = { 404: { description: 'Afbeelding niet gevonden', content: { 'text/plain': { schema: z.string() } } } };

export const getProductIllustration = defineOperation({
  ...base,
  method: 'get',
  path: '/media/p/{type}/{colour}/{file}',
  summary: 'Productillustratie ({n}.svg); met w een rasterafbeelding van die breedte (hoogstens 1500)',
  request: {
    params: z.object({ type: z.string(), colour: z.string(), file: z.string().openapi({ example: '1.svg' }) }),
    query: z.object({ w: queryValue('Breedte in pixels: AVIF, WebP of JPEG volgens de Accept-header') }),
  },
  responses: {
    200: {
      description: 'De afbeelding (Cache-Control immutable, ETag)',
      content: { ...svg, 'image/avif': { schema: picture }, 'image/webp': { schema: picture }, 'image/jpeg': { schema: picture } },
    },
    ...notModified,
    ...notFound,
  },
});

export const getPromoBanner = defineOperation({
  ...base,
  method: 'get',
  path: '/media/promo/{file}',
  summary: 'Promobanner ({slug}.svg of {slug}-mobile.svg)',
  request: { params: z.object({ file: z.string() }) },
  responses: { 200: { description: 'De banner', content: svg }, ...notModified, ...notFound },
});

export const getConfiguratorScene = defineOperation({
  ...base,
  method: 'get',
  path: '/media/configurator/{file}',
  summary:
    'Configuratorbeeld ({code}.svg) van een combinatie maat, hoofdbord, kleur en poten; anders een verwijzing naar het standaardbeeld',
  request: {
    params: z.object({ file: z.string() }),
    query: z.object({
      size: queryValue('Maat'),
      headboard: queryValue('Hoofdbord'),
      colour: queryValue('Kleur'),
      legs: queryValue('Poten'),
    }),
  },
  responses: {
    200: { description: 'Het beeld', content: svg },
    302: { description: 'Het standaardbeeld van het product' },
    ...notModified,
    ...notFound,
  },
});

export const getConfiguratorOption = defineOperation({
  ...base,
  method: 'get',
  path: '/media/configurator/{kind}/{file}',
  summary: 'Plaatje van een configuratoroptie (swatch, headboard, legs)',
  request: { params: z.object({ kind: z.string(), file: z.string() }) },
  responses: { 200: { description: 'Het plaatje', content: svg }, ...notModified, ...notFound },
});
