// /keuzehulp/{category}/ — the guided-selling wizard as a page: one GET form per step carrying the
// earlier answers, ending on the filtered product list (docs/requirements/assistant-and-guided-selling.md#screens-and-routes Guided-selling wizards). The
// overlay and the quick wizard on product overviews fetch this route's data.
import { Form, Link } from 'react-router';
import { useState } from 'react';
import { InputTile } from '~/components/wizard/answer-tile';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { useHydrated } from 'remix-utils/use-hydrated';
import {
  chosenOf,
  nextBlocked,
  nextButtonLabel,
  resultsLabel,
  SKIP_PARAM,
  STEP_PARAM,
  CHOOSE_FIRST,
  searchFromAnswers,
  without,
} from '~/lib/wizard';
import wizardStyles from '~/styles/wizard.css?url';
import { loadWizard } from './keuzehulp.server';
import type { Route } from './+types/keuzehulp';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: wizardStyles }];

export function loader(args: Route.LoaderArgs) {
  return loadWizard(args);
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: `${data?.wizard.title ?? 'Keuzehulp'} | Slaapzaak` },
  // Each step is a state of one tool; the result lists are the pages to index.
  { name: 'robots', content: 'noindex, follow' },
];

export default function WizardPage({ loaderData }: Route.ComponentProps) {
  const page = loaderData;
  const { wizard, current, answers } = page;
  const crumbs = [
    { title: 'Home', url: '/' },
    { title: wizard.title, url: '' },
  ];
  return (
    <main id="main" className="container wizard-page">
      <Breadcrumbs items={crumbs} />
      <h1>{wizard.title}</h1>
      {current ? (
        // Keyed by step and answers: each step starts from its own choices.
        <StepForm key={`${current.id}-${searchFromAnswers(answers).toString()}-${page.error ?? ''}`} page={page} />
      ) : (
        <section className="wizard-step">
          <h2>Je keuzes zijn compleet</h2>
          <div className="wizard-actions">
            {page.previousHref ? (
              <Link to={page.previousHref} className="button button-secondary">
                Vorige Stap
              </Link>
            ) : null}
            <Link to={wizard.result_url} className="button button-primary">
              {resultsLabel(wizard.count)}
            </Link>
          </div>
        </section>
      )}
    </main>
  );
}

function StepForm({ page }: { page: Route.ComponentProps['loaderData'] }) {
  const { wizard, answers } = page;
  const current = page.current!;
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState(() => chosenOf(answers, current.id));
  const [error, setError] = useState(page.error);
  const hidden = without(answers, current.id);
  const step = { isLast: page.isLast, skippable: current.is_skippable, chosen: chosen.length };
  return (
    <Form
      method="get"
      action={`/keuzehulp/${wizard.code}/`}
      className="wizard-step"
      onSubmit={(e) => {
        // With JavaScript a required question cannot be passed without a choice.
        const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        if (nextBlocked(step) && submitter?.name !== SKIP_PARAM) {
          e.preventDefault();
          setError(CHOOSE_FIRST);
        }
      }}
    >
      <p className="wizard-progress">
        Stap {page.step} van {wizard.questions.length}
      </p>
      <fieldset aria-describedby={error ? 'wizard-error' : undefined}>
        <legend>
          <h2>{current.question}</h2>
        </legend>
        {current.explanation ? <p className="wizard-explanation">{current.explanation}</p> : null}
        {error ? (
          <p id="wizard-error" className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="wizard-tiles">
          {current.answers.map((answer) => (
            <InputTile
              key={answer.id}
              question={current}
              answer={answer}
              checked={chosen.includes(answer.id)}
              onChange={() => {
                setError(null);
                setChosen((list) =>
                  current.is_multiselect
                    ? list.includes(answer.id)
                      ? list.filter((a) => a !== answer.id)
                      : [...list, answer.id]
                    : [answer.id],
                );
              }}
            />
          ))}
        </div>
      </fieldset>
      {[...searchFromAnswers(hidden)].map(([name, value], i) => (
        <input key={`${name}-${value}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name={STEP_PARAM} value={current.id} />
      <StepActions page={page} step={step} hydrated={hydrated} />
    </Form>
  );
}

/** 'Vorige Stap', 'Toon N resultaten' and the next button; without JS a plain next button and 'Overslaan'. */
function StepActions({
  page,
  step,
  hydrated,
}: {
  page: Route.ComponentProps['loaderData'];
  step: { isLast: boolean; skippable: boolean; chosen: number };
  hydrated: boolean;
}) {
  const { wizard } = page;
  const current = page.current!;
  return (
    <div className="wizard-actions">
      {page.previousHref ? (
        <Link to={page.previousHref} className="button button-secondary">
          Vorige Stap
        </Link>
      ) : null}
      {!page.isLast ? (
        <Link to={wizard.result_url} className="button button-secondary wizard-results">
          {resultsLabel(wizard.count)}
        </Link>
      ) : null}
      {hydrated ? (
        <button
          type="submit"
          name={step.skippable && step.chosen === 0 && !step.isLast ? SKIP_PARAM : undefined}
          value="1"
          className="button button-primary"
          data-blocked={nextBlocked(step) || undefined}
        >
          {nextButtonLabel(step)}
        </button>
      ) : (
        <>
          <button type="submit" className="button button-primary">
            {page.isLast ? 'Toon resultaten' : 'Volgende Stap'}
          </button>
          {current.is_skippable && !page.isLast ? (
            <button type="submit" name={SKIP_PARAM} value="1" className="button button-secondary">
              Overslaan
            </button>
          ) : null}
        </>
      )}
    </div>
  );
}
