// Shared vocabulary for product generation: materials, names, sizes and price rounding.
import { COLOURS, type ColourSlug } from '../../media/palette';
import type { Rng, Weighted } from './random';

export interface MaterialDef {
  title: string;
  /** Adjective used in product titles ("Katoensatijnen dekbedovertrek"). */
  adj: string;
  /** One sentence about the material for descriptions. */
  text: string;
}

export const MATERIALS = {
  katoen: {
    title: 'Katoen',
    adj: 'Katoenen',
    text: 'Katoen is ademend, sterk en voelt heerlijk fris aan; het wordt met elke wasbeurt een beetje zachter.',
  },
  katoensatijn: {
    title: 'Katoensatijn',
    adj: 'Katoensatijnen',
    text: 'Katoensatijn is geweven met een satijnbinding: de stof voelt zijdezacht, glanst subtiel en kreukt nauwelijks.',
  },
  percal: {
    title: 'Percal',
    adj: 'Percale',
    text: 'Percal is dicht geweven katoen met een matte, frisse uitstraling die koel en knisperig aanvoelt, net als in een hotel.',
  },
  flanel: {
    title: 'Flanel',
    adj: 'Flanellen',
    text: 'Flanel is opgeruwd katoen dat warm en donzig aanvoelt, perfect voor koude winternachten.',
  },
  jersey: {
    title: 'Jersey',
    adj: 'Jersey',
    text: 'Jersey is gebreid en daardoor rekbaar en kreukvrij; het voelt zacht aan, net als je favoriete T-shirt.',
  },
  linnen: {
    title: 'Linnen',
    adj: 'Linnen',
    text: 'Linnen wordt gemaakt van vlas, reguleert je temperatuur en krijgt met de tijd een prachtige, natuurlijke soepelheid.',
  },
  bamboe: { title: 'Bamboe', adj: 'Bamboe', text: 'Viscose van bamboe voelt koel en zijdeachtig aan en neemt vocht snel op.' },
  microvezel: { title: 'Microvezel', adj: 'Microvezel', text: 'Microvezel is licht, zacht en droogt razendsnel; strijken is niet nodig.' },
  dons: {
    title: 'Dons',
    adj: 'Donzen',
    text: 'Dons isoleert uitstekend met heel weinig gewicht, waardoor je warm slaapt onder een licht dekbed.',
  },
  wol: {
    title: 'Wol',
    adj: 'Wollen',
    text: 'Wol neemt veel vocht op en voert het weer af, zodat je droog en op temperatuur blijft slapen.',
  },
  synthetisch: {
    title: 'Synthetisch',
    adj: 'Synthetisch',
    text: 'De synthetische holle vezels zijn licht, veerkrachtig en wasbaar op 60 °C: ideaal bij een huisstofmijtallergie.',
  },
  traagschuim: {
    title: 'Traagschuim',
    adj: 'Traagschuim',
    text: 'Traagschuim reageert op lichaamswarmte en vormt zich naar je contouren, voor een optimale drukverdeling.',
  },
  koudschuim: {
    title: 'Koudschuim',
    adj: 'Koudschuim',
    text: 'Koudschuim heeft een open celstructuur die goed ventileert en lang veerkrachtig blijft.',
  },
  pocketvering: {
    title: 'Pocketvering',
    adj: 'Pocketvering',
    text: 'Elke veer zit in een eigen zakje en veert zelfstandig mee, zodat je lichaam precies op de juiste plekken wordt ondersteund.',
  },
  latex: { title: 'Latex', adj: 'Latex', text: 'Latex is zeer elastisch, duurzaam en van nature stofmijtwerend.' },
  polyester: { title: 'Polyester', adj: 'Polyester', text: 'Polyester is sterk, kleurvast en makkelijk in onderhoud.' },
  velvet: {
    title: 'Velvet',
    adj: 'Velvet',
    text: 'Velvet heeft een zachte, dichte pool met een rijke glans die je interieur direct luxe maakt.',
  },
  jute: { title: 'Jute', adj: 'Jute', text: 'Jute is een sterke natuurvezel met een robuuste, warme uitstraling.' },
  hout: { title: 'Hout', adj: 'Houten', text: 'Het massieve hout is FSC-gecertificeerd en afgewerkt met een natuurlijke olie.' },
  metaal: { title: 'Metaal', adj: 'Metalen', text: 'Het gepoedercoate metaal is stevig, slijtvast en makkelijk schoon te houden.' },
  kunststof: {
    title: 'Kunststof',
    adj: 'Kunststof',
    text: 'De behuizing van stevig kunststof is licht, stabiel en eenvoudig schoon te vegen.',
  },
  badstof: {
    title: 'Badstof',
    adj: 'Badstof',
    text: 'De zware badstof van 100% katoen absorbeert goed en blijft na vele wasbeurten zacht.',
  },
} as const satisfies Record<string, MaterialDef>;
export type MaterialSlug = keyof typeof MATERIALS;

/** Names of product lines. */
export const LINE_NAMES = [
  'Lotte',
  'Sophie',
  'Noor',
  'Fleur',
  'Isa',
  'Saar',
  'Evi',
  'Mila',
  'Lieke',
  'Jet',
  'Roos',
  'Anna',
  'Femke',
  'Maud',
  'Daan',
  'Bram',
  'Ties',
  'Sem',
  'Luuk',
  'Thijs',
  'Jens',
  'Stijn',
  'Floor',
  'Hanna',
  'Vera',
  'Julia',
  'Tess',
  'Nina',
  'Bloesem',
  'Botanica',
  'Terrazzo',
  'Streep',
  'Ruit',
  'Wafel',
  'Stipje',
  'Waaier',
  'Duin',
  'Polder',
  'Zeebries',
  'Heide',
  'Vlinder',
  'Lavendel',
  'Klaproos',
  'Eikenblad',
  'Maanlicht',
  'Ochtendrood',
  'Zomerveld',
  'Morgenrood',
] as const;

export const KIDS_NAMES = [
  "Dino's",
  'Uiltje',
  'Sterrenhemel',
  'Raket',
  'Eenhoorn',
  'Vosje',
  'Beertje',
  'Regenboog',
  'Walvis',
  'Safari',
  'Konijntje',
  'Ruimtereis',
  'Tractor',
  'Vlindertuin',
  'Panda',
  'Oceaan',
] as const;

export const colourTitle = (c: ColourSlug): string => COLOURS[c].title;
export const colourLower = (c: ColourSlug): string => COLOURS[c].title.toLowerCase();

export const ALL_COLOURS: Weighted<ColourSlug> = [
  ['wit', 8],
  ['creme', 5],
  ['beige', 5],
  ['zand', 4],
  ['grijs', 7],
  ['antraciet', 6],
  ['zwart', 2],
  ['blauw', 3],
  ['navy', 3],
  ['groen', 4],
  ['oudroze', 4],
  ['roze', 2],
  ['terra', 3],
  ['geel', 2],
  ['bruin', 2],
  ['multicolor', 3],
];
export const NEUTRAL_COLOURS: Weighted<ColourSlug> = [
  ['wit', 10],
  ['creme', 5],
  ['beige', 4],
  ['grijs', 5],
  ['antraciet', 4],
  ['zand', 3],
];
export const WHITE_MOSTLY: Weighted<ColourSlug> = [
  ['wit', 12],
  ['creme', 3],
  ['grijs', 1],
];
export const KIDS_COLOURS: Weighted<ColourSlug> = [
  ['roze', 4],
  ['oudroze', 3],
  ['blauw', 4],
  ['navy', 2],
  ['groen', 3],
  ['geel', 3],
  ['wit', 2],
  ['grijs', 2],
  ['multicolor', 4],
];

export interface SizeDef {
  /** Option value title as shown, e.g. "140x200/220" or "0x0" for one-size. */
  title: string;
  /** Price multiplier relative to the smallest size. */
  factor: number;
}

export const ONE_SIZE: SizeDef[] = [{ title: '0x0', factor: 1 }];

export const sizes = (...defs: Array<[string, number]>): SizeDef[] => defs.map(([title, factor]) => ({ title, factor }));

export const MATTRESS_SIZES = sizes(['80x200', 1], ['90x200', 1.08], ['140x200', 1.55], ['160x200', 1.7], ['180x200', 1.85]);
export const SHEET_SIZES = sizes(['80x200', 1], ['90x200', 1.05], ['140x200', 1.3], ['160x200', 1.4], ['180x200', 1.5]);

/** Keeps the first size and a random selection of the rest (at least `min` in total). */
export function someSizes(rng: Rng, all: SizeDef[], min: number): SizeDef[] {
  const keep = all.filter((_, i) => i === 0 || rng.chance(0.8));
  if (keep.length >= min) return keep;
  return all.slice(0, Math.min(min, all.length));
}

export type PriceEnding = '95' | '99' | '00';

/** Rounds cents to a shop price ending in ,95 / ,99 / ,00. */
export function nicePrice(cents: number, ending: PriceEnding): number {
  const euros = Math.max(1, Math.round(cents / 100));
  if (ending === '00') return euros * 100;
  return euros * 100 - (ending === '95' ? 5 : 1);
}

/** A price in [min, max] cents, rounded to the given ending, with a bias towards the lower half. */
export function priceBetween(rng: Rng, min: number, max: number, ending: PriceEnding): number {
  const r = rng.next();
  return nicePrice(min + (max - min) * r * r * 0.6 + (max - min) * r * 0.4, ending);
}

/** Slug of a size title for facet values: "140x200/220" → "140x200-220". */
export function sizeSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' en ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Escapes text for use inside HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
