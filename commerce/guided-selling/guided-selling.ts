// POST /v1/catalog/guided-selling: the next questions of a category's wizard, the live count of
// matching products and the result URL. The count is the product overview's own total for the same
// filters (getOverview), so the wizard and the listing can never disagree.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, guidedSellingTrees } from '../db/schema';
import {
  answersToFilters,
  encodeAnswers,
  nextQuestion,
  parseAnswers,
  pathQuestions,
  WizardError,
  type WizardQuestionDef,
  type WizardTree,
} from './rules';
import { listingUrl, type ListingState } from '../catalog/listing-query';
import { getOverview } from '../catalog/overview';
import type { WizardQuestion, WizardResponse } from '#contract/schemas/guided-selling';
export type { WizardQuestion, WizardResponse };

export { WizardError };

async function findTree(
  db: Db,
  code: string | undefined,
  categoryId: number | undefined,
): Promise<{ tree: WizardTree; categoryId: number } | null> {
  const where = code ? eq(guidedSellingTrees.code, code) : categoryId !== undefined ? eq(guidedSellingTrees.categoryId, categoryId) : null;
  if (!where) return null;
  const [row] = await db.select().from(guidedSellingTrees).where(where);
  if (!row) return null;
  if (code && categoryId !== undefined && row.categoryId !== categoryId) return null;
  return { tree: row.tree as WizardTree, categoryId: row.categoryId };
}

function publicQuestion(q: WizardQuestionDef): WizardQuestion {
  return {
    id: q.id,
    question: q.question,
    explanation: q.explanation,
    is_skippable: q.is_skippable,
    is_multiselect: q.is_multiselect,
    answers: q.answers.map((a) => ({ id: a.id, answer: a.answer, image: a.image, description: a.description })),
  };
}

export interface WizardRequest {
  code?: string;
  category_id?: number;
  questions?: Record<string, unknown>;
}

/** null when no wizard matches code / category_id; throws WizardError for wrong answers. */
export async function guidedSelling(db: Db, request: WizardRequest): Promise<WizardResponse | null> {
  const found = await findTree(db, request.code, request.category_id);
  if (!found) return null;
  const { tree, categoryId } = found;
  const [category] = await db.select({ path: categories.path }).from(categories).where(eq(categories.id, categoryId));
  if (!category) return null;
  const answers = parseAnswers(tree, request.questions);
  const filters = answersToFilters(tree, answers);
  const state: ListingState = { selections: filters.selections, price: filters.price, sort: null, page: 1 };
  const base = { path: `/${category.path}/` };
  const count = await countProducts(db, categoryId, state, base);
  const url = listingUrl(state, base, 'populariteit');
  const query = url.includes('?') ? url.slice(url.indexOf('?')) : null;
  return {
    code: tree.code,
    category_id: categoryId,
    title: tree.title,
    questions: pathQuestions(tree, answers).map(publicQuestion),
    answers: encodeAnswers(tree, answers),
    next_question_id: nextQuestion(tree, answers)?.id ?? null,
    count,
    result_url: url,
    filter: { url, raw_url: query },
  };
}

/**
 * The overview's total for the state. Without filters that is the precomputed category total the
 * overview itself reads (category_stats); with filters the overview is asked, so both always agree.
 */
async function countProducts(db: Db, categoryId: number, state: ListingState, base: { path: string }): Promise<number> {
  if (state.selections.size === 0 && state.price === null) {
    const result = (await db.execute(sql`select products as n from category_stats where category_id = ${categoryId}`)) as unknown as {
      rows: { n: number }[];
    };
    return Number(result.rows[0]?.n ?? 0);
  }
  const overview = await getOverview(db, { scope: { kind: 'category', categoryId }, base, state, numberOfFilters: 0, cumulative: false });
  return overview.pagination.total;
}

/** Which categories have a wizard: code per category id (for the listing's 'Start de keuzehulp'). */
export async function wizardForCategory(db: Db, categoryId: number): Promise<string | null> {
  const [row] = await db
    .select({ code: guidedSellingTrees.code })
    .from(guidedSellingTrees)
    .where(eq(guidedSellingTrees.categoryId, categoryId));
  return row?.code ?? null;
}
