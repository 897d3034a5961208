import { Await, Link } from '@remix-run/react';
import { Suspense } from 'react';
import type { CategoryRoute, Overview, ProductTile } from '~/models/catalog.server';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { JsonLd } from './breadcrumb-json-ld';
import { Listing } from './listing';
import { ProductGrid } from './product-grid';

const ACTION_STEPS = [
  'Kies je favoriete producten uit deze actie.',
  'Leg ze in je winkelwagen; de korting wordt automatisch verrekend.',
  'Rond je bestelling af: voor 23:59 besteld, morgen in huis.',
];

export interface CategoryPageProps {
  category: CategoryRoute;
  /** The product overview of a pop page. */
  overview: Overview | null;
  /** Up to 8 products of a cop page, deferred. */
  featured: Promise<ProductTile[]> | null;
  /** BreadcrumbList JSON-LD, built by the loader. */
  jsonLd: string;
  wizardUrl?: string;
}

/** SPEC §2 category screens: header with breadcrumbs, action steps, sub-categories, then per kind. */
export function CategoryPage({ category, overview, featured, jsonLd, wizardUrl }: CategoryPageProps) {
  const list = { item_list_id: `category-${category.id}`, item_list_name: category.title };
  return (
    <main id="main" className={`container category-page kind-${category.kind}`}>
      <Breadcrumbs items={category.breadcrumbs} />
      <JsonLd json={jsonLd} />
      <header className={category.image ? 'category-header with-image' : 'category-header'}>
        <div>
          <h1>{category.title}</h1>
          {category.subtitle ? <p className="category-subtitle">{category.subtitle}</p> : null}
        </div>
        {category.image ? <img src={category.image} alt="" width={600} height={600} className="category-banner" /> : null}
      </header>

      {category.isAction ? (
        <section className="action-steps" aria-labelledby="action-steps-heading">
          <h2 id="action-steps-heading">Hoe werkt deze actie?</h2>
          <ol>
            {ACTION_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      ) : null}

      {category.children.length > 0 ? (
        <nav aria-label={`Categorieën in ${category.title}`}>
          <ul className="subcategory-links">
            {category.children.map((child) => (
              <li key={child.id}>
                <Link to={child.url}>{child.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      {overview ? <Listing overview={overview} list={list} showFilters={category.numberOfFilters > 0} wizardUrl={wizardUrl} /> : null}

      {featured ? (
        <Suspense fallback={null}>
          <Await resolve={featured} errorElement={null}>
            {(products) =>
              products.length > 0 ? (
                <section className="featured-strip" aria-labelledby="featured-heading">
                  <div className="section-heading">
                    <h2 id="featured-heading">Uitgelicht in {category.title}</h2>
                  </div>
                  <ProductGrid products={products} perPage={0} list={list} />
                </section>
              ) : null
            }
          </Await>
        </Suspense>
      ) : null}

      {/* Description HTML comes from the shop's own content, sanitised when it is written. */}
      {category.description ? <div className="rich-text" dangerouslySetInnerHTML={{ __html: category.description }} /> : null}
    </main>
  );
}
