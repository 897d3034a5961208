// Shared by the quick wizard and the overlay: the answers so far and the wizard's answer for them,
// fetched as JSON from /api/keuzehulp/{category}/ (the same wizard the no-JS page /keuzehulp/… shows).
// docs/requirements/assistant-and-guided-selling.md#errors: a failed fetch is logged and the loading state cleared; the listing and the wizard's
// last answer stay as they were (a route fetcher would throw to the page's error boundary instead).
import { useEffect, useRef, useState } from 'react';
import { searchFromAnswers, type AnswerMap } from '~/lib/wizard';
import type { WizardResponse } from '~/models/wizard.server';

export function wizardDataHref(code: string, answers: AnswerMap): string {
  const qs = searchFromAnswers(answers).toString();
  return `/api/keuzehulp/${code}/${qs ? `?${qs}` : ''}`;
}

async function fetchWizard(code: string, answers: AnswerMap, signal: AbortSignal): Promise<WizardResponse> {
  const res = await fetch(wizardDataHref(code, answers), { headers: { accept: 'application/json' }, signal });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return ((await res.json()) as { wizard: WizardResponse }).wizard;
}

export function useWizardState(code: string, initial: WizardResponse | null, initialAnswers: AnswerMap = {}) {
  const [answers, setAnswers] = useState<AnswerMap>(initialAnswers);
  const [wizard, setWizard] = useState<WizardResponse | null>(initial);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const inFlight = useRef<AbortController | null>(null);

  /** Fetches the wizard for these answers; a newer call replaces an older one still under way. */
  function load(next: AnswerMap) {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setLoading(true);
    fetchWizard(code, next, controller.signal)
      .then(
        (answer) => {
          if (controller.signal.aborted) return;
          setWizard(answer);
          setFailed(false);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('Keuzehulp niet geladen', error instanceof Error ? error.message : error);
          setFailed(true);
        },
      )
      .finally(() => {
        if (inFlight.current !== controller) return;
        inFlight.current = null;
        setLoading(false);
      });
  }

  useEffect(() => {
    if (!initial) load(initialAnswers);
    // Loaded once on open; later loads follow record().
    return () => inFlight.current?.abort();
  }, []);

  /** Records the answers at once and refetches count, questions and result URL. */
  function record(next: AnswerMap) {
    setAnswers(next);
    load(next);
  }

  return { answers, wizard, record, failed, loading: loading || (!wizard && !failed), settled: !loading };
}
