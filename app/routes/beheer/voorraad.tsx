// /beheer/voorraad/ — variants at or below a stock threshold, and finding a product to change its
// stock, availability or prices (by number, or by name through the shop's search).
import { data, Form, Link, redirect } from 'react-router';
import { adminMeta, Money, PageHeading } from '~/components/admin/bits';
import { DataTable } from '~/components/admin/data-table';
import { FilterSubmit } from '~/components/admin/filters';
import { backOfficeContext } from '~/lib/admin/back-office.server';
import { pageError } from '~/lib/admin/form.server';
import { LowStockSchema, positiveId } from '#contract/forms/admin';
import { catalogueApi } from '~/models/admin/care.server';
import { searchProducts } from '~/models/catalog.server';
import { pageUrl } from '~/lib/page-url';
import type { AppLoadContext } from 'react-router';
import type { Route } from './+types/voorraad';

export const meta: Route.MetaFunction = () => adminMeta('Voorraad en prijzen');

async function findProducts(context: AppLoadContext, q: string) {
  if (q.length < 2) return [];
  const found = await searchProducts(context.commerce, q, { querystring: '', cumulative: false }).catch(() => null);
  return (found?.products ?? []).slice(0, 24).map((p) => ({ id: p.id, title: p.title, price: p.price.price, available: p.available }));
}

const SHOWN = 100;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { shop, caller } = context.get(backOfficeContext);
  const params = pageUrl(request).searchParams;
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const asId = positiveId(q);
  if (asId) throw redirect(`/beheer/producten/${asId}/`);
  const parsed = LowStockSchema.safeParse({ drempel: params.get('drempel') ?? undefined });
  const threshold = parsed.success ? parsed.data.drempel : 5;
  const [low, products] = await Promise.all([catalogueApi.lowStock(caller, threshold).catch(pageError), findProducts(shop, q)]);
  // The fewest first; a page of 100 is what anyone restocks from (the API answers at most 500).
  const body = {
    q,
    threshold,
    thresholdError: parsed.success ? null : (parsed.error.issues[0]?.message ?? null),
    low: low.variants.slice(0, SHOWN),
    lowCount: low.variants.length,
    products,
  };
  return parsed.success ? body : data(body, { status: 400 });
}

type Found = Awaited<ReturnType<typeof findProducts>>[number];
type LowVariant = Awaited<ReturnType<typeof catalogueApi.lowStock>>['variants'][number];

export default function Stock({ loaderData }: Route.ComponentProps) {
  const { q, threshold, thresholdError, low, lowCount, products } = loaderData;
  return (
    <>
      <PageHeading title="Voorraad en prijzen" />
      <ProductSearch q={q} threshold={threshold} products={products} />
      <LowStock threshold={threshold} thresholdError={thresholdError} low={low} lowCount={lowCount} />
    </>
  );
}

/** Find a product by number (the loader opens it) or by name (a list of what the shop's search found). */
function ProductSearch({ q, threshold, products }: { q: string; threshold: number; products: Found[] }) {
  return (
    <section className="admin-section" aria-labelledby="find-title">
      <h2 id="find-title">Product zoeken</h2>
      <Form method="get" className="admin-filters" role="search" aria-label="Product zoeken">
        <div className="field">
          <label htmlFor="product-q">Productnummer of naam</label>
          <input id="product-q" name="q" type="search" defaultValue={q} maxLength={100} />
        </div>
        <input type="hidden" name="drempel" value={threshold} />
        <FilterSubmit>Zoeken</FilterSubmit>
      </Form>
      {q && !positiveId(q) ? (
        <DataTable
          caption="Gevonden producten"
          rows={products}
          rowKey={(p) => p.id}
          empty="Geen producten gevonden."
          columns={[
            { header: 'Product', cell: (p) => <Link to={`/beheer/producten/${p.id}/`}>{p.title}</Link> },
            { header: 'Nummer', cell: (p) => p.id },
            { header: 'Prijs', numeric: true, cell: (p) => <Money cents={p.price} /> },
          ]}
        />
      ) : null}
    </section>
  );
}

/** The variants at or below the threshold, the fewest first; the threshold can be changed. */
function LowStock({
  threshold,
  thresholdError,
  low,
  lowCount,
}: {
  threshold: number;
  thresholdError: string | null;
  low: LowVariant[];
  lowCount: number;
}) {
  return (
    <section className="admin-section" aria-labelledby="low-title">
      <h2 id="low-title">Weinig voorraad</h2>
      <Form method="get" className="admin-filters admin-filters-inline">
        <div className="field">
          <label htmlFor="drempel">Drempel</label>
          <input
            id="drempel"
            name="drempel"
            type="number"
            min={0}
            max={10000}
            defaultValue={threshold}
            aria-invalid={thresholdError ? true : undefined}
            aria-describedby={thresholdError ? 'drempel-error' : undefined}
          />
          {thresholdError ? (
            <p id="drempel-error" className="field-error" role="alert">
              {thresholdError}
            </p>
          ) : null}
        </div>
        <FilterSubmit variant="secondary">Toon</FilterSubmit>
      </Form>
      {lowCount > low.length ? (
        <p className="admin-muted">
          De {low.length} varianten met de minste voorraad van {lowCount >= 500 ? 'meer dan 500' : lowCount}. Verlaag de drempel om minder
          te zien.
        </p>
      ) : null}
      <DataTable
        caption={`Varianten met ${threshold} of minder op voorraad`}
        rows={low}
        rowKey={(v) => v.id}
        empty={`Geen varianten met ${threshold} of minder op voorraad.`}
        columns={[
          { header: 'Product', cell: (v) => <Link to={`/beheer/producten/${v.product_id}/`}>{v.title}</Link> },
          { header: 'Variant', cell: (v) => [v.sku, v.options.join(', ')].filter(Boolean).join(' — ') },
          { header: 'Leverbaar', cell: (v) => (v.available ? 'Ja' : 'Nee') },
          { header: 'Voorraad', numeric: true, cell: (v) => v.stock },
        ]}
      />
    </section>
  );
}
