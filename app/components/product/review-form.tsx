import { useActionData, useFetcher } from 'react-router';
import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { perFieldChecks } from '~/lib/form-timing';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import { REVIEW_LIMITS, ReviewFormSchema } from '#contract/forms/review';
import type { ReviewActionData } from '~/routes/product.server';
import { ariaOf, ConformField, ConformTextarea } from '../ui/conform-field';
import type { AnyField } from '../ui/form-field';
import { HoneypotField } from '../ui/honeypot-field';

const SCORES = [1, 2, 3, 4, 5] as const;

/**
 * The review form's state: the server's answer (the fetcher's with JavaScript, the page action's
 * without), and the Conform form checked with the same zod schema as the server.
 */
function useReviewForm() {
  const fetcher = useFetcher<ReviewActionData>();
  const actionData = useActionData<ReviewActionData>();
  const answer = fetcher.data ?? (actionData?.intent === 'review' ? actionData : undefined);
  const failure = answer && !answer.ok ? answer : null;
  const [form, fields] = useForm({
    ...perFieldChecks,
    // The form's id is the page's anchor for 'Schrijf een beoordeling' links.
    id: 'beoordeling-schrijven',
    lastResult: failure?.result,
    constraint: getZodConstraint(ReviewFormSchema),
    // docs/requirements/catalogue-and-search.md#validation: submitted only when valid.
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ReviewFormSchema }),
  });
  return { fetcher, answer, failure, form, fields, posting: fetcher.state !== 'idle' };
}

/**
 * docs/requirements/catalogue-and-search.md#screens-and-routes/#states/#validation review form. A plain POST to the product page without JavaScript; with it a fetcher
 * post, checked first in the browser with the same zod schema as the server (Conform; this code
 * loads after hydration with the reviews, outside the page's first load). The server's message
 * replaces the form on success; a failure shows the danger alert 'Er ging iets mis'. Typed values
 * are kept on errors.
 */
export function ReviewForm({ productTitle }: { productTitle: string }) {
  const { fetcher, answer, failure, form, fields, posting } = useReviewForm();
  if (answer?.ok) {
    return (
      <div className="review-form review-posted" role="status">
        <p>{answer.message}</p>
      </div>
    );
  }
  return (
    <fetcher.Form method="post" className="review-form" {...getFormProps(form)} preventScrollReset>
      <h3>Schrijf een beoordeling over {productTitle}</h3>
      {failure?.alert ? (
        <div className="alert alert-danger" role="alert">
          {failure.alert}
        </div>
      ) : null}
      <input type="hidden" name="intent" value="review" />
      <HoneypotField />
      <ConformField
        meta={fields.display_name}
        label="Voornaam"
        placeholder="Voornaam"
        autoComplete="given-name"
        maxLength={REVIEW_LIMITS.name}
        required
      />
      <ConformField
        meta={fields.email}
        label="E-mail"
        type="email"
        placeholder="E-mail"
        autoComplete="email"
        maxLength={REVIEW_LIMITS.email}
        required
      />
      <ConformField meta={fields.review_title} label="Titel" placeholder="Titel" maxLength={REVIEW_LIMITS.title} required />
      <StarInput score={fields.review_score} />
      <ConformTextarea
        meta={fields.review_content}
        label="Beoordeling"
        rows={4}
        placeholder="Beoordeling"
        maxLength={REVIEW_LIMITS.content}
        required
      />
      <button type="submit" className="button button-primary" disabled={posting}>
        {posting ? 'Aan het plaatsen...' : 'Plaatsen'}
      </button>
    </fetcher.Form>
  );
}

/** The score: five radio buttons shown as stars, each named for screen readers, and the field's first error. */
function StarInput({ score }: { score: AnyField }) {
  return (
    <fieldset className="field star-input" {...ariaOf(score)} aria-invalid={undefined}>
      <legend>Score</legend>
      <div className="star-input-options">
        {SCORES.map((value) => {
          const { key, ...radio } = getInputProps(score, { type: 'radio', value: String(value), ariaAttributes: false });
          return (
            <label key={value}>
              <input key={key} {...radio} id={`${score.id}-${value}`} required />
              <span className="star-input-star" aria-hidden="true">
                ★
              </span>
              <span className="visually-hidden">
                {value} {value === 1 ? 'ster' : 'sterren'}
              </span>
            </label>
          );
        })}
      </div>
      {score.errors?.length ? (
        <p id={score.errorId} className="field-error" role="alert">
          {score.errors[0]}
        </p>
      ) : null}
    </fieldset>
  );
}
