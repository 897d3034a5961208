// Catalogue look-ups (SPEC §7 Catalog).
import { isCommerceError, type CommerceClient } from './client.server';

export interface CategoryRoute {
  id: number;
  slug: string;
  path: string;
  url: string;
  title: string;
  subtitle: string | null;
  kind: 'textpage' | 'cop' | 'pop';
  routeName: string;
  numberOfFilters: number;
  description: string;
  image: string | null;
  isAction: boolean;
  metaDescription: string | null;
  breadcrumbs: { title: string; url: string }[];
  children: { id: number; title: string; url: string; kind: string; image: string | null }[];
  filterSegments: string[];
}

export interface Product {
  id: number;
  slug: string;
  url: string;
  title: string;
  sku: string;
  brand: { title: string; slug: string };
  main_category: { title: string; url: string } | null;
  description: string;
  delivery: string | null;
  price: { price: number; price_old: number | null };
  available: boolean;
  images: { url: string; alt: string }[];
  options: { title: string; values: { title: string }[] }[];
  variants: { id: number; sku: string; option_values: string[]; price: number; price_old: number | null; stock: number }[];
  review: { average_score: number | null; count: number };
  specifications: Record<string, string>;
}

/** The catalogue route for a storefront path, or null when there is none (a 404). */
export async function resolveCategoryPath(commerce: CommerceClient, path: string): Promise<CategoryRoute | null> {
  try {
    return await commerce.get<CategoryRoute>('/v1/catalog/category/path', { path });
  } catch (error) {
    if (isCommerceError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export async function getProduct(commerce: CommerceClient, slugOrId: string): Promise<Product | null> {
  try {
    return await commerce.get<Product>(`/v1/catalog/product/${encodeURIComponent(slugOrId)}`);
  } catch (error) {
    if (isCommerceError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
