// Shapes of the /v1/catalog overview, search and sitemap answers (docs/requirements/catalogue-and-search.md#data Filter, Sort option,
// Pagination, Featured tile; #api). The contract between the commerce API and the storefront.
import { z } from '@hono/zod-openapi';
import { DeliveryMethodSchema, DeliveryPromiseSchema } from './delivery';

/**
 * Filter query parameters, as the storefront puts them in its URLs (a GET form can produce them):
 * - `tn_fk_{url_key}=value` once per selected value (e.g. tn_fk_kleur=wit&tn_fk_kleur=grijs);
 * - `tn_fk_ae-prijs=min-max` in whole euros (docs/requirements/catalogue-and-search.md#limits);
 * - `tn_sort={value}` one of the sort option values;
 * - `tn_p={page}` 1-based page (load more).
 * The API receives them as one `querystring` parameter (docs/requirements/catalogue-and-search.md#api) and answers links in the same form.
 */
export const FILTER_PARAM_PREFIX = 'tn_fk_';
export const PRICE_FILTER_KEY = 'ae-prijs';
export const SORT_PARAM = 'tn_sort';
export const PAGE_PARAM = 'tn_p';
export const SEARCH_PARAM = 'tn_q';
export const PAGE_SIZE = 24;

export const FilterAttributeSchema = z.object({
  title: z.string(),
  /** The facet value (slug), as it appears in tn_fk_{url_key}=value. */
  value: z.string(),
  /** Query string (with leading ?) of the page with this attribute toggled, from page 1. */
  raw_url: z.string(),
  /** Full storefront URL (path + query) of the page with this attribute toggled. */
  url: z.string(),
  is_selected: z.boolean(),
  /** Products matching this value together with the other groups' selections. */
  count: z.number().int(),
  /** Swatch colour for selection_type color. */
  hex: z.string().nullable(),
});

export const FilterSchema = z
  .object({
    url_key: z.string(),
    title: z.string(),
    selection_type: z.enum(['slider', 'color', 'checkbox', 'link']),
    is_collapsed: z.boolean(),
    is_collapsible: z.boolean(),
    info_text: z.string().nullable(),
    attributes: z.array(FilterAttributeSchema),
    nr_of_attributes_selected: z.number().int(),
    /** Only for the price slider (url_key ae-prijs): whole euros. min/max = selected, minrange/maxrange = bounds. */
    range: z.object({ min: z.number().int(), max: z.number().int(), minrange: z.number().int(), maxrange: z.number().int() }).nullable(),
  })
  .openapi('Filter');

export const SortOptionSchema = z.object({
  display_title: z.string(),
  label: z.string(),
  value: z.string(),
  raw_url: z.string(),
  url: z.string(),
  is_selected: z.boolean(),
});

export const ProductTileSchema = z
  .object({
    id: z.number().int(),
    variant_id: z.number().int(),
    slug: z.string(),
    url: z.string(),
    title: z.string(),
    brand: z.object({ title: z.string(), slug: z.string() }),
    image: z.object({ url: z.string(), alt: z.string() }).nullable(),
    price: z.object({ price: z.number().int(), price_old: z.number().int().nullable() }),
    available: z.boolean(),
    delivery: z.string().nullable(),
    review: z.object({ average_score: z.number().nullable(), count: z.number().int() }),
    /** A label over the image ('Uitverkocht', '-20%'), or null. */
    overlay: z.string().nullable(),
    main_category: z.string().nullable(),
  })
  .openapi('ProductTile');

export const PaginationSchema = z.object({
  /** Products matching the filters. */
  total: z.number().int(),
  /** Products on this page (or up to this page, when cumulative). */
  subtotal: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  per_page: z.number().int(),
});

export const PageLinksSchema = z.object({
  next: z.string().nullable(),
  range: z.array(z.object({ page: z.number().int(), url: z.string(), is_current: z.boolean() })),
});

export const OverviewSchema = z
  .object({
    products: z.array(ProductTileSchema),
    filters: z.array(FilterSchema),
    sort: z.array(SortOptionSchema),
    pagination: PaginationSchema,
    page_links: PageLinksSchema,
    /** Canonical URL of this listing (filters in a fixed order; deep filter pages point to the category). */
    canonical: z.string(),
    /** True for filter combinations search engines should not index. */
    noindex: z.boolean(),
    /** URL of the same listing without any filter (for 'Herstel filters'). */
    reset_url: z.string(),
  })
  .openapi('Overview');

/** What the search read in the shopper's term (docs/decisions/0050), and how it widened a search that found nothing. */
export const SearchUnderstandingSchema = z
  .object({
    /** The term the listing's links carry: without the words that became filters ('hoeslaken 160x200' → 'hoeslaken'). */
    term: z.string(),
    /** "Hoeslakens in 160x200", or null when nothing was recognised. */
    label: z.string().nullable(),
    /** Words read as another word: "Bedoelde je …". */
    corrections: z.array(z.object({ from: z.string(), to: z.string() })),
    /** Set when nothing matched every term and the search left out the least important ones. */
    relaxed: z.object({ message: z.string(), dropped: z.array(z.string()) }).nullable(),
    /** 'bestsellers' when not even a relaxed search found anything and the best sellers are shown. */
    fallback: z.enum(['bestsellers']).nullable(),
    /** The nearest categories, offered with a relaxed result. */
    categories: z.array(z.object({ title: z.string(), url: z.string() })),
    /**
     * The category overview a bare type term names ('hoeslakens' → /hoeslaken/): the storefront answers
     * the search with a 302 there (docs/decisions/0050). Only for a search as a shopper starts it.
     */
    redirect: z.string().nullable().optional(),
    /**
     * The short signed id of this search's event ('k3f.Xy…'): result links carry it as ?z= so a click
     * counts for the staff's click-through (POST /v1/catalog/search/clicks). Null when no event was kept.
     */
    click: z.string().nullable().optional(),
  })
  .openapi('SearchUnderstanding');

export const SearchOverviewSchema = OverviewSchema.extend({ understanding: SearchUnderstandingSchema }).openapi('SearchOverview');

export const SuggestionsSchema = z
  .object({
    search_term: z.string(),
    /** Searches the term reads as: 'hoeslaken 16' → "Hoeslakens 160x200" (docs/decisions/0050). */
    queries: z.array(z.object({ title: z.string(), url: z.string() })).optional(),
    products: z.array(z.object({ title: z.string(), url: z.string(), image: z.string().nullable(), price: z.number().int() })),
    categories: z.array(z.object({ title: z.string(), url: z.string() })),
    brands: z.array(z.object({ title: z.string(), url: z.string() })),
  })
  .openapi('Suggestions');

export const SitemapSchema = z
  .object({
    categories: z.array(z.object({ title: z.string(), url: z.string(), kind: z.string(), depth: z.number().int() })),
    brands: z.array(z.object({ title: z.string(), url: z.string() })),
    services: z.array(z.object({ title: z.string(), url: z.string() })),
  })
  .openapi('Sitemap');

export const BrandSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  url: z.string(),
  product_count: z.number().int(),
});
export const BrandListSchema = z.object({ brands: z.array(BrandSchema) }).openapi('BrandList');

/** A tile list answer (GET /v1/catalog/products, /v1/catalog/suggested-products). */
export const TileListSchema = z.object({ products: z.array(ProductTileSchema) });

const CrumbSchema = z.object({ title: z.string(), url: z.string() });
const ChildCategorySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  kind: z.string(),
  image: z.string().nullable(),
});

/** GET /v1/catalog/category/path: the catalogue route of a storefront path. */
export const CategoryRouteSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    path: z.string(),
    url: z.string(),
    title: z.string(),
    subtitle: z.string().nullable(),
    kind: z.enum(['textpage', 'cop', 'pop']),
    /** docs/requirements/catalogue-and-search.md#screens-and-routes: catalogue routes are named after their kind; pop routes keep scroll on filter changes. */
    routeName: z.string(),
    numberOfFilters: z.number().int(),
    description: z.string(),
    image: z.string().nullable(),
    isAction: z.boolean(),
    metaDescription: z.string().nullable(),
    breadcrumbs: z.array(CrumbSchema),
    children: z.array(ChildCategorySchema),
    /** Path segments after a pop route: its catch-all filter child. */
    filterSegments: z.array(z.string()),
  })
  .openapi('CategoryRoute');

/** docs/requirements/catalogue-and-search.md#data Product, as GET /v1/catalog/product/{slugOrId} answers it. */
export const ProductSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    url: z.string(),
    title: z.string(),
    sku: z.string(),
    brand: z.object({ title: z.string(), slug: z.string() }),
    main_category: CrumbSchema.nullable(),
    categories: z.array(CrumbSchema),
    description: z.string().openapi({ description: 'Opgeschoonde HTML (alleen p, ul, li, strong, … zonder attributen)' }),
    delivery: z.string().nullable(),
    delivery_promise: DeliveryPromiseSchema.nullable(),
    delivery_method: DeliveryMethodSchema,
    trial: z
      .object({ nights: z.number().int(), min_nights: z.number().int() })
      .nullable()
      .optional()
      .openapi({ description: 'Proefslapen: nachten vanaf de bezorging, en het minimum aantal nachten voor een retour' }),
    price: z.object({ price: z.number().int(), price_old: z.number().int().nullable() }),
    available: z.boolean(),
    stock_score: z.number().int().openapi({ description: '0 uitverkocht, 1 bijna uitverkocht (< 5 stuks), 2 op voorraad' }),
    overlay: z.string().nullable(),
    variant_id: z.number().int().nullable().openapi({ description: 'De standaardvariant: de eerste die op voorraad is' }),
    images: z.array(z.object({ url: z.string(), src: z.string(), alt: z.string() })),
    options: z.array(z.object({ title: z.string(), values: z.array(z.object({ title: z.string() })) })),
    variants: z.array(
      z.object({
        id: z.number().int(),
        sku: z.string(),
        option_values: z.array(z.string()),
        price: z.number().int(),
        price_old: z.number().int().nullable(),
        stock: z.number().int(),
        delivery_promise: DeliveryPromiseSchema.nullable(),
      }),
    ),
    review: z.object({ average_score: z.number().nullable(), count: z.number().int() }),
    usps: z.array(z.string()),
    specifications: z.record(z.string()),
    custom_fields: z.array(z.object({ id: z.string(), title: z.string() })),
  })
  .openapi('Product');

/** GET /v1/catalog/product/{id}/reviews: approved reviews, newest first, with the score distribution. */
export const ReviewPageSchema = z
  .object({
    product_id: z.number().int(),
    average_score: z.number().nullable(),
    count: z.number().int(),
    distribution: z.array(z.object({ score: z.number().int(), count: z.number().int() })),
    reviews: z.array(
      z.object({
        id: z.number().int(),
        display_name: z.string(),
        title: z.string(),
        content: z.string().openapi({ description: 'Platte tekst zoals ingevuld: toon als tekst, nooit als HTML' }),
        score: z.number().int(),
        created_at: z.string(),
        reply: z.string().nullable().openapi({ description: 'Het openbare antwoord van de winkel (platte tekst), of null' }),
      }),
    ),
    pagination: z.object({ page: z.number().int(), pages: z.number().int(), per_page: z.number().int(), total: z.number().int() }),
  })
  .openapi('ReviewPage');

export type Filter = z.infer<typeof FilterSchema>;
export type FilterAttribute = z.infer<typeof FilterAttributeSchema>;
export type SortOption = z.infer<typeof SortOptionSchema>;
export type ProductTile = z.infer<typeof ProductTileSchema>;
export type Overview = z.infer<typeof OverviewSchema>;
export type SearchUnderstanding = z.infer<typeof SearchUnderstandingSchema>;
export type SearchOverview = z.infer<typeof SearchOverviewSchema>;
export type Suggestions = z.infer<typeof SuggestionsSchema>;
export type Sitemap = z.infer<typeof SitemapSchema>;
export type Brand = z.infer<typeof BrandSchema>;
export type CategoryRoute = z.infer<typeof CategoryRouteSchema>;
export type Product = z.infer<typeof ProductSchema>;
export type ReviewPageAnswer = z.infer<typeof ReviewPageSchema>;
