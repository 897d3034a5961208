// Editorial pages (service pages, blog posts, inspiration articles) from the pages table. Body
// HTML is sanitised on the way out, so a page edited by hand can never carry script into the shop.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pages } from '../db/schema';
import type { Page, PageKind, PageSummary } from '#contract/schemas/content';
import { sanitizeHtml } from './sanitize-html';

type PageRow = typeof pages.$inferSelect;

export function pageUrl(kind: PageKind, slug: string): string {
  if (kind === 'text') return `/textpage/?page=${encodeURIComponent(slug)}`;
  return `/${kind}/${slug}/`;
}

function summary(row: Omit<PageRow, 'bodyHtml'>): PageSummary {
  return {
    kind: row.kind,
    slug: row.slug,
    url: pageUrl(row.kind, row.slug),
    title: row.title,
    summary: row.summary,
    image: row.image,
    published_at: row.publishedAt.toISOString(),
  };
}

/** Pages of a kind (all kinds when none is given): service pages by title, articles newest first. */
export async function listPages(db: Db, kind?: PageKind): Promise<PageSummary[]> {
  const rows = await db
    .select({
      id: pages.id,
      kind: pages.kind,
      slug: pages.slug,
      title: pages.title,
      summary: pages.summary,
      image: pages.image,
      publishedAt: pages.publishedAt,
    })
    .from(pages)
    .where(kind ? eq(pages.kind, kind) : undefined)
    .orderBy(kind === 'service' ? asc(pages.title) : desc(pages.publishedAt), asc(pages.id));
  return rows.map(summary);
}

export async function getPage(db: Db, kind: PageKind, slug: string): Promise<Page | null> {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.kind, kind), eq(pages.slug, slug)))
    .limit(1);
  if (!row) return null;
  return { ...summary(row), body_html: sanitizeHtml(row.bodyHtml) };
}
