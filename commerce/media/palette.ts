// The fixed vocabulary shared by the seed (which writes image URLs) and the illustration
// generator (which draws them). Image URLs look like /media/p/{productType}/{colour}/{n}.svg.

export const PRODUCT_TYPES = [
  'dekbedovertrek',
  'dekbed',
  'hoofdkussen',
  'kussenhoes',
  'hoeslaken',
  'molton',
  'topper',
  'matras',
  'boxspring',
  'bed',
  'vloerkleed',
  'gordijn',
  'meubel',
  'badtextiel',
  'plaid',
  'verlichting',
  'tuin',
  'airco',
  'klamboe',
  'accessoire',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Colour slug → Dutch name and the fill used in illustrations. */
export const COLOURS = {
  wit: { title: 'Wit', hex: '#f7f5f0' },
  creme: { title: 'Crème', hex: '#efe6d2' },
  beige: { title: 'Beige', hex: '#d9c7a7' },
  zand: { title: 'Zand', hex: '#c9b48a' },
  grijs: { title: 'Grijs', hex: '#a7a9ac' },
  antraciet: { title: 'Antraciet', hex: '#4a4d52' },
  zwart: { title: 'Zwart', hex: '#222326' },
  blauw: { title: 'Blauw', hex: '#6f97c6' },
  navy: { title: 'Navy', hex: '#24345a' },
  groen: { title: 'Groen', hex: '#7c9a72' },
  oudroze: { title: 'Oudroze', hex: '#c99a9a' },
  roze: { title: 'Roze', hex: '#eab3c4' },
  terra: { title: 'Terra', hex: '#b8613f' },
  geel: { title: 'Geel', hex: '#f1c84b' },
  bruin: { title: 'Bruin', hex: '#7a5a3c' },
  multicolor: { title: 'Multicolor', hex: '#9b7fb8' },
} as const;
export type ColourSlug = keyof typeof COLOURS;
export const COLOUR_SLUGS = Object.keys(COLOURS) as ColourSlug[];

/** Each product has up to this many illustrations (n = 1 … IMAGES_PER_PRODUCT): front, detail, folded. */
export const IMAGES_PER_PRODUCT = 3;

/** Promotional banners: /media/promo/{slug}.svg (and /media/promo/{slug}-mobile.svg). */
export const PROMO_SLUGS = ['black-friday', 'winter', 'boxspring', 'kids', 'wonen', 'nieuw'] as const;

export function productImageUrl(type: ProductType, colour: ColourSlug, n: number): string {
  return `/media/p/${type}/${colour}/${n}.svg`;
}
