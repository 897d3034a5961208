// docs/requirements/catalogue-and-search.md#limits "Four-in-a-row category list of five ids": on the home page, five categories, each a row
// of its four best-selling products with a link to the whole category. The required shop keeps the
// ids in an environment list; here they are this constant (the seed's category ids are fixed, and
// tests/integration/spec-gaps-b.test.ts fails when one of them stops resolving).
import { isCommerceError, type CommerceClient } from '~/models/client.server';
import { listFeaturedProducts } from '#contract/operations/catalog';
import { getCategoryContent } from '#contract/operations/content';
import type { FeaturedTile } from '#contract/schemas/content';
import { log } from './log.server';

/** Dekbedovertrekken, Dekbedden, Hoeslakens, Hoofdkussens, Matrassen. */
export const FOUR_IN_A_ROW_CATEGORY_IDS: readonly number[] = [1, 3, 8, 14, 21];
export const TILES_PER_ROW = 4;

export interface FourInARowRow {
  id: number;
  title: string;
  url: string;
  products: FeaturedTile[];
}

/** One row; null when the category or its products cannot be had (the home page shows the others). */
async function row(commerce: CommerceClient, id: number): Promise<FourInARowRow | null> {
  try {
    const category = await commerce.call(getCategoryContent, { query: { id: String(id) } });
    const { products } = await commerce.call(listFeaturedProducts, { query: { category: category.path } });
    if (products.length === 0) return null;
    return { id, title: category.title, url: category.url, products: products.slice(0, TILES_PER_ROW) };
  } catch (error) {
    if (!(isCommerceError(error) && error.status === 404)) {
      log.warn(
        'Vier op een rij: categorie niet geladen',
        id,
        error instanceof Error ? error.message : error instanceof Response ? error.status : error,
      );
    }
    return null;
  }
}

export async function getFourInARow(
  commerce: CommerceClient,
  ids: readonly number[] = FOUR_IN_A_ROW_CATEGORY_IDS,
): Promise<FourInARowRow[]> {
  const rows = await Promise.all(ids.map((id) => row(commerce, id)));
  return rows.filter((r): r is FourInARowRow => r !== null);
}
