// Guided selling (docs/requirements/assistant-and-guided-selling.md#data Wizard, #states, #validation): question trees as data and the pure rules that turn
// answers into catalogue filters. It imports only the API's error type (itself without imports), so
// the storefront can share the answer encoding.
import { CommerceProblem } from '../problem';

export interface WizardAnswerDef {
  id: number;
  answer: string;
  image: string | null;
  description: string | null;
  /** Facet values this answer selects (url_key → values), e.g. { warmteklasse: ['winter'] }. */
  filters?: Record<string, string[]>;
  /** A price band in whole euros (tn_fk_ae-prijs=min-max). */
  price?: { min: number; max: number };
}

export interface WizardQuestionDef {
  id: number;
  question: string;
  explanation: string | null;
  is_skippable: boolean;
  is_multiselect: boolean;
  answers: WizardAnswerDef[];
  /** Asked only when an earlier question got one of these answers (a branch of the tree). */
  when?: { question: number; answers: number[] };
}

export interface WizardTree {
  code: string;
  /** The product overview the result list is, without slashes. */
  categoryPath: string;
  title: string;
  questions: WizardQuestionDef[];
}

/** question id → chosen answer ids; [] means skipped (sent as 0). */
export type WizardAnswers = Map<number, number[]>;

export class WizardError extends CommerceProblem<400> {
  constructor(message: string) {
    super(message, 400);
  }
}

export const CHOOSE_FIRST = 'Maak eerst een keuze';
export const QUESTION_PREFIX = 'qs';

function applies(q: WizardQuestionDef, answers: WizardAnswers): boolean {
  if (!q.when) return true;
  const given = answers.get(q.when.question) ?? [];
  return given.some((a) => q.when!.answers.includes(a));
}

/**
 * The questions on the shopper's path through the tree, in order: a branch question is on it only
 * when its condition question is answered accordingly.
 */
export function pathQuestions(tree: WizardTree, answers: WizardAnswers): WizardQuestionDef[] {
  return tree.questions.filter((q) => applies(q, answers));
}

/** The first question on the path that has no answer yet, or null when every one is answered or skipped. */
export function nextQuestion(tree: WizardTree, answers: WizardAnswers): WizardQuestionDef | null {
  return pathQuestions(tree, answers).find((q) => !answers.has(q.id)) ?? null;
}

/**
 * Reads the `qs{questionId}` map of docs/requirements/assistant-and-guided-selling.md#data: an answer id, a list of them for a multiselect
 * question, 0 for skipped. Strings of digits are accepted (GET forms). Answers to questions off the
 * shopper's path are dropped; wrong ones are a WizardError with a Dutch message.
 */
export function parseAnswers(tree: WizardTree, input: Record<string, unknown> | undefined | null): WizardAnswers {
  const raw = new Map<number, number[]>();
  for (const [key, value] of Object.entries(input ?? {})) {
    const match = /^qs(\d{1,9})$/.exec(key);
    if (!match) continue;
    const id = Number(match[1]);
    const question = tree.questions.find((q) => q.id === id);
    if (!question) throw new WizardError('Deze vraag hoort niet bij deze keuzehulp.');
    const list = (Array.isArray(value) ? value : [value]).map((v) => (typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v) : v));
    if (!list.every((v): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0)) {
      throw new WizardError('Dit antwoord bestaat niet.');
    }
    // A skip sent alongside real choices (the no-JS 'Overslaan' button) means the choices.
    const chosen = [...new Set(list.filter((v) => v !== 0))];
    if (chosen.length === 0) {
      if (!question.is_skippable) throw new WizardError(CHOOSE_FIRST);
      raw.set(id, []);
      continue;
    }
    if (!question.is_multiselect && chosen.length > 1) throw new WizardError('Bij deze vraag kies je één antwoord.');
    if (!chosen.every((a) => question.answers.some((ans) => ans.id === a))) throw new WizardError('Dit antwoord bestaat niet.');
    raw.set(
      id,
      chosen.sort((a, b) => a - b),
    );
  }
  // Keep only answers on the path (a changed earlier answer may close a branch).
  const out: WizardAnswers = new Map();
  for (const q of tree.questions) {
    if (raw.has(q.id) && applies(q, out)) out.set(q.id, raw.get(q.id)!);
  }
  return out;
}

/** The answers as the `qs{id}` map of the API: a list for multiselect, 0 for skipped. */
export function encodeAnswers(tree: WizardTree, answers: WizardAnswers): Record<string, number | number[]> {
  const out: Record<string, number | number[]> = {};
  for (const [id, list] of answers) {
    const q = tree.questions.find((x) => x.id === id);
    out[`${QUESTION_PREFIX}${id}`] = list.length === 0 ? 0 : q?.is_multiselect ? list : list[0]!;
  }
  return out;
}

export interface WizardFilters {
  selections: Map<string, string[]>;
  price: { min: number; max: number } | null;
}

/**
 * The catalogue filters of the answers. Within one question the chosen answers add up (one of
 * them); a later question on the same facet narrows what an earlier one allowed. Price bands of
 * one question join into one range from the lowest to the highest bound.
 */
export function answersToFilters(tree: WizardTree, answers: WizardAnswers): WizardFilters {
  const selections = new Map<string, string[]>();
  let price: WizardFilters['price'] = null;
  for (const q of pathQuestions(tree, answers)) {
    const chosen = (answers.get(q.id) ?? []).map((id) => q.answers.find((a) => a.id === id)).filter((a): a is WizardAnswerDef => !!a);
    if (chosen.length === 0) continue;
    const perKey = new Map<string, Set<string>>();
    for (const a of chosen) {
      for (const [key, values] of Object.entries(a.filters ?? {})) {
        const set = perKey.get(key) ?? new Set<string>();
        values.forEach((v) => set.add(v));
        perKey.set(key, set);
      }
    }
    for (const [key, set] of perKey) {
      const earlier = selections.get(key);
      const narrowed = earlier ? [...set].filter((v) => earlier.includes(v)) : [...set];
      // Trees are written so that a later question stays within an earlier one; if not, the later wins.
      selections.set(key, (narrowed.length ? narrowed : [...set]).sort());
    }
    const bands = chosen.map((a) => a.price).filter((p): p is { min: number; max: number } => !!p);
    if (bands.length) price = { min: Math.min(...bands.map((b) => b.min)), max: Math.max(...bands.map((b) => b.max)) };
  }
  return { selections, price };
}

/** The listing query of the filters in the shop's URL scheme (docs/decisions/0004): tn_fk_{key}=value…, tn_fk_ae-prijs=min-max. */
export function filtersQueryString(filters: WizardFilters): string {
  const params = new URLSearchParams();
  for (const key of [...filters.selections.keys()].sort()) {
    for (const value of filters.selections.get(key) ?? []) params.append(`tn_fk_${key}`, value);
  }
  if (filters.price) params.set('tn_fk_ae-prijs', `${filters.price.min}-${filters.price.max}`);
  return params.toString();
}

/** Is this the last question on the path (nothing would follow it)? */
export function isLastQuestion(tree: WizardTree, answers: WizardAnswers, questionId: number): boolean {
  const path = pathQuestions(tree, answers);
  return path[path.length - 1]?.id === questionId;
}
