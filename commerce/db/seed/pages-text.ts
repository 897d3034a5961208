// Information pages of kind `text` (shown at /textpage/?page={slug}, listed at /textpage/): built from
// the same tables as the catalogue (sizes, materials, colours, brands), so they never disagree with it.
import { COLOURS } from '../../media/palette';
import { BRAND_DEFS } from './brands';
import { FAMILIES } from './categories-generated';
import type { PageDef } from './pages-service';
import { MATERIALS, escapeHtml, sizeSlug } from './vocab';

const PUBLISHED = '2025-02-03T09:00:00+01:00';
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const a = (path: string, title: string) => `<a href="/${path}/">${escapeHtml(title)}</a>`;

function sizeChart(): PageDef {
  const rows = FAMILIES.filter((f) => f.sizes.length)
    .map(
      (f) =>
        `<h2>${escapeHtml(cap(f.plural))}</h2><ul>${f.sizes.map((s) => `<li>${a(`${f.parent}/${f.slug}-${sizeSlug(s)}`, `${s} cm`)}</li>`).join('')}</ul>`,
    )
    .join('');
  return {
    slug: 'maattabel',
    title: 'Maattabel',
    summary: 'Alle maten van onze dekbedovertrekken, dekbedden, hoeslakens, toppers, kleden en gordijnen op één pagina.',
    bodyHtml: `<p>Twijfel je over de maat? In deze tabel staan alle maten die we leveren, per productsoort. Klik op een maat om alle producten in die maat te zien.</p>${rows}`,
    publishedAt: PUBLISHED,
  };
}

function careGuide(): PageDef {
  const items = FAMILIES.map((f) => `<li><strong>${escapeHtml(cap(f.plural))}</strong>: ${escapeHtml(f.care)}</li>`).join('');
  return {
    slug: 'wasvoorschriften',
    title: 'Wasvoorschriften en onderhoud',
    summary: 'Zo was en verzorg je beddengoed, dekbedden, kussens, matrassen en woontextiel.',
    bodyHtml: `<p>Met de juiste zorg gaan je producten jaren mee. Dit zijn onze belangrijkste tips per productsoort; het wasetiket gaat altijd voor.</p><ul>${items}</ul>`,
    publishedAt: PUBLISHED,
  };
}

function materialGlossary(): PageDef {
  const items = Object.entries(MATERIALS)
    .map(([slug, m]) => `<li><strong>${a(`materiaal/wat-is-${slug}`, m.title)}</strong>: ${escapeHtml(m.text)}</li>`)
    .join('');
  return {
    slug: 'materialen',
    title: 'Woordenlijst materialen',
    summary: 'Van bamboe tot velvet: wat elk materiaal in onze collectie is en hoe het aanvoelt.',
    bodyHtml: `<p>In onze productteksten kom je veel stoffen en vullingen tegen. Hier lees je in één zin wat ze zijn.</p><ul>${items}</ul>`,
    publishedAt: PUBLISHED,
  };
}

function colourGuide(): PageDef {
  const covers = FAMILIES.find((f) => f.colours)!;
  const items = (covers.colours ?? [])
    .map((c) => `<li>${a(`${covers.parent}/${covers.slug}-${c}`, `${cap(covers.plural)} in ${COLOURS[c].title.toLowerCase()}`)}</li>`)
    .join('');
  return {
    slug: 'kleuren-combineren',
    title: 'Kleuren combineren in de slaapkamer',
    summary: 'Rustige basiskleuren, warme accenten en welke tinten goed samengaan.',
    bodyHtml:
      '<p>Een slaapkamer wordt rustig met een basis van twee of drie neutrale tinten, zoals wit, crème en zand. Geef daarna één accentkleur terug in een plaid, sierkussen of kleed.</p>' +
      '<h2>Onze kleuren</h2>' +
      `<ul>${items}</ul>`,
    publishedAt: PUBLISHED,
  };
}

function brandOverview(): PageDef {
  const items = BRAND_DEFS.map(
    (b) => `<li><a href="/brands/${b.slug}/">${escapeHtml(b.title)}</a>: ${escapeHtml(b.description)}</li>`,
  ).join('');
  return {
    slug: 'onze-merken',
    title: 'Onze merken',
    summary: 'Wie maakt wat bij Slaapzaak: van ons huismerk tot specialisten in dekbedden en matrassen.',
    bodyHtml: `<p>Slaapzaak werkt met merken die we zelf hebben getest. Hier lees je wie ze zijn en waar ze goed in zijn.</p><ul>${items}</ul>`,
    publishedAt: PUBLISHED,
  };
}

export const TEXT_PAGES: PageDef[] = [sizeChart(), careGuide(), materialGlossary(), colourGuide(), brandOverview()];
