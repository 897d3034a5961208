// One answer of the wizard as an image tile (docs/requirements/assistant-and-guided-selling.md#screens-and-routes: image, answer text, optional description).
import type { ReactNode } from 'react';
import type { WizardQuestion } from '~/models/wizard.server';

type Answer = WizardQuestion['answers'][number];

export function TileBody({ answer }: { answer: Answer }) {
  return (
    <>
      {answer.image ? (
        <img
          src={answer.image}
          alt=""
          width={160}
          height={160}
          loading="lazy"
          // A failing answer picture leaves a blank tile rather than a broken-image icon.
          onError={(e) => {
            e.currentTarget.style.visibility = 'hidden';
          }}
        />
      ) : null}
      <span className="wizard-answer">{answer.answer}</span>
      {answer.description ? <span className="wizard-description">{answer.description}</span> : null}
    </>
  );
}

/** A tile that is a form control (no-JS page): radio for single select, checkbox for multiselect. */
export function InputTile({
  question,
  answer,
  checked,
  onChange,
}: {
  question: WizardQuestion;
  answer: Answer;
  checked: boolean;
  onChange: () => void;
}): ReactNode {
  return (
    <label className="wizard-tile">
      <input
        type={question.is_multiselect ? 'checkbox' : 'radio'}
        name={`qs${question.id}`}
        value={answer.id}
        checked={checked}
        onChange={onChange}
      />
      <TileBody answer={answer} />
    </label>
  );
}
