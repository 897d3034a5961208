// The quick wizard on a product overview (SPEC §2): the current question with its first four
// answers as image tiles. Without JavaScript a tile is a link to the wizard page with that answer;
// with it, choosing records the answer, refetches and shows the results at once.
import { Link, useNavigate } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { useHydrated } from '~/components/ui/use-hydrated';
import { choose, wizardHref } from '~/lib/wizard';
import type { WizardResponse } from '~/models/wizard.server';
import { TileBody } from './answer-tile';
import { useWizardState } from './use-wizard-state';

/** SPEC §9: the quick wizard shows 4 answers. */
const VISIBLE_ANSWERS = 4;

export function QuickWizard({ initial }: { initial: WizardResponse }) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { answers, wizard, record, settled } = useWizardState(initial.code, initial);
  const shown = useRef(initial.result_url);
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
    </section>
  );
}
