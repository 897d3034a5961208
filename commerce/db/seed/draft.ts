// The shape a product profile produces before ids, prices and stock are assigned.
import type { ColourSlug, ProductType } from '../../media/palette';
import type { BrandGroup } from './brands';
import type { Rng } from './random';
import type { MaterialSlug, PriceEnding, SizeDef } from './vocab';

export interface Facet {
  key: string;
  value: string;
  title: string;
}

/** Which pool of review texts fits the product. */
export type ReviewFamily = 'beddengoed' | 'dekbed' | 'kussen' | 'matras' | 'wonen' | 'meubel' | 'techniek' | 'kids';

export interface Draft {
  type: ProductType;
  title: string;
  /** Short name for alt texts, e.g. "Dekbedovertrek Lotte". */
  name: string;
  material: MaterialSlug;
  colour: ColourSlug;
  sizes: SizeDef[];
  /** Price of the smallest size in cents. */
  basePrice: number;
  ending: PriceEnding;
  specs: Record<string, string>;
  features: string[];
  /** Paragraph about this kind of product. */
  about: string;
  family: ReviewFamily;
  facets?: Facet[];
  /** Part of the professional (hotel) range. */
  hotel?: boolean;
  /** Bulky goods: delivered in 2-3 working days or by appointment. */
  bulky?: boolean;
  /** Kids pages the product belongs to. */
  kidsGender?: Array<'jongens' | 'meisjes'>;
}

export interface Profile {
  /** Main category path (a pop category). */
  path: string;
  /** Relative share of the catalogue. */
  weight: number;
  brands: BrandGroup[];
  /** Extra pop categories every product of this profile belongs to. */
  also?: string[];
  build(rng: Rng): Draft;
}

export const WARMTEKLASSEN = {
  zomer: 'Zomer',
  '4-seizoenen': '4-seizoenen',
  winter: 'Winter',
  'extra-warm': 'Extra warm',
} as const;
export type Warmteklasse = keyof typeof WARMTEKLASSEN;

export const HARDHEDEN = { zacht: 'Zacht', medium: 'Medium', stevig: 'Stevig' } as const;
export type Hardheid = keyof typeof HARDHEDEN;

/** Two different sentences from a pool, joined. */
export function twoOf(rng: Rng, pool: readonly string[]): string {
  const [a, b] = rng.sample(pool, 2);
  return `${a} ${b ?? ''}`.trim();
}
