import { useActionData, useFetcher } from 'react-router';
import { useState, type FormEvent } from 'react';
import type { ReviewActionData } from '~/routes/product.server';

const SCORES = [1, 2, 3, 4, 5] as const;

/**
 * SPEC §2/§4/§5 review form. A plain POST to the product page without JavaScript; with it a fetcher
 * post that first checks the fields in the browser. The server's message replaces the form on
 * success; a failure shows the danger alert 'Er ging iets mis'. Typed values are kept on errors.
 */
export function ReviewForm({ productTitle }: { productTitle: string }) {
  const fetcher = useFetcher<ReviewActionData>();
  const actionData = useActionData<ReviewActionData>();
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const result = fetcher.data ?? (actionData?.intent === 'review' ? actionData : undefined);
  const posting = fetcher.state !== 'idle';

  if (result?.ok) {
    return (
      <div className="review-form review-posted" role="status">
        <p>{result.message}</p>
      </div>
    );
  }
  const failure = result && !result.ok ? result : null;
  const errors = clientErrors ?? failure?.errors ?? {};
  const values = failure?.values ?? {};

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // SPEC §5: submitted only when valid. The checks load on first use (out of the first load).
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries([...new FormData(form).entries()].map(([k, v]) => [k, String(v)]));
    void import('~/lib/review-check').then(({ checkReview }) => {
      const found = checkReview(values);
      const names = Object.keys(found);
      setClientErrors(names.length ? found : null);
      if (names.length) form.querySelector<HTMLElement>(`[name="${names[0]}"]`)?.focus();
      else fetcher.submit(form);
    });
  };

  const field = (name: string) => ({
    name,
    id: `review-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `review-${name}-error` : undefined,
    defaultValue: values[name],
  });
  const error = (name: string) =>
    errors[name] ? (
      <p id={`review-${name}-error`} className="field-error">
        {errors[name]}
      </p>
    ) : null;

  return (
    <fetcher.Form method="post" className="review-form" id="beoordeling-schrijven" noValidate onSubmit={onSubmit} preventScrollReset>
      <h3>Schrijf een beoordeling over {productTitle}</h3>
      {failure?.alert ? (
        <div className="alert alert-danger" role="alert">
          {failure.alert}
        </div>
      ) : null}
      <input type="hidden" name="intent" value="review" />
      <div className="field">
        <label htmlFor="review-display_name">Voornaam</label>
        <input {...field('display_name')} type="text" placeholder="Voornaam" autoComplete="given-name" maxLength={60} required />
        {error('display_name')}
      </div>
      <div className="field">
        <label htmlFor="review-email">E-mail</label>
        <input {...field('email')} type="email" placeholder="E-mail" autoComplete="email" maxLength={255} required />
        {error('email')}
      </div>
      <div className="field">
        <label htmlFor="review-review_title">Titel</label>
        <input {...field('review_title')} type="text" placeholder="Titel" maxLength={120} required />
        {error('review_title')}
      </div>
      <fieldset className="field star-input" aria-describedby={errors.review_score ? 'review-review_score-error' : undefined}>
        <legend>Score</legend>
        <div className="star-input-options">
          {SCORES.map((score) => (
            <label key={score}>
              <input type="radio" name="review_score" value={score} defaultChecked={values.review_score === String(score)} required />
              <span className="star-input-star" aria-hidden="true">
                ★
              </span>
              <span className="visually-hidden">
                {score} {score === 1 ? 'ster' : 'sterren'}
              </span>
            </label>
          ))}
        </div>
        {error('review_score')}
      </fieldset>
      <div className="field">
        <label htmlFor="review-review_content">Beoordeling</label>
        <textarea {...field('review_content')} rows={4} placeholder="Beoordeling" maxLength={2000} required />
        {error('review_content')}
      </div>
      <button type="submit" className="button button-primary" disabled={posting}>
        {posting ? 'Aan het plaatsen...' : 'Plaatsen'}
      </button>
    </fetcher.Form>
  );
}
