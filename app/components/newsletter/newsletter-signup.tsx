import { useFetcher } from 'react-router';
import { useEffect } from 'react';
import type { NewsletterResult } from '~/lib/newsletter.server';
import { Field } from '../ui/field';
import { useHydrated } from 'remix-utils/use-hydrated';
import { CsrfField } from '~/components/ui/csrf-field';

/**
 * The compact newsletter sign-up (footer, home page, popup). Without JS it is a plain POST to
 * /nieuwsbrief/ (errors shown there, success to /?newsletter=succes); with JS a fetcher answers in place.
 */
export function NewsletterSignup({ idPrefix, onSubscribed, buttonText = 'Inschrijven' }: { idPrefix: string; onSubscribed?: () => void; buttonText?: string }) {
  const fetcher = useFetcher<NewsletterResult>();
  const hydrated = useHydrated();
  const result = fetcher.data;
  const subscribed = result?.ok === true;
  useEffect(() => {
    if (subscribed) onSubscribed?.();
  }, [subscribed, onSubscribed]);
  if (result?.ok) {
    return (
      <p className="alert alert-success" role="status">
        {result.message}
      </p>
    );
  }
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form method="post" action="/nieuwsbrief/" className="newsletter-form" noValidate>
      <CsrfField />
      {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
      {result?.message ? (
        <p className="alert alert-danger" role="alert">
          {result.message}
        </p>
      ) : null}
      <div className="newsletter-row">
        <Field
          label="E-mailadres"
          name="email"
          id={`${idPrefix}-email`}
          type="email"
          autoComplete="email"
          required
          maxLength={255}
          placeholder="jouw@e-mailadres.nl"
          defaultValue={result?.values.email ?? ''}
          error={result?.errors.email}
        />
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? 'Bezig…' : buttonText}
        </button>
      </div>
    </fetcher.Form>
  );
}
