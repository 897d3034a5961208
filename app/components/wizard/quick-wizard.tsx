// The quick wizard on a product overview (docs/requirements/assistant-and-guided-selling.md#screens-and-routes): the current question with its first four
// answers as image tiles. Without JavaScript a tile is a link to the wizard page with that answer;
// with it, choosing records the answer, refetches and shows the results at once.
import { Link, useNavigate } from 'react-router';
import { lazyPart } from '~/lib/reload-once';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { choose, wizardHref } from '~/lib/wizard';
import type { WizardResponse } from '~/models/wizard.server';
import { TileBody } from './answer-tile';
import { useWizardState } from './use-wizard-state';

// Pure: the server build imports this module statically, and the page's chunk must not keep it.
const WizardOverlay = /* @__PURE__ */ lazyPart('wizard-overlay', () => import('./wizard-overlay'));

/** docs/requirements/assistant-and-guided-selling.md#limits: the quick wizard shows 4 answers. */
const VISIBLE_ANSWERS = 4;

export function QuickWizard({ initial }: { initial: WizardResponse }) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { answers, wizard, record, settled } = useWizardState(initial.code, initial);
  const shown = useRef(initial.result_url);
  const [overlay, setOverlay] = useState(false);

  // Every 'Start de keuzehulp' link (here and in the filter panel) is a real link to /keuzehulp/…;
  // with JavaScript it opens the full wizard as an overlay instead.
  useEffect(() => {
    const open = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
      if (!(e.target as Element | null)?.closest?.('a.wizard-link')) return;
      e.preventDefault();
      setOverlay(true);
    };
    document.addEventListener('click', open, true);
    return () => document.removeEventListener('click', open, true);
  }, []);
  const data = wizard ?? initial;

  // Once the refetch is in, the listing follows the wizard's result URL.
  useEffect(() => {
    if (settled && data.result_url !== shown.current) {
      shown.current = data.result_url;
      navigate(data.result_url, { preventScrollReset: true });
    }
  }, [settled, data.result_url]);

  const question = data.questions.find((q) => q.id === data.next_question_id) ?? null;
  return (
    <section className="quick-wizard" aria-labelledby="quick-wizard-title" data-hydrated={hydrated || undefined}>
      {question ? (
        <>
          <h2 id="quick-wizard-title">{question.question}</h2>
          <ul className="quick-tiles">
            {question.answers.slice(0, VISIBLE_ANSWERS).map((answer) => (
              <li key={answer.id}>
                <Link
                  to={wizardHref(data.code, choose(answers, question.id, answer.id, false))}
                  onClick={(e) => {
                    e.preventDefault();
                    record(choose(answers, question.id, answer.id, false));
                  }}
                >
                  <TileBody answer={answer} />
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <h2 id="quick-wizard-title">Dit past bij je keuzes</h2>
      )}
      <Link to={`/keuzehulp/${data.code}/`} className="wizard-link">
        Start de keuzehulp
      </Link>
      {overlay ? (
        <Suspense
          fallback={
            <div className="wizard-overlay">
              <div className="wizard-dialog" role="status">
                Aan het laden...
              </div>
            </div>
          }
        >
          <WizardOverlay code={data.code} onClose={() => setOverlay(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
