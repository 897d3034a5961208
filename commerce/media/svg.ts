// Colour arithmetic for the generated illustrations: tints and shades computed from a hex colour.

export interface Tone {
  /** The colour itself (#rrggbb). */
  c: string;
  /** Fill for the main fabric areas: the colour, or url(#mc) for the multicolour pattern. */
  f: string;
  /** Lighter tint, darker shade, deeper shade and an outline colour. */
  hi: string;
  lo: string;
  lo2: string;
  ln: string;
  /** Extra <defs> content the fill needs (the multicolour pattern), or ''. */
  defs: string;
}

export function col(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.replace('#', ''), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

const hex2 = (n: number) =>
  Math.round(Math.max(0, Math.min(255, n)))
    .toString(16)
    .padStart(2, '0');

/** Linear mix of two #rrggbb colours, t = 0 → a, t = 1 → b. */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = col(a);
  const [r2, g2, b2] = col(b);
  return `#${hex2(r1 + (r2 - r1) * t)}${hex2(g1 + (g2 - g1) * t)}${hex2(b1 + (b2 - b1) * t)}`;
}

/** t > 0 lightens towards white, t < 0 darkens towards black. */
export function shade(c: string, t: number): string {
  return t >= 0 ? mix(c, '#ffffff', t) : mix(c, '#000000', -t);
}

/** Relative luminance 0…1 (sRGB approximation, good enough to pick contrast). */
export function luminance(c: string): number {
  const [r, g, b] = col(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Accent colours of the multicolour pattern. */
const MULTI = ['#f1c84b', '#6f97c6', '#c99a9a', '#7c9a72'];

export function tone(c: string, multicolour = false): Tone {
  const L = luminance(c);
  const dark = L < 0.3;
  // Dark colours get stronger highlights and softer extra shading so folds stay visible.
  const hi = shade(c, dark ? 0.3 : 0.45);
  const lo = dark ? mix(c, '#000000', 0.35) : shade(c, -0.16);
  const lo2 = dark ? shade(c, 0.18) : shade(c, -0.34);
  const ln = dark ? shade(c, -0.5) : shade(c, -0.42);
  let f = c;
  let defs = '';
  if (multicolour) {
    f = 'url(#mc)';
    defs =
      `<pattern id="mc" width="72" height="72" patternUnits="userSpaceOnUse" patternTransform="rotate(30)"><rect width="72" height="72" fill="${c}"/>` +
      MULTI.map((m, i) => `<rect x="${i * 18}" width="9" height="72" fill="${m}"/>`).join('') +
      '</pattern>';
  }
  return { c, f, hi, lo, lo2, ln, defs };
}
