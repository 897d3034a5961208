// The staff's view of search (docs/decisions/0050): the most frequent terms of the last 30 days, the terms that
// find nothing or little, and the synonym editor. An edit is written with an audit-log line and
// takes effect at the next search (search.ts reads the synonyms' signature on every search).
import { sql } from 'drizzle-orm';
import type { z } from '@hono/zod-openapi';
import type { SearchReportAnswer, SearchSynonymBody } from '#contract/operations/admin/search';
import { forgetSuggestions, holdsPersonalData, PERSONAL_TERM } from '../catalog/search';
import { AdminError, audit, rows, type Actor, type AdminServices } from './context';
import { flushSearchEvents } from '../catalog/search-events';

type Report = z.infer<typeof SearchReportAnswer>;
type SynonymInput = z.infer<typeof SearchSynonymBody>;

const FACET_TARGET = /^facet:(kleur|materiaal|warmteklasse|hardheid)=[a-z0-9-]+$/;
const TEXT_TARGET = /^text:[\p{L}\p{N} °/-]{2,60}$/u;
const SIZE_TITLE = /^(\d{2,3}x\d{2,3}(\/\d{2,3})*|[\p{L}]+)$/u;

type TermLine = Report['frequent'][number];

/**
 * A stored term shown as it was kept, except one with personal data (an e-mail address, phone number or
 * postcode with house number, docs/decisions/0050): events kept before recordSearch left those out are
 * shown as its placeholder, merged with the line that already has it.
 */
function withoutPersonalData(lines: TermLine[]): TermLine[] {
  const shown = new Map<string, TermLine>();
  for (const line of lines) {
    const term = holdsPersonalData(line.term) ? PERSONAL_TERM : line.term;
    const same = shown.get(term);
    if (!same) {
      shown.set(term, { ...line, term });
      continue;
    }
    const searches = same.searches + line.searches;
    const results = Math.round(((same.results * same.searches + line.results * line.searches) / searches) * 10) / 10;
    const clicked = same.clicked + line.clicked;
    shown.set(term, {
      term,
      searches,
      results,
      relaxed: same.relaxed + line.relaxed,
      clicked,
      click_through: clickThrough(clicked, searches),
    });
  }
  return [...shown.values()];
}

const clickThrough = (clicked: number, searches: number) => (searches > 0 ? Math.round((clicked / searches) * 100) / 100 : 0);

/** Below this share of searches followed by a product opened, a term with results is listed as low click-through. */
export const LOW_CLICK_THROUGH = 0.2;
/** Fewer searches than this say nothing about a term's click-through. */
export const LOW_CLICK_MIN_SEARCHES = 3;

export async function searchReport(svc: AdminServices): Promise<Report> {
  // Every search answered so far counts, also those whose events still wait to be written (docs/decisions/0078).
  await flushSearchEvents(svc.db);
  const since = new Date(Date.now() - 30 * 24 * 3600_000);
  const terms = async (where: ReturnType<typeof sql>, order: ReturnType<typeof sql>) =>
    withoutPersonalData(
      await rows<TermLine>(
        svc.db,
        sql`select term, count(*)::int as searches, round(avg(results), 1)::float as results, count(*) filter (where relaxed)::int as relaxed,
          count(*) filter (where clicked)::int as clicked, round(count(*) filter (where clicked)::numeric / count(*), 2)::float as click_through
        from search_events where at >= ${since.toISOString()} group by term having ${where} order by ${order} limit 50`,
      ),
    );
  const [frequent, poor, lowClick, [total], synonyms, types] = await Promise.all([
    terms(sql`true`, sql`count(*) desc, term`),
    terms(sql`bool_or(relaxed) or avg(results) < 5`, sql`count(*) filter (where relaxed) desc, count(*) desc, term`),
    terms(
      sql`count(*) >= ${LOW_CLICK_MIN_SEARCHES}::int and avg(results) > 0 and count(*) filter (where clicked) < ${LOW_CLICK_THROUGH}::float8 * count(*)`,
      sql`count(*) filter (where clicked)::numeric / count(*), count(*) desc, term`,
    ),
    rows<{ n: number }>(svc.db, sql`select count(*)::int as n from search_events where at >= ${since.toISOString()}`),
    rows<Report['synonyms'][number]>(
      svc.db,
      sql`select id, phrase, kind, product_type, target from search_synonyms order by kind, target, phrase, product_type`,
    ),
    rows<{ t: string }>(svc.db, sql`select distinct product_type as t from products order by 1`),
  ]);
  return {
    since: since.toISOString(),
    total: total?.n ?? 0,
    frequent,
    poor,
    low_click: lowClick,
    synonyms,
    product_types: types.map((t) => t.t),
  };
}

async function checkTarget(svc: AdminServices, input: SynonymInput): Promise<void> {
  const types = new Set((await rows<{ t: string }>(svc.db, sql`select distinct product_type as t from products`)).map((t) => t.t));
  if (input.product_type && !types.has(input.product_type)) throw new AdminError('Onbekende productsoort.', 400, 'product_type');
  const target = input.target.toLowerCase();
  if (input.kind === 'type' && !types.has(target)) throw new AdminError('Kies een productsoort uit de catalogus.', 400, 'target');
  if (input.kind === 'size' && !target.split(',').every((s) => SIZE_TITLE.test(s.trim()))) {
    throw new AdminError('Geef maten als 160x200 of 140x200/220, gescheiden door komma’s.', 400, 'target');
  }
  if (input.kind === 'attribute' && !FACET_TARGET.test(target) && !TEXT_TARGET.test(target)) {
    throw new AdminError('Geef een eigenschap als facet:kleur=wit of text:anti-allergisch.', 400, 'target');
  }
}

/** Adds a phrase, or changes the meaning of one that exists (same phrase and product type). */
export async function saveSynonym(svc: AdminServices, actor: Actor, input: SynonymInput): Promise<{ id: number }> {
  await checkTarget(svc, input);
  const phrase = input.phrase.toLowerCase();
  const target = input.target.toLowerCase();
  const productType = input.kind === 'size' ? input.product_type : '';
  return svc.db.transaction(async (tx) => {
    const [before] = await rows<{ id: number; kind: string; target: string }>(
      tx,
      sql`select id, kind, target from search_synonyms where phrase = ${phrase} and product_type = ${productType}`,
    );
    const [saved] = await rows<{ id: number }>(
      tx,
      sql`insert into search_synonyms (phrase, kind, product_type, target) values (${phrase}, ${input.kind}, ${productType}, ${target})
        on conflict (phrase, product_type) do update set kind = excluded.kind, target = excluded.target, updated_at = now()
        returning id`,
    );
    await audit(tx, actor, 'search.synonym_saved', `search_synonym:${saved!.id}`, before ?? null, {
      phrase,
      kind: input.kind,
      product_type: productType,
      target,
    });
    forgetSuggestions();
    return { id: saved!.id };
  });
}

export async function deleteSynonym(svc: AdminServices, actor: Actor, id: number): Promise<{ id: number }> {
  return svc.db.transaction(async (tx) => {
    const [gone] = await rows<{ id: number; phrase: string; kind: string; product_type: string; target: string }>(
      tx,
      sql`delete from search_synonyms where id = ${id} returning id, phrase, kind, product_type, target`,
    );
    if (!gone) throw new AdminError('Dit zoekwoord bestaat niet (meer).', 404);
    // The signature search.ts compares is count and last change: a delete lowers the count.
    await audit(tx, actor, 'search.synonym_deleted', `search_synonym:${id}`, gone, null);
    forgetSuggestions();
    return { id };
  });
}
