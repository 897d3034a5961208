// Kept markup (docs/decisions/0028): a page part rendered once per frozen data object and variant,
// then placed as it is. What the browser gets must be exactly what React renders without the keep,
// or hydration would not match; and a kept part must not be rendered again.
import { PassThrough } from 'node:stream';
import { type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FilterGroup } from '~/components/catalog/filter-panel';
import { TileView } from '~/components/catalog/product-tile';
import type { ListingFilter, ListingTile } from '~/models/catalog.server';
import { keepMarkup, keptMarkupBytes } from '~/lib/kept-markup.server';
import { KeptMarkup, KeptMarkupProvider, type KeepMarkup } from './kept-markup';

/** The page renderer production uses (React's Node stream, patched: docs/decisions/0025). */
function render(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const out = new PassThrough();
    let html = '';
    out.on('data', (chunk: Buffer) => (html += chunk.toString('utf8')));
    out.on('end', () => resolve(html));
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(out),
      onShellError: reject,
      onError: reject,
    });
  });
}

/**
 * React 19 writes the image preloads of a kept part through `preload()` (lib/kept-markup.server.ts), with
 * the same attributes as its own preloads of an `<img>` but in another order: compared with the
 * attributes of each `<link>` sorted.
 */
const linksSorted = (html: string) =>
  html.replace(
    /<link((?:\s[a-zA-Z]+="[^"]*")+)\/>/g,
    (_, attributes: string) =>
      `<link${attributes
        .match(/\s[a-zA-Z]+="[^"]*"/g)!
        .sort()
        .join('')}/>`,
  );

const withKeep = (element: ReactNode, keep: KeepMarkup = keepMarkup) => <KeptMarkupProvider value={keep}>{element}</KeptMarkupProvider>;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

const tile = (id: number, overrides: Partial<ListingTile> = {}): ListingTile => ({
  id,
  variant_id: id * 10 + 1,
  url: `/dekbedovertrek-${id}.html`,
  title: `Dekbedovertrek “Nacht” & <Dag> ${id}`,
  brand: { title: 'Maison Lavande' },
  image: { url: `/media/p/${id}/1.svg` },
  price: { price: 3295, price_old: 4595 },
  available: true,
  delivery: 'Voor 23:59 besteld, morgen in huis',
  review: { average_score: 3.8, count: 9 },
  overlay: '-28%',
  main_category: 'Dekbedovertrekken',
  ...overrides,
});

const products = (): ListingTile[] => [
  tile(1),
  tile(2, { price: { price: 1995, price_old: null }, overlay: null, review: { average_score: null, count: 0 } }),
  tile(3, { available: false, overlay: 'Niet leverbaar', delivery: null, image: null }),
  tile(4, { review: { average_score: 5, count: 1 } }),
  tile(5),
];

const attribute = (title: string, value: string, count: number, extra: Partial<ListingFilter['attributes'][number]> = {}) => ({
  title,
  value,
  url: `/dekbedovertrek/?tn_fk_kleur=${value}`,
  is_selected: false,
  count,
  hex: null,
  ...extra,
});

const filters = (): ListingFilter[] => [
  {
    url_key: 'kleur',
    title: 'Kleur',
    selection_type: 'color',
    is_collapsed: false,
    is_collapsible: true,
    info_text: null,
    nr_of_attributes_selected: 1,
    range: null,
    attributes: Array.from({ length: 12 }, (_, i) =>
      attribute(`Kleur ${i}`, `kleur-${i}`, 12 - i, { hex: i % 3 ? '#a7a9ac' : null, is_selected: i === 11 }),
    ),
  },
  {
    url_key: 'maat',
    title: 'Maat',
    selection_type: 'checkbox',
    is_collapsed: true,
    is_collapsible: true,
    info_text: 'De maat van het product in centimeters (breedte x lengte).',
    nr_of_attributes_selected: 0,
    range: null,
    attributes: [attribute('140x200/220', '140x200-220', 265), attribute('200x200/220', '200x200-220', 0)],
  },
  {
    url_key: 'ae-prijs',
    title: 'Prijs',
    selection_type: 'slider',
    is_collapsed: false,
    is_collapsible: false,
    info_text: null,
    nr_of_attributes_selected: 0,
    range: { min: 20, max: 180, minrange: 10, maxrange: 200 },
    attributes: [],
  },
];

function Grid({ products, form, favourites = [] }: { products: readonly ListingTile[]; form: string; favourites?: number[] }) {
  return (
    <main>
      <h2>Producten</h2>
      <KeptMarkup as="ul" className="product-grid listing-grid" data={products} variant={`${form} ${favourites.join(',')}`}>
        {products.map((product, index) => (
          <li key={product.id} data-index={index}>
            <TileView
              product={product}
              eager={index < 2}
              navigate={() => {}}
              heart={{ form, active: favourites.includes(product.id) }}
              onQuickView={() => {}}
            />
          </li>
        ))}
      </KeptMarkup>
      <p>Na de tegels</p>
    </main>
  );
}

const Panel = ({ filters }: { filters: readonly ListingFilter[] }) => (
  <form>
    {filters.map((filter) => (
      <FilterGroup key={filter.url_key} filter={filter} />
    ))}
  </form>
);

describe('kept markup', () => {
  it('gives the page exactly the HTML React renders for the tiles and the filter groups, kept or not', async () => {
    const page = (p: readonly ListingTile[], f: readonly ListingFilter[], favourites?: number[]) => (
      <>
        <Grid products={p} form="favourites-:R7bl75:" favourites={favourites} />
        <Panel filters={f} />
      </>
    );
    const rendered = await render(page(products(), filters(), [2]));
    expect(rendered).toContain('aria-pressed="true"');
    expect(rendered).toContain('&amp; &lt;Dag&gt;');

    const kept = { products: deepFreeze(products()), filters: deepFreeze(filters()) };
    const first = await render(withKeep(page(kept.products, kept.filters, [2])));
    const again = await render(withKeep(page(kept.products, kept.filters, [2])));
    expect(linksSorted(first)).toBe(linksSorted(rendered));
    expect(linksSorted(again)).toBe(linksSorted(rendered));
    // The eager tiles' image preloads stay out of the kept list, where hydration would meet them (React #418).
    expect(rendered).toContain('href="/media/p/1/1.svg"/><link');
    expect(first.slice(first.indexOf('<ul'), first.indexOf('</ul>'))).not.toContain('<link');
  });

  it('renders a kept part once per data and variant, and a part with unfrozen data every time', async () => {
    let renders = 0;
    const Counted = ({ label }: { label: string }) => {
      renders += 1;
      return <li>{label}</li>;
    };
    const data = Object.freeze({ label: 'Wit' });
    const list = (variant: string, d: { label: string } = data) => (
      <KeptMarkup as="ul" data={d} variant={variant}>
        <Counted label={`${d.label} ${variant}`} />
      </KeptMarkup>
    );
    const bytes = keptMarkupBytes();
    expect(await render(withKeep(list('a')))).toBe('<ul><li>Wit a</li></ul>');
    expect(keptMarkupBytes()).toBe(bytes + '<li>Wit a</li>'.length * 2);
    expect(await render(withKeep(list('a')))).toBe('<ul><li>Wit a</li></ul>');
    expect(renders).toBe(1);
    expect(await render(withKeep(list('b')))).toBe('<ul><li>Wit b</li></ul>');
    expect(renders).toBe(2);

    const open = { label: 'Grijs' };
    await render(withKeep(list('a', open)));
    await render(withKeep(list('a', open)));
    expect(renders).toBe(4);
    // Without the keep (the browser) the children are rendered as any children.
    expect(await render(list('a'))).toBe('<ul><li>Wit a</li></ul>');
    expect(renders).toBe(5);
  });

  it('hands back the preload of an image with a srcset, which React writes without an href, and nothing else', async () => {
    const data = Object.freeze({ id: 1 });
    const picture = (
      <KeptMarkup as="div" data={data} variant="srcset">
        <img src="/media/p/9/1.svg?w=640" srcSet="/media/p/9/1.svg?w=320 320w, /media/p/9/1.svg?w=640 640w" sizes="50vw" alt="" />
      </KeptMarkup>
    );
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      const html = await render(withKeep(picture));
      const [head, body] = [html.slice(0, html.indexOf('<div')), html.slice(html.indexOf('<div'))];
      expect(head).toMatch(
        /^<link rel="preload"[^>]*imageSrcSet="\/media\/p\/9\/1\.svg\?w=320 320w, \/media\/p\/9\/1\.svg\?w=640 640w"[^>]*\/>$/,
      );
      expect(head).toContain('imageSizes="50vw"');
      expect(body).not.toContain('<link');
      expect(errors).toEqual([]);
    } finally {
      console.error = original;
    }
  });

  it('keeps what a changed answer renders apart from the old one', async () => {
    const before = deepFreeze(products().slice(0, 2));
    const after = deepFreeze(
      products()
        .slice(0, 2)
        .map((p) => ({ ...p, price: { price: 999, price_old: null } })),
    );
    const a = await render(withKeep(<Grid products={before} form="f" />));
    const b = await render(withKeep(<Grid products={after} form="f" />));
    expect(a).toContain('€ 32,95');
    expect(b).not.toContain('€ 32,95');
    expect(b).toContain('€ 9,99');
    expect(await render(withKeep(<Grid products={before} form="f" />))).toBe(a);
  });
});
