// Writes the guided-selling trees and the configurable boxsprings (products, variants, facets,
// categories and configurator definitions). Called by seedDatabase after the generated products.
import { COLOURS, IMAGES_PER_PRODUCT, productImageUrl } from '../../media/palette';
import { visibleSteps } from '#contract/rules/configurator';
import {
  configurators,
  guidedSellingTrees,
  productCategories,
  productFacets,
  productImages,
  productOptions,
  products,
  variants,
} from '../schema';
import { BRAND_DEFS } from './brands';
import { type SeedDb, insertRows } from './bulk';
import { categoryId, overviewAncestors } from './categories';
import { CONFIGURABLE_PRODUCTS, CONFIGURATORS } from './configurators';
import { WIZARD_TREES } from './guided-selling';
import { REFERENCE_DATE } from './time';

/** Products get ids after the generated ones (firstId, firstId + 1, …), so generated data never shifts. */
export async function seedGuidedSelling(tx: SeedDb, firstId: number): Promise<void> {
  await insertRows(
    tx,
    guidedSellingTrees,
    WIZARD_TREES.map((tree) => ({ code: tree.code, categoryId: categoryId(tree.categoryPath), tree })),
  );

  const rows = {
    products: [] as Array<typeof products.$inferInsert>,
    options: [] as Array<typeof productOptions.$inferInsert>,
    variants: [] as Array<typeof variants.$inferInsert>,
    images: [] as Array<typeof productImages.$inferInsert>,
    facets: [] as Array<typeof productFacets.$inferInsert>,
    categories: [] as Array<typeof productCategories.$inferInsert>,
    configurators: [] as Array<typeof configurators.$inferInsert>,
  };
  CONFIGURATORS.forEach((def, index) => {
    const id = firstId + index;
    const facts = CONFIGURABLE_PRODUCTS[def.code]!;
    const brand = BRAND_DEFS.find((b) => b.slug === facts.brand)!;
    const steps = visibleSteps(def);
    const sizeOptions = steps.flatMap((s) => s.properties).find((p) => p.property === 'size')!.options;
    rows.products.push({
      id,
      slug: def.code,
      title: def.name,
      sku: `SZC${String(index + 1).padStart(5, '0')}`,
      brandId: brand.id,
      mainCategoryId: categoryId('boxspring/boxspring-kopen'),
      productType: 'boxspring',
      descriptionHtml: `<p><strong>${def.name}</strong> van ${brand.title}. ${facts.intro}</p><p><a href="/configurator/${def.category}/${def.code}/step-1/">Stel je boxspring samen</a></p>`,
      delivery: '2-3 werkdagen',
      price: def.basePrice + (sizeOptions[0]?.extra ?? 0),
      priceOld: null,
      available: true,
      popularity: facts.popularity,
      reviewAverage: null,
      reviewCount: 0,
      colour: facts.colour,
      specifications: { Kleur: COLOURS[facts.colour].title, Merk: brand.title, Samenstellen: 'Ja, met de boxspring configurator' },
      searchText: [def.name, brand.title, 'boxspring', 'configurator', COLOURS[facts.colour].title].join(' ').toLowerCase(),
      createdAt: REFERENCE_DATE,
      updatedAt: REFERENCE_DATE,
    });
    rows.options.push({ id, productId: id, title: 'Maat', position: 0 });
    sizeOptions.forEach((size, k) => {
      rows.variants.push({
        id: id * 10 + k + 1,
        productId: id,
        sku: `SZC${String(index + 1).padStart(5, '0')}-${size.id.toUpperCase()}`,
        optionValues: [size.id],
        price: def.basePrice + size.extra,
        priceOld: null,
        stock: 500,
        position: k,
      });
    });
    for (let n = 1; n <= IMAGES_PER_PRODUCT; n++) {
      rows.images.push({
        productId: id,
        url: productImageUrl('boxspring', facts.colour, n),
        alt: `${def.name} in ${COLOURS[facts.colour].title.toLowerCase()}`,
        position: n - 1,
      });
    }
    const firmness = steps.flatMap((s) => s.properties).find((p) => p.property === 'firmness')?.options ?? [];
    rows.facets.push(
      { productId: id, key: 'merk', value: brand.slug, title: brand.title },
      { productId: id, key: 'materiaal', value: 'pocketvering', title: 'Pocketvering' },
      { productId: id, key: 'kleur', value: facts.colour, title: COLOURS[facts.colour].title },
      ...sizeOptions.map((s) => ({ productId: id, key: 'maat', value: s.id, title: s.id })),
      ...firmness.map((f) => ({ productId: id, key: 'hardheid', value: f.id, title: f.btnText })),
    );
    const ids = new Set<number>();
    for (const path of ['boxspring/boxspring-kopen', facts.also]) {
      ids.add(categoryId(path));
      for (const anc of overviewAncestors(path)) ids.add(anc.id);
    }
    // Positions after every generated product of the category (listing-stats renumbers anyway).
    for (const category of ids) rows.categories.push({ productId: id, categoryId: category, position: 1_000_000 + index });
    rows.configurators.push({ slug: def.code, productId: id, definition: def });
  });
  await insertRows(tx, products, rows.products);
  await insertRows(tx, productOptions, rows.options);
  await insertRows(tx, variants, rows.variants);
  await insertRows(tx, productImages, rows.images);
  await insertRows(tx, productFacets, rows.facets);
  await insertRows(tx, productCategories, rows.categories);
  await insertRows(tx, configurators, rows.configurators);
}
