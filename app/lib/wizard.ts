// The guided-selling wizard in the storefront (docs/requirements/assistant-and-guided-selling.md#screens-and-routes, #states Wizard, #validation Wizard): how answers travel in
// URLs (qs{questionId}=answerId, repeated for multiselect, 0 for skipped) and the button rules.
// Pure functions, shared by the no-JS page, the overlay and the quick wizard.

export type AnswerMap = Record<string, number | number[]>;

export const CHOOSE_FIRST = 'Maak eerst een keuze';
/** The no-JS step form says which question it submits, so an empty submit can be told from none. */
export const STEP_PARAM = 'at';
/** 'Overslaan' button of the no-JS form. */
export const SKIP_PARAM = 'skip';
/** Shows an answered question again ('Vorige Stap'), its answer still chosen. */
export const QUESTION_PARAM = 'vraag';

const KEY = /^qs(\d{1,9})$/;

/** The qs{id} parameters of a URL as the API's map: one id, a list when repeated, 0 for skipped. */
export function answersFromSearch(params: URLSearchParams): AnswerMap {
  const lists = new Map<string, number[]>();
  for (const [key, value] of params) {
    if (!KEY.test(key) || !/^\d{1,9}$/.test(value.trim())) continue;
    const list = lists.get(key) ?? [];
    const n = Number(value);
    if (!list.includes(n)) list.push(n);
    lists.set(key, list);
  }
  const out: AnswerMap = {};
  for (const [key, list] of lists) {
    const chosen = list.filter((n) => n !== 0);
    out[key] = chosen.length === 0 ? 0 : chosen.length === 1 ? chosen[0]! : chosen.sort((a, b) => a - b);
  }
  return out;
}

/** The map as URL parameters, in question order. */
export function searchFromAnswers(answers: AnswerMap): URLSearchParams {
  const params = new URLSearchParams();
  const keys = Object.keys(answers).sort((a, b) => Number(a.slice(2)) - Number(b.slice(2)));
  for (const key of keys) {
    const value = answers[key]!;
    for (const n of Array.isArray(value) ? value : [value]) params.append(key, String(n));
  }
  return params;
}

export function chosenOf(answers: AnswerMap, questionId: number): number[] {
  const value = answers[`qs${questionId}`];
  if (value === undefined || value === 0) return [];
  return Array.isArray(value) ? value : [value];
}

/** Single select replaces the choice; multiselect toggles the answer. */
export function choose(answers: AnswerMap, questionId: number, answerId: number, multiselect: boolean): AnswerMap {
  const key = `qs${questionId}`;
  const current = chosenOf(answers, questionId);
  const next = multiselect
    ? current.includes(answerId)
      ? current.filter((a) => a !== answerId)
      : [...current, answerId].sort((a, b) => a - b)
    : [answerId];
  const out = { ...answers };
  if (next.length === 0) delete out[key];
  else out[key] = next.length === 1 ? next[0]! : next;
  return out;
}

/** A skippable question left without a choice is sent as 0. */
export function skip(answers: AnswerMap, questionId: number): AnswerMap {
  return { ...answers, [`qs${questionId}`]: 0 };
}

export function without(answers: AnswerMap, questionId: number): AnswerMap {
  const out = { ...answers };
  delete out[`qs${questionId}`];
  return out;
}

/** docs/requirements/assistant-and-guided-selling.md#screens-and-routes: 'Toon resultaten' on the last step, 'Overslaan' when skippable and nothing chosen, else 'Volgende Stap'. */
export function nextButtonLabel(step: { isLast: boolean; skippable: boolean; chosen: number }): string {
  if (step.isLast) return 'Toon resultaten';
  if (step.skippable && step.chosen === 0) return 'Overslaan';
  return 'Volgende Stap';
}

/** Next is disabled for a required question without a choice, unless it is the last step. */
export function nextBlocked(step: { isLast: boolean; skippable: boolean; chosen: number }): boolean {
  return !step.isLast && !step.skippable && step.chosen === 0;
}

export function resultsLabel(count: number): string {
  return count === 1 ? 'Toon 1 resultaat' : `Toon ${count} resultaten`;
}

export function wizardHref(code: string, answers: AnswerMap, extra: Record<string, string> = {}): string {
  const params = searchFromAnswers(answers);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  const qs = params.toString();
  return `/keuzehulp/${code}/${qs ? `?${qs}` : ''}`;
}
