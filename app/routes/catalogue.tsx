// The catalogue's own routes: /{slug}.html product pages and the generated text pages, category
// overviews (cop) and product overviews (pop, with their catch-all filter child), resolved through
// the commerce API (docs/decisions/0002).
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { Price } from '~/components/ui/price';
import { Stars } from '~/components/ui/rating';
import { getProduct, resolveCategoryPath } from '~/models/catalog.server';

const NOT_FOUND = 'This page could not be found';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const splat = params['*'] ?? '';
  if (splat.endsWith('.html')) {
    const slug = splat.slice(0, -'.html'.length);
    if (!/^[a-z0-9-]{1,200}$/i.test(slug)) throw data(NOT_FOUND, { status: 404 });
    const product = await getProduct(context.commerce, slug);
    if (!product) throw data(NOT_FOUND, { status: 404 });
    return { type: 'product' as const, routeName: 'product', product };
  }
  const category = await resolveCategoryPath(context.commerce, `/${splat}`);
  if (!category) throw data(NOT_FOUND, { status: 404 });
  return { type: 'category' as const, routeName: category.routeName, category };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: 'Pagina niet gevonden | Slaapzaak' }];
  if (data.type === 'product') {
    return [
      { title: `${data.product.title} | Slaapzaak` },
      { name: 'description', content: `${data.product.title} van ${data.product.brand.title}. Voor 23:59 besteld, morgen in huis.` },
    ];
  }
  const c = data.category;
  return [
    { title: `${c.title} | Slaapzaak` },
    { name: 'description', content: c.metaDescription ?? c.subtitle ?? c.title },
    { tagName: 'link', rel: 'canonical', href: c.url },
    ...(c.filterSegments.length > 0 ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ];
};

export default function CataloguePage() {
  const loaded = useLoaderData<typeof loader>();
  return loaded.type === 'product' ? <ProductPage product={loaded.product} /> : <CategoryPage category={loaded.category} />;
}

type LoadedCategory = Extract<Awaited<ReturnType<typeof loader>>, { type: 'category' }>['category'];
type LoadedProduct = Extract<Awaited<ReturnType<typeof loader>>, { type: 'product' }>['product'];

const ACTION_STEPS = [
  'Kies je favoriete producten uit deze actie.',
  'Leg ze in je winkelwagen; de korting wordt automatisch verrekend.',
  'Rond je bestelling af: voor 23:59 besteld, morgen in huis.',
];

function CategoryPage({ category }: { category: LoadedCategory }) {
  return (
    <main id="main" className={`container category-page kind-${category.kind}`}>
      <Breadcrumbs items={category.breadcrumbs} />
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

      {category.kind === 'pop' ? (
        <p className="placeholder-note">Het productoverzicht met filters is binnenkort beschikbaar.</p>
      ) : null}

      {/* Description HTML comes from the shop's own content, sanitised when it is written. */}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: category.description }} />
    </main>
  );
}

function ProductPage({ product }: { product: LoadedProduct }) {
  const crumbs = [
    { title: 'Home', url: '/' },
    ...(product.main_category ? [product.main_category] : []),
    { title: product.title, url: product.url },
  ];
  const image = product.images[0];
  return (
    <main id="main" className="container product-page">
      <Breadcrumbs items={crumbs} />
      <div className="product-layout">
        {image ? <img src={image.url} alt={image.alt} width={600} height={600} className="product-image" fetchPriority="high" /> : null}
        <div className="product-info">
          <p className="product-brand">{product.brand.title}</p>
          <h1>{product.title}</h1>
          {product.review.average_score ? (
            <p className="product-review">
              <Stars score={product.review.average_score} /> {product.review.count} beoordelingen
            </p>
          ) : null}
          <Price price={product.price.price} priceOld={product.price.price_old} />
          {product.delivery ? <p className="delivery">{product.delivery}</p> : null}
          {!product.available ? <p className="not-available">Dit product is op dit moment niet leverbaar.</p> : null}
          <p className="placeholder-note">Bestellen via de productpagina is binnenkort beschikbaar.</p>
        </div>
      </div>
      <section className="rich-text" aria-label="Omschrijving" dangerouslySetInnerHTML={{ __html: product.description }} />
    </main>
  );
}
