// Raster versions of the generated illustrations: resized on the server to the width asked (at most
// 1500 px, snapped to a few steps so caches stay small), encoded as AVIF or WebP when the browser's
// Accept header says it takes them, else JPEG. sharp (libvips) is loaded on first use, so the API
// starts without it and answers SVG if the native module is missing.

/** The widths served; a request is rounded up to the next one (max 1500, docs/requirements/catalogue-and-search.md#limits). */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 800, 1000, 1200, 1500] as const;
export const MAX_IMAGE_WIDTH = 1500;

export type RasterFormat = 'avif' | 'webp' | 'jpeg';

export function snapWidth(requested: number): number {
  return IMAGE_WIDTHS.find((w) => w >= requested) ?? MAX_IMAGE_WIDTH;
}

/** The best format the Accept header allows (q=0 refuses a type). */
export function pickFormat(accept: string | undefined): RasterFormat {
  const accepted = new Set(
    (accept ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)))
      .map(([type]) => type!.trim()),
  );
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return 'jpeg';
}

// sharp 0.35 ships an ES module whose default export is the constructor (0.34 had `export =`).
type Sharp = typeof import('sharp').default;
let sharpModule: Promise<Sharp | null> | null = null;

function loadSharp(): Promise<Sharp | null> {
  sharpModule ??= import('sharp')
    .then((m) => {
      const sharp = m.default;
      // Two cores are shared with the web server: one libvips thread per image is plenty.
      sharp.concurrency(1);
      return sharp;
    })
    .catch(() => null);
  return sharpModule;
}

/** Renders an SVG (600 px square viewBox or any other) at `width` px wide, or null without sharp. */
export async function rasterise(svg: string, width: number, format: RasterFormat): Promise<Uint8Array | null> {
  const sharp = await loadSharp();
  if (!sharp) return null;
  const viewWidth = Number(/\bwidth="(\d+)"/.exec(svg)?.[1] ?? 600);
  // Rasterise at the target density instead of scaling a small bitmap up: sharp edges at 1500 px.
  const density = Math.min(2400, Math.max(36, (72 * width) / viewWidth));
  const image = sharp(Buffer.from(svg), { density }).resize({ width }).flatten({ background: '#ffffff' });
  const encoded =
    format === 'avif'
      ? image.avif({ quality: 55, effort: 2 })
      : format === 'webp'
        ? image.webp({ quality: 78, effort: 3 })
        : image.jpeg({ quality: 80, mozjpeg: true });
  return new Uint8Array(await encoded.toBuffer());
}
