import { Link } from 'react-router';
import { lazyServerPart } from '~/lib/reload-once';
import { Suspense } from 'react';
import type { CategoryRoute, ListingOverview as Overview, ListingTile as ProductTile } from '~/models/catalog.server';
import type { WizardResponse } from '~/models/wizard.server';
import { QuickWizard as ServerQuickWizard } from '../wizard/quick-wizard';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { highFetchPriority } from '../ui/priority';
import { JsonLd } from './breadcrumb-json-ld';
import { Listing } from './listing';
import { ProductGrid } from './product-grid';

// The wizards load on demand (docs/decisions/0018): the quick wizard's code is its own chunk, fetched after the
// page (React keeps its server HTML meanwhile, as with the filter panel); it opens the overlay,
// another chunk, when a 'Start de keuzehulp' link is clicked.
const loadQuickWizard = () => import('../wizard/quick-wizard').then((m) => ({ default: m.QuickWizard }));
const QuickWizard = import.meta.env.SSR ? ServerQuickWizard : lazyServerPart('quick-wizard', loadQuickWizard);

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
  featured: ProductTile[] | null;
  /** BreadcrumbList JSON-LD, built by the loader. */
  jsonLd: string;
  wizardUrl?: string;
  /** The category's guided-selling wizard at its first question, when it has one. */
  wizard?: WizardResponse | null;
}

/** docs/requirements/catalogue-and-search.md#screens-and-routes category screens: header with breadcrumbs, action steps, sub-categories, then per kind. */
export function CategoryPage({ category, overview, featured, jsonLd, wizardUrl, wizard }: CategoryPageProps) {
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
        {category.image ? (
          <img src={category.image} alt="" width={600} height={600} className="category-banner" {...highFetchPriority} />
        ) : null}
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

      {overview && wizard ? (
        <Suspense fallback={null}>
          <QuickWizard initial={wizard} />
        </Suspense>
      ) : null}

      {overview ? <Listing overview={overview} list={list} showFilters={category.numberOfFilters > 0} wizardUrl={wizardUrl} /> : null}

      {featured && featured.length > 0 ? (
        <section className="featured-strip" aria-labelledby="featured-heading">
          <div className="section-heading">
            <h2 id="featured-heading">Uitgelicht in {category.title}</h2>
          </div>
          <ProductGrid products={featured} perPage={0} list={list} />
        </section>
      ) : null}

      {/* Description HTML comes from the shop's own content, sanitised when it is written. */}
      {category.description ? <div className="rich-text" dangerouslySetInnerHTML={{ __html: category.description }} /> : null}
    </main>
  );
}
