// Rows for the fixed parts of the catalogue: categories (with their texts), brands and pages.
import { productImageUrl } from '../../media/palette';
import type { brands, categories, pages } from '../schema';
import { BRAND_DEFS } from './brands';
import { CATEGORY_BY_PATH, CATEGORY_DEFS, type CategoryDef, GENERATED, isActionPath, parentPath } from './categories';
import { BLOG_POSTS, INSPIRATION } from './pages-editorial';
import { type PageDef, SERVICE_PAGES } from './pages-service';
import { TEXT_PAGES } from './pages-text';
import { BEDDING_TEXTS } from './texts-bedding';
import { SLEEP_TEXTS } from './texts-sleep';
import { escapeHtml } from './vocab';

const TEXT_BODIES: Record<string, string> = { ...BEDDING_TEXTS, ...SLEEP_TEXTS, ...GENERATED.bodies };

const SERVICE_PARAGRAPH =
  '<p>Bij Slaapzaak bestel je op werkdagen tot 23:59 en heb je je bestelling de volgende dag in huis. Vanaf € 100 verzenden we gratis, je betaalt veilig met iDEAL | Wero, achteraf of in 3 termijnen, en je hebt altijd 30 dagen bedenktijd.</p>';
const ACTION_PARAGRAPH =
  '<p>De korting is al verwerkt in de getoonde prijzen: je ziet de oude prijs doorgestreept naast de actieprijs. De actie loopt zolang de voorraad strekt en is niet te combineren met andere kortingscodes, behalve GRATISTHUIS.</p>';

function children(def: CategoryDef): CategoryDef[] {
  return CATEGORY_DEFS.filter((d) => parentPath(d.path) === def.path);
}

function linkList(defs: CategoryDef[]): string {
  return `<ul>${defs.map((d) => `<li><a href="/${d.path}/">${escapeHtml(d.title)}</a></li>`).join('')}</ul>`;
}

export function categoryDescription(def: CategoryDef): string {
  const intro = `<p>${def.intro}</p>`;
  if (def.kind === 'textpage') {
    const body = TEXT_BODIES[def.path];
    if (!body) throw new Error(`text page ${def.path} has no body text`);
    return intro + body.trim();
  }
  const kids = children(def);
  if (def.kind === 'cop') {
    const overviews = kids.filter((k) => k.kind !== 'textpage');
    const info = kids.filter((k) => k.kind === 'textpage');
    let html = intro;
    if (overviews.length) html += `<h2>Kies een categorie</h2>${linkList(overviews)}`;
    if (info.length) html += `<h2>Goed om te weten</h2>${linkList(info)}`;
    return html + (isActionPath(def.path) ? ACTION_PARAGRAPH : SERVICE_PARAGRAPH);
  }
  let html = intro + (isActionPath(def.path) ? ACTION_PARAGRAPH : SERVICE_PARAGRAPH);
  const info = kids.filter((k) => k.kind === 'textpage');
  if (info.length) html += `<h2>Meer weten?</h2>${linkList(info)}`;
  return html;
}

function plain(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function categoryRows(): Array<typeof categories.$inferInsert> {
  const siblingIndex = new Map<string, number>();
  return CATEGORY_DEFS.map((def) => {
    const parent = parentPath(def.path);
    const key = parent ?? '';
    const position = siblingIndex.get(key) ?? 0;
    siblingIndex.set(key, position + 1);
    const meta = plain(def.intro);
    return {
      id: def.id,
      path: def.path,
      slug: def.path.split('/').pop()!,
      title: def.title,
      subtitle: def.subtitle,
      kind: def.kind,
      parentId: parent ? (CATEGORY_BY_PATH.get(parent)?.id ?? null) : null,
      // docs/requirements/catalogue-and-search.md#screens-and-routes/#limits: 3 filter groups on catalogue pages, 0 only for /acties itself (its sub-pages filter).
      numberOfFilters: def.path === 'acties' ? 0 : 3,
      descriptionHtml: categoryDescription(def),
      image: productImageUrl(def.image[0], def.image[1], 1),
      isAction: isActionPath(def.path),
      position,
      metaDescription: meta.length > 155 ? `${meta.slice(0, 152).replace(/\s+\S*$/, '')}...` : meta,
    };
  });
}

export function brandRows(): Array<typeof brands.$inferInsert> {
  return BRAND_DEFS.map((b) => ({ id: b.id, slug: b.slug, title: b.title, descriptionHtml: `<p>${escapeHtml(b.description)}</p>` }));
}

export function pageRows(): Array<typeof pages.$inferInsert> {
  const row = (kind: 'service' | 'blog' | 'inspiratie' | 'text', p: PageDef): typeof pages.$inferInsert => ({
    kind,
    slug: p.slug,
    title: p.title,
    summary: p.summary,
    bodyHtml: p.bodyHtml.trim(),
    image: p.image ?? null,
    publishedAt: new Date(p.publishedAt),
  });
  return [
    ...SERVICE_PAGES.map((p) => row('service', p)),
    ...BLOG_POSTS.map((p) => row('blog', p)),
    ...INSPIRATION.map((p) => row('inspiratie', p)),
    ...TEXT_PAGES.map((p) => row('text', p)),
  ];
}
