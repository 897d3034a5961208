// Shared by the quick wizard and the overlay: the answers so far and the wizard's answer for them,
// fetched from the /keuzehulp/{category}/ route (the same data the no-JS page renders).
import { useFetcher } from 'react-router';
import { useEffect, useState } from 'react';
import { wizardHref, type AnswerMap } from '~/lib/wizard';
import type { WizardResponse } from '~/models/wizard.server';

interface WizardPageData {
  wizard: WizardResponse;
}

export function useWizardState(code: string, initial: WizardResponse | null, initialAnswers: AnswerMap = {}) {
  const fetcher = useFetcher<WizardPageData>();
  const [answers, setAnswers] = useState<AnswerMap>(initialAnswers);
  const [wizard, setWizard] = useState<WizardResponse | null>(initial);

  useEffect(() => {
    if (fetcher.data?.wizard) setWizard(fetcher.data.wizard);
  }, [fetcher.data]);

  useEffect(() => {
    if (!initial) fetcher.load(wizardHref(code, initialAnswers));
    // Loaded once on open; later loads follow record().
  }, []);

  /** Records the answers at once and refetches count, questions and result URL. */
  function record(next: AnswerMap) {
    setAnswers(next);
    fetcher.load(wizardHref(code, next));
  }

  return { answers, wizard, record, loading: fetcher.state !== 'idle' || !wizard, settled: fetcher.state === 'idle' };
}
