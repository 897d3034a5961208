// Retrieval over the shop's own knowledge: the FAQ and the service pages as they are in the database
// (split into passages per heading). BM25 over normalised, stemmed terms; the FAQ's question
// phrasings count extra, because they are written the way shoppers ask.
import { eq } from 'drizzle-orm';
import { cacheKey, createCache, stringBytes } from '../../lib/cache';
import type { Db } from '../db/client';
import { pages } from '../db/schema';
import { FAQ, type FaqEntry, type FaqIntent } from './faq';
import { correctTerm, terms } from './normalise';

export interface Passage {
  id: string;
  kind: 'faq' | 'page';
  intent: FaqIntent | null;
  title: string;
  text: string;
  link?: { title: string; url: string };
  faq?: FaqEntry;
}

export interface Hit {
  passage: Passage;
  score: number;
}

interface Doc {
  passage: Passage;
  tf: Map<string, number>;
  length: number;
  /** The term sets of a FAQ entry's phrasings. */
  phrasings: Set<string>[];
}

export interface KnowledgeIndex {
  search(query: string, limit?: number): Hit[];
  vocabulary: ReadonlySet<string>;
  passages: Passage[];
}

const PAGE_INTENT: Record<string, FaqIntent> = {
  'klantenservice-contact': 'contact',
  'shipping-returns': 'verzending',
  orderandpayment: 'betalen',
  pakketchecker: 'bestelstatus',
  retourneren: 'retour',
};

const stripHtml = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A page body split at its h2 headings: one passage per section, titled by its heading. */
export function pagePassages(page: { slug: string; title: string; bodyHtml: string }): Passage[] {
  const sections = page.bodyHtml.split(/<h2[^>]*>/i);
  const out: Passage[] = [];
  sections.forEach((section, i) => {
    const [heading, rest] = i === 0 ? [page.title, section] : section.split(/<\/h2>/i);
    const text = stripHtml(rest ?? '');
    if (text.length < 30) return;
    out.push({
      id: `page:${page.slug}:${i}`,
      kind: 'page',
      intent: PAGE_INTENT[page.slug] ?? null,
      title: `${page.title}${i === 0 ? '' : ` – ${stripHtml(heading ?? '')}`}`,
      text,
      link: { title: page.title, url: `/service/${page.slug}/` },
    });
  });
  return out;
}

export function buildIndex(passages: Passage[]): KnowledgeIndex {
  const docs: Doc[] = passages.map((passage) => {
    const weighted = passage.faq
      ? [...passage.faq.questions, ...passage.faq.questions, ...passage.faq.questions, passage.faq.answer].join(' ')
      : `${passage.title} ${passage.text}`;
    const tf = new Map<string, number>();
    const list = terms(weighted);
    for (const t of list) tf.set(t, (tf.get(t) ?? 0) + 1);
    const phrasings = (passage.faq?.questions ?? []).map((q) => new Set(terms(q)));
    return { passage, tf, length: list.length, phrasings };
  });
  const df = new Map<string, number>();
  for (const d of docs) for (const t of d.tf.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  const avgLength = docs.reduce((s, d) => s + d.length, 0) / Math.max(1, docs.length);
  const vocabulary = new Set(df.keys());
  const k1 = 1.2;
  const b = 0.75;
  const idf = (t: string) => {
    const n = df.get(t) ?? 0;
    return Math.log(1 + (docs.length - n + 0.5) / (n + 0.5));
  };

  return {
    vocabulary,
    passages,
    search(query, limit = 5) {
      const q = [...new Set(terms(query).map((t) => correctTerm(t, vocabulary)))];
      if (q.length === 0) return [];
      const hits: Hit[] = [];
      for (const d of docs) {
        let score = 0;
        for (const t of q) {
          const f = d.tf.get(t);
          if (!f) continue;
          score += idf(t) * ((f * (k1 + 1)) / (f + k1 * (1 - b + (b * d.length) / avgLength)));
        }
        // A question asked (nearly) the way a FAQ phrasing puts it: most of that phrasing's words
        // are in the question and most of the question's words are in the phrasing.
        if (score > 0 && d.phrasings.length) {
          let best = 0;
          for (const phrasing of d.phrasings) {
            if (phrasing.size === 0) continue;
            const shared = q.filter((t) => phrasing.has(t)).length;
            best = Math.max(best, (shared / phrasing.size) * (shared / q.length));
          }
          score += 4 * best;
        }
        // Answers written for shoppers beat page passages on a tie.
        if (score > 0) hits.push({ passage: d.passage, score: d.passage.kind === 'faq' ? score * 1.15 : score });
      }
      return hits.sort((a, z) => z.score - a.score).slice(0, limit);
    },
  };
}

const faqPassages: Passage[] = FAQ.map((entry) => ({
  id: `faq:${entry.id}`,
  kind: 'faq',
  intent: entry.intent,
  title: entry.questions[0]!,
  text: entry.answer,
  link: entry.link,
  faq: entry,
}));

// The index depends on the service pages, which change only with a new seed or deploy. Cache policy
// (lib/cache): key = the database handle (by identity); rebuilt after ten minutes; at most 32 MiB,
// an index counted at three times its passages' text (the term maps beside the text).
const indexes = createCache<KnowledgeIndex>({
  name: 'assistant knowledge index',
  ttlMs: 10 * 60_000,
  maxBytes: 32 * 1024 * 1024,
  sizeOf: (index) => 3 * index.passages.reduce((bytes, p) => bytes + stringBytes(p.title) + stringBytes(p.text), 0),
});

export function knowledgeIndex(db: Db): Promise<KnowledgeIndex> {
  return indexes.load(cacheKey(db), () =>
    db
      .select({ slug: pages.slug, title: pages.title, bodyHtml: pages.bodyHtml })
      .from(pages)
      .where(eq(pages.kind, 'service'))
      .then((rows) => buildIndex([...faqPassages, ...rows.flatMap(pagePassages)])),
  );
}
