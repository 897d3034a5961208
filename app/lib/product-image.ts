// Responsive product images: the media server resizes /media/… illustrations to the width asked
// (?w=, max 1500) and picks AVIF/WebP by the Accept header; other URLs are used as they are.

const WIDTHS = [320, 480, 640, 800, 1000, 1200, 1500];

const resizable = (url: string) => url.startsWith('/media/p/');

export function imageSrc(url: string, width: number): string {
  return resizable(url) ? `${url}?w=${width}` : url;
}

export function imageSrcSet(url: string, maxWidth = 1500): string | undefined {
  if (!resizable(url)) return undefined;
  return WIDTHS.filter((w) => w <= maxWidth)
    .map((w) => `${url}?w=${w} ${w}w`)
    .join(', ');
}
