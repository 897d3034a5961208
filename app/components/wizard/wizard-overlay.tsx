// The full wizard ('Start de keuzehulp', docs/requirements/assistant-and-guided-selling.md#screens-and-routes/#states/#validation): an overlay with close icon, loading state,
// question, explanation and tiles; 'Vorige Stap' from step 2; 'Toon N resultaten' before the last
// step; 'Overslaan' / 'Volgende Stap' / 'Toon resultaten'. Loaded on demand, on the first click.
import { useNavigate } from 'react-router';
import { useEffect, useRef, useState } from 'react';
import { choose, chosenOf, CHOOSE_FIRST, nextBlocked, nextButtonLabel, resultsLabel, skip } from '~/lib/wizard';
import { TileBody } from './answer-tile';
import { useWizardState } from './use-wizard-state';
import type { WizardQuestion } from '~/models/wizard.server';

export default function WizardOverlay({ code, onClose }: { code: string; onClose: () => void }) {
  const navigate = useNavigate();
  const { answers, wizard, record, loading, failed } = useWizardState(code, null);
  const [index, setIndex] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const dialog = useFocusAndEscape(onClose);

  const questions = wizard?.questions ?? [];
  const question = questions[Math.min(index, questions.length - 1)] ?? null;
  const chosen = question ? chosenOf(answers, question.id) : [];
  const isLast = question ? index >= questions.length - 1 : false;
  const step = { isLast, skippable: question?.is_skippable ?? true, chosen: chosen.length };

  /** The result URL is emitted as the listing's filter: the overview shows it. */
  function showResults() {
    if (!wizard) return;
    onClose();
    navigate(wizard.result_url);
  }

  function next() {
    if (!question) return;
    if (isLast) return showResults();
    if (nextBlocked(step)) {
      setError(CHOOSE_FIRST);
      return;
    }
    if (chosen.length === 0) record(skip(answers, question.id));
    setError(null);
    setIndex(index + 1);
  }

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a click on the backdrop is the mouse's shortcut; keyboards close with Escape or the Sluiten button
    <div className="wizard-overlay" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="wizard-dialog" role="dialog" aria-modal="true" aria-labelledby="wizard-dialog-title" tabIndex={-1} ref={dialog}>
        <button type="button" className="wizard-close" aria-label="Sluiten" onClick={onClose}>
          ×
        </button>
        <p id="wizard-dialog-title" className="wizard-progress">
          {wizard ? `${wizard.title} · stap ${index + 1} van ${questions.length}` : 'Keuzehulp'}
        </p>
        {loading ? (
          <div className="wizard-loading" role="status">
            Aan het laden...
          </div>
        ) : null}
        {failed && !wizard ? <LoadFailed code={code} /> : null}
        {question ? (
          <>
            <h2>{question.question}</h2>
            {question.explanation ? <p className="wizard-explanation">{question.explanation}</p> : null}
            {error ? (
              <p className="form-error" role="alert">
                {error}
              </p>
            ) : null}
            <AnswerTiles
              question={question}
              chosen={chosen}
              onChoose={(answerId) => {
                setError(null);
                record(choose(answers, question.id, answerId, question.is_multiselect));
              }}
            />
            <WizardActions
              step={step}
              onBack={index > 0 ? () => setIndex(index - 1) : null}
              resultsCount={!isLast && wizard ? wizard.count : null}
              onResults={showResults}
              onNext={next}
            />
          </>
        ) : null}
      </div>
    </div>
  );
}

/** Focuses the dialog when it opens; Escape closes it. */
function useFocusAndEscape(onClose: () => void) {
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    dialog.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return dialog;
}

/** docs/requirements/assistant-and-guided-selling.md#errors: the failure is logged (useWizardState); the shopper gets the wizard as a page. */
function LoadFailed({ code }: { code: string }) {
  return (
    <p className="form-error" role="alert">
      De keuzehulp kon niet worden geladen. <a href={`/keuzehulp/${code}/`}>Open de keuzehulp als pagina</a>.
    </p>
  );
}

/** The question's answers as tiles that show whether they are chosen. */
function AnswerTiles({ question, chosen, onChoose }: { question: WizardQuestion; chosen: number[]; onChoose: (answerId: number) => void }) {
  return (
    <div className="wizard-tiles" role="group" aria-label={question.question}>
      {question.answers.map((answer) => (
        <button
          key={answer.id}
          type="button"
          className="wizard-tile"
          aria-pressed={chosen.includes(answer.id)}
          onClick={() => onChoose(answer.id)}
        >
          <TileBody answer={answer} />
        </button>
      ))}
    </div>
  );
}

/** 'Vorige Stap' (from step 2), 'Toon N resultaten' (before the last step) and the next button. */
function WizardActions({
  step,
  onBack,
  resultsCount,
  onResults,
  onNext,
}: {
  step: { isLast: boolean; skippable: boolean; chosen: number };
  onBack: (() => void) | null;
  resultsCount: number | null;
  onResults: () => void;
  onNext: () => void;
}) {
  return (
    <div className="wizard-actions">
      {onBack ? (
        <button type="button" className="button button-secondary" onClick={onBack}>
          Vorige Stap
        </button>
      ) : null}
      {resultsCount !== null ? (
        <button type="button" className="button button-secondary" onClick={onResults}>
          {resultsLabel(resultsCount)}
        </button>
      ) : null}
      <button type="button" className="button button-primary" data-blocked={nextBlocked(step) || undefined} onClick={onNext}>
        {nextButtonLabel(step)}
      </button>
    </div>
  );
}
