// Server side of /keuzehulp/{category}/: the wizard as a page without JavaScript (one GET form per
// step carrying the earlier answers) and the data the overlay and quick wizard fetch.
import type { AppLoadContext } from 'react-router';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { isCommerceError } from '~/models/client.server';
import { guidedSelling, type WizardQuestion, type WizardResponse } from '~/models/wizard.server';
import {
  answersFromSearch,
  CHOOSE_FIRST,
  QUESTION_PARAM,
  SKIP_PARAM,
  skip,
  STEP_PARAM,
  without,
  wizardHref,
  type AnswerMap,
} from '~/lib/wizard';
import { pageUrl } from '~/lib/page-url';
import { shopContext } from '~/lib/context';

const NOT_FOUND = 'This page could not be found';

export interface WizardPage {
  wizard: WizardResponse;
  answers: AnswerMap;
  /** The question shown; null when every question is answered. */
  current: WizardQuestion | null;
  step: number;
  isLast: boolean;
  previousHref: string | null;
  error: string | null;
}

export async function loadWizard({ request, params, context }: LoaderFunctionArgs) {
  const shop = context.get(shopContext);
  const code = params.category ?? '';
  if (!/^[a-z0-9-]{1,60}$/.test(code)) throw data(NOT_FOUND, { status: 404 });
  const url = pageUrl(request);
  let answers = answersFromSearch(url.searchParams);
  const at = Number(url.searchParams.get(STEP_PARAM) ?? Number.NaN);
  const skipped = url.searchParams.get(SKIP_PARAM) === '1';
  let error: string | null = null;

  // A submitted step: 'Overslaan' or an empty submit of a skippable question sends 0; an empty
  // submit of a required one stays on the step with 'Maak eerst een keuze'.
  let submitted: WizardQuestion | null = null;
  if (Number.isInteger(at) && at > 0) {
    const before = await call(shop, code, without(answers, at));
    submitted = before.questions.find((q) => q.id === at) ?? null;
    const key = `qs${at}`;
    if (submitted && (skipped || answers[key] === undefined || answers[key] === 0)) {
      if (submitted.is_skippable) answers = skip(answers, at);
      else {
        answers = without(answers, at);
        error = CHOOSE_FIRST;
      }
    }
  }

  const wizard = await call(shop, code, answers);
  if (submitted && !error && wizard.next_question_id === null) {
    // The last step is done: the result is the ordinary, shareable product list.
    throw redirect(wizard.result_url);
  }
  if (submitted && !error) {
    // A clean, shareable address for the next step: the answers only (a skip is qs{id}=0).
    throw redirect(wizardHref(code, answers));
  }
  const asked = Number(url.searchParams.get(QUESTION_PARAM) ?? Number.NaN);
  const currentId = error ? at : wizard.questions.some((q) => q.id === asked) ? asked : wizard.next_question_id;
  const index = wizard.questions.findIndex((q) => q.id === currentId);
  const current = index >= 0 ? wizard.questions[index]! : null;
  const previous = index > 0 ? wizard.questions[index - 1]! : index < 0 ? wizard.questions.at(-1) : undefined;
  const page: WizardPage = {
    wizard,
    answers,
    current,
    step: index >= 0 ? index + 1 : wizard.questions.length,
    isLast: index === wizard.questions.length - 1,
    previousHref: previous ? wizardHref(code, answers, { [QUESTION_PARAM]: String(previous.id) }) : null,
    error,
  };
  return data(page, { status: error ? 400 : 200, headers: { 'Cache-Control': 'private, no-store' } });
}

async function call(context: AppLoadContext, code: string, answers: AnswerMap): Promise<WizardResponse> {
  try {
    const wizard = await guidedSelling(context.commerce, { code, questions: answers as Record<string, number | number[]> });
    if (!wizard) throw data(NOT_FOUND, { status: 404 });
    return wizard;
  } catch (error) {
    if (isCommerceError(error) && error.status === 400) throw data(error.message, { status: 400 });
    throw error;
  }
}
