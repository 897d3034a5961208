// Generates products chunk by chunk: every product comes from its own PRNG stream (seed, id), so a
// chunk never needs the others in memory. Only slugs and category positions are carried across chunks.
import { trialOfType } from '../../catalog/trial';
import { COLOURS, IMAGES_PER_PRODUCT, type ProductType, productImageUrl } from '../../media/palette';
import type { productCategories, productFacets, productImages, productOptions, products, variants } from '../schema';
import { BRAND_DEFS, type BrandDef, brandsInGroups } from './brands';
import { CATEGORY_BY_PATH, GENERATED, categoryId, overviewAncestors } from './categories';
import { generatedPathsFor, rulesByType } from './categories-generated';
import type { Draft, Facet, Profile } from './draft';
import { BEDDING_PROFILES } from './profiles-bedding';
import { HOME_PROFILES } from './profiles-home';
import { SLEEP_PROFILES } from './profiles-sleep';
import { Rng, weightedSchedule } from './random';
import { type ReviewRow, productReviews } from './reviews';
import { CATALOGUE_END, CATALOGUE_START, REFERENCE_DATE } from './time';
import type { PriceChange } from '../../pricing/price-history';
import { MATERIALS, colourLower, colourTitle, escapeHtml, nicePrice, sizeSlug, slugify } from './vocab';

export const PROFILES: readonly Profile[] = [...BEDDING_PROFILES, ...SLEEP_PROFILES, ...HOME_PROFILES];
const GENERATED_RULES = rulesByType(GENERATED.rules);

export interface ProductChunk {
  products: Array<typeof products.$inferInsert>;
  options: Array<typeof productOptions.$inferInsert>;
  variants: Array<typeof variants.$inferInsert>;
  images: Array<typeof productImages.$inferInsert>;
  facets: Array<typeof productFacets.$inferInsert>;
  categories: Array<typeof productCategories.$inferInsert>;
  reviews: ReviewRow[];
  /** The demo price history, recorded through commerce/pricing like any price change. */
  priceChanges: PriceChange[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A product's demo price history (docs/decisions/0051), from its own random stream so the rest of the
 * catalogue does not change. Without an announced reduction: one price from the day it was added.
 * With one (regular price `priceOld`, sale price `price`), the reduction started 2 to 40 days before
 * the reference date; before it, mostly the regular price (a lawful "was" price when 30 days of it
 * are known), sometimes the sale price raised ten days before the "sale" (shown without a "was"
 * price, as a product added less than 30 days before its reduction is).
 */
function demoPriceHistory(
  seed: number,
  productId: number,
  createdAt: Date,
  list: ReadonlyArray<typeof variants.$inferInsert>,
): PriceChange[] {
  const rng = Rng.for(seed, 'price-history', productId);
  const saleStart = new Date(Math.max(createdAt.getTime(), REFERENCE_DATE.getTime() - rng.int(2, 40) * DAY_MS));
  const raisedFirst = rng.chance(0.15);
  const raisedAt = new Date(Math.max(createdAt.getTime(), saleStart.getTime() - 10 * DAY_MS));
  const changes: PriceChange[] = [];
  for (const v of list) {
    const at = (when: Date, price: number, compareAt: number | null) =>
      changes.push({ variantId: v.id, price, compareAt, at: when, source: 'seed' });
    if (v.priceOld === null || v.priceOld === undefined) {
      at(createdAt, v.price, null);
    } else if (raisedFirst) {
      at(createdAt, v.price, null);
      at(raisedAt, v.priceOld, null);
      at(saleStart, v.price, v.priceOld);
    } else {
      at(createdAt, v.priceOld, null);
      at(saleStart, v.price, v.priceOld);
    }
  }
  return changes;
}

const PRICE_CAP: Partial<Record<ProductType, number>> = { matras: 129_900, boxspring: 349_900 };
const TEXTILE_MATERIALS = new Set(['katoen', 'katoensatijn', 'percal', 'flanel', 'jersey', 'linnen']);
const DELIVERY_FAST = 'Voor 23:59 besteld, morgen in huis';
const DELIVERY_SLOW = '2-3 werkdagen';
const DELIVERY_CREW = 'Op bestelling gemaakt, bezorgd op de dag die jij kiest';
/** Werkdagen: a boxspring made to order; a product the supplier sends itself ('2-3 werkdagen'). */
const LEAD_TIME_MADE_TO_ORDER = 10;
const LEAD_TIME_SUPPLIER = 2;

const VIEWS: Partial<Record<ProductType, readonly [string, string, string]>> = {
  matras: ['vooraanzicht', 'detail van de tijk', 'doorsnede'],
  topper: ['vooraanzicht', 'detail van de hoes', 'doorsnede'],
  boxspring: ['vooraanzicht', 'detail van het hoofdbord', 'zijaanzicht'],
  bed: ['vooraanzicht', 'detail van het hoofdbord', 'zijaanzicht'],
  meubel: ['vooraanzicht', 'detail', 'sfeerbeeld'],
  verlichting: ['vooraanzicht', 'detail', 'sfeerbeeld'],
  airco: ['vooraanzicht', 'bedieningspaneel', 'sfeerbeeld'],
  vloerkleed: ['bovenaanzicht', 'detail van de structuur', 'sfeerbeeld'],
  gordijn: ['vooraanzicht', 'detail van de stof', 'sfeerbeeld'],
};
const DEFAULT_VIEWS = ['vooraanzicht', 'detail van de stof', 'opgevouwen'] as const;

export class ProductGenerator {
  private readonly schedule: Profile[];
  private readonly slugs = new Set<string>();
  private readonly positions = new Map<number, number>();
  private readonly brandPools = new Map<Profile, BrandDef[]>();

  constructor(private readonly seed: number) {
    // Each 250 consecutive products hold every profile in proportion to its weight.
    this.schedule = new Rng(seed).shuffle(
      weightedSchedule(
        PROFILES.map((p) => [p, p.weight] as const),
        250,
      ),
    );
    for (const p of PROFILES) this.brandPools.set(p, brandsInGroups(...p.brands));
  }

  /** Products with ids from+1 … from+count. */
  generate(from: number, count: number): ProductChunk {
    const chunk: ProductChunk = {
      products: [],
      options: [],
      variants: [],
      images: [],
      facets: [],
      categories: [],
      reviews: [],
      priceChanges: [],
    };
    for (let id = from + 1; id <= from + count; id++) this.one(id, chunk);
    return chunk;
  }

  private one(id: number, out: ProductChunk): void {
    const rng = Rng.for(this.seed, 'product', id);
    const profile = this.schedule[(id - 1) % this.schedule.length]!;
    const d = profile.build(rng);
    const brand =
      d.hotel && rng.chance(0.5) ? BRAND_DEFS.find((b) => b.slug === 'hotelier-linnen')! : rng.pick(this.brandPools.get(profile)!);
    const available = !rng.chance(0.08);
    const hasOld = rng.chance(0.35);
    const lastChance = hasOld && rng.chance(0.3);
    const outlet = hasOld && rng.chance(0.3);
    const discount = 1.15 + rng.next() * 0.45;

    const sku = `SZ${String(id).padStart(6, '0')}`;
    const cap = PRICE_CAP[d.type] ?? Number.MAX_SAFE_INTEGER;
    let previous = 0;
    let anyStock = false;
    d.sizes.slice(0, 9).forEach((size, k) => {
      let price = Math.min(nicePrice(d.basePrice * size.factor, d.ending), cap);
      if (price <= previous) price = previous + 100;
      previous = price;
      let priceOld: number | null = null;
      if (hasOld) {
        priceOld = nicePrice(price * discount, d.ending);
        if (priceOld <= price) priceOld = price + 500;
      }
      let stock = available ? (rng.chance(0.1) ? 0 : rng.int(1, 60)) : 0;
      if (available && !anyStock && k === d.sizes.length - 1 && stock === 0) stock = rng.int(1, 60);
      anyStock ||= stock > 0;
      out.variants.push({
        id: id * 10 + k + 1,
        productId: id,
        sku: `${sku}-${sizeSlug(size.title).toUpperCase()}`,
        optionValues: [size.title],
        price,
        priceOld,
        stock,
        position: k,
      });
    });
    const first = out.variants[out.variants.length - Math.min(d.sizes.length, 9)]!;

    const createdAt = new Date(
      Math.floor((CATALOGUE_START.getTime() + rng.next() * (CATALOGUE_END.getTime() - CATALOGUE_START.getTime())) / 60_000) * 60_000,
    );
    const ownVariants = out.variants.slice(out.variants.length - Math.min(d.sizes.length, 9));
    out.priceChanges.push(...demoPriceHistory(this.seed, id, createdAt, ownVariants));
    // The lawful "was" prices follow from the history once it is recorded (seed/index.ts).
    for (const v of ownVariants) v.priceOld = null;
    const reviews = productReviews(rng, id, d.family, createdAt);
    out.reviews.push(...reviews.rows);

    const rolled = d.bulky
      ? rng.weighted<string | null>([
          [DELIVERY_SLOW, 6],
          [DELIVERY_FAST, 1],
          [null, 3],
        ])
      : rng.weighted<string | null>([
          [DELIVERY_FAST, 80],
          [DELIVERY_SLOW, 12],
          [null, 8],
        ]);
    // Boxsprings are made to order and brought by the crew (docs/decisions/0053): their promise is computed from the
    // lead time (commerce/delivery/promise.ts), never the parcel promise. The roll above stays, so the rest
    // of the catalogue is the same as before.
    const madeToOrder = d.type === 'boxspring';
    const delivery = madeToOrder ? DELIVERY_CREW : rolled;

    let slug = slugify(d.title);
    if (this.slugs.has(slug)) slug = `${slug}-${id}`;
    this.slugs.add(slug);

    const specs: Record<string, string> = { ...d.specs, Kleur: COLOURS[d.colour].title, Merk: brand.title, Artikelnummer: sku };
    out.products.push({
      id,
      slug,
      title: d.title,
      sku,
      brandId: brand.id,
      mainCategoryId: categoryId(profile.path),
      productType: d.type,
      descriptionHtml: describe(d, brand, delivery),
      delivery,
      leadTimeDays: madeToOrder ? LEAD_TIME_MADE_TO_ORDER : rolled === DELIVERY_SLOW ? LEAD_TIME_SUPPLIER : null,
      deliveryMethod: madeToOrder ? 'crew' : 'parcel',
      ...trialOfType(d.type),
      price: first.price,
      priceOld: null,
      available,
      popularity: Math.floor(10_000 * rng.next() ** 3) + reviews.approvedCount * 40,
      reviewAverage: reviews.average,
      reviewCount: reviews.approvedCount,
      colour: d.colour,
      specifications: specs,
      searchText: [d.title, brand.title, d.type, COLOURS[d.colour].title, MATERIALS[d.material].title].join(' ').toLowerCase(),
      createdAt,
      updatedAt: createdAt,
    });
    out.options.push({ id, productId: id, title: 'Maat', position: 0 });

    const views = VIEWS[d.type] ?? DEFAULT_VIEWS;
    for (let n = 1; n <= IMAGES_PER_PRODUCT; n++) {
      out.images.push({
        productId: id,
        url: productImageUrl(d.type, d.colour, n),
        alt: `${d.name} in ${colourLower(d.colour)}, ${views[(n - 1) % views.length]}`,
        position: n - 1,
      });
    }

    const facets: Facet[] = [
      { key: 'merk', value: brand.slug, title: brand.title },
      { key: 'materiaal', value: d.material, title: MATERIALS[d.material].title },
      { key: 'kleur', value: d.colour, title: colourTitle(d.colour) },
      ...d.sizes.filter((s) => s.title !== '0x0').map((s) => ({ key: 'maat', value: sizeSlug(s.title), title: s.title })),
      ...(d.facets ?? []),
    ];
    for (const f of facets) out.facets.push({ productId: id, ...f });

    const paths = new Set<string>([
      profile.path,
      ...(profile.also ?? []),
      ...secondaryPaths(d, rng, { hasOld, lastChance, outlet, price: first.price }),
    ]);
    // Size, material, brand and colour pages: from the product's facts only, so no random number is drawn.
    const sizeTitles = d.sizes.map((s) => s.title);
    for (const p of generatedPathsFor(GENERATED_RULES, {
      profilePath: profile.path,
      type: d.type,
      material: d.material,
      colour: d.colour,
      sizeTitles,
      brandId: brand.id,
    }))
      paths.add(p);
    const ids = new Set<number>();
    for (const path of paths) {
      ids.add(categoryId(path));
      for (const anc of overviewAncestors(path)) ids.add(anc.id);
    }
    for (const categoryIdValue of ids) {
      const position = this.positions.get(categoryIdValue) ?? 0;
      this.positions.set(categoryIdValue, position + 1);
      out.categories.push({ productId: id, categoryId: categoryIdValue, position });
    }
  }
}

interface Flags {
  hasOld: boolean;
  lastChance: boolean;
  outlet: boolean;
  price: number;
}

function secondaryPaths(d: Draft, rng: Rng, f: Flags): string[] {
  const out: string[] = [];
  const t = d.type;
  const kids = d.family === 'kids';
  const warm = d.facets?.some((x) => x.key === 'warmteklasse' && x.value !== 'zomer') ?? false;
  if (f.hasOld) {
    if (rng.chance(0.35)) out.push('acties/black-friday-deals');
    if ((t === 'dekbed' && warm) || t === 'plaid' || d.material === 'flanel' || d.material === 'wol') out.push('acties/winterdeals');
    if (t === 'hoofdkussen' || t === 'kussenhoes' || t === 'hoeslaken') out.push('acties/2-halen-1-betalen');
    if (t === 'dekbedovertrek' && !kids) out.push('acties/dekbedovertrek-sale');
    if (t === 'boxspring' || t === 'matras' || t === 'topper') out.push('acties/boxspring-actie');
    if (t === 'hoofdkussen' || t === 'kussenhoes') out.push('acties/kussen-actie');
    if (f.lastChance) out.push('acties/laatste-kans');
    if (f.price >= 10_000) out.push('acties/gratis-verzending');
    if (kids) out.push('acties/kids-actie');
    if (d.family === 'beddengoed' || d.family === 'dekbed' || d.family === 'kussen') out.push('black-friday/beddengoed');
    else if (t === 'matras' || t === 'topper' || t === 'boxspring' || t === 'bed') out.push('black-friday/slapen');
    else if (d.family === 'wonen' || d.family === 'meubel' || d.family === 'techniek') out.push('black-friday/wonen');
    if (f.outlet) out.push('outlet-overzicht/outlet');
    if (f.lastChance)
      out.push(d.family === 'beddengoed' ? 'laatste-kansjes-keuzehulp/beddengoed' : 'laatste-kansjes-keuzehulp/slapen-en-wonen');
  }
  if ((d.family === 'beddengoed' || kids) && TEXTILE_MATERIALS.has(d.material)) out.push(`materiaal/${d.material}`);
  if (t === 'matras') {
    const titles = new Set(d.sizes.map((s) => s.title));
    for (const size of ['90x200', '140x200', '160x200', '180x200']) {
      if (titles.has(size)) out.push(`matrassen/matras-maten/matras-${size}`);
    }
    if (titles.has('80x200') || titles.has('90x200')) out.push('matrassen/matras-soorten/eenpersoonsmatrassen');
    if (titles.has('140x200') || titles.has('160x200') || titles.has('180x200')) out.push('matrassen/matras-soorten/tweepersoonsmatrassen');
  }
  for (const g of d.kidsGender ?? []) out.push(`kids/geslacht-leeftijd/${g}`);
  if (d.hotel) out.push('hotel-linnen', 'zakelijk');
  else if (
    ['matras', 'topper', 'badtextiel', 'hoeslaken', 'dekbedovertrek', 'dekbed', 'hoofdkussen', 'molton'].includes(t) &&
    !kids &&
    rng.chance(0.06)
  ) {
    out.push('zakelijk');
  }
  for (const p of out) if (!CATEGORY_BY_PATH.has(p)) throw new Error(`secondary path ${p} is not a category`);
  return out;
}

function describe(d: Draft, brand: BrandDef, delivery: string | null): string {
  const service =
    delivery === DELIVERY_FAST
      ? 'Voor 23:59 besteld, morgen in huis. Vanaf € 100 verzenden we gratis en je hebt 30 dagen bedenktijd.'
      : delivery === DELIVERY_SLOW
        ? 'Dit product wordt binnen 2-3 werkdagen bezorgd. Vanaf € 100 verzenden we gratis en je hebt 30 dagen bedenktijd.'
        : delivery === DELIVERY_CREW
          ? 'Wordt voor je gemaakt en door onze eigen bezorgers gebracht, op de dag en het dagdeel die jij kiest. Je hebt 30 dagen bedenktijd.'
          : 'Na je bestelling nemen we contact met je op om een bezorgmoment af te spreken. Je hebt 30 dagen bedenktijd.';
  const features = d.features.map((f) => `<li>${escapeHtml(f)}</li>`).join('');
  return (
    `<p><strong>${escapeHtml(d.name)}</strong> van ${escapeHtml(brand.title)}, in de kleur ${colourLower(d.colour)}. ${escapeHtml(d.about)}</p>` +
    `<p>${escapeHtml(MATERIALS[d.material].text)} ${escapeHtml(brand.description)}</p>` +
    `<p>${service}</p>` +
    `<ul>${features}</ul>`
  );
}
