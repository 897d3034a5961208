import { useFetcher } from 'react-router';
import { useEffect } from 'react';
import { getFormProps, useForm } from '@conform-to/react';
import { perFieldChecks } from '~/lib/form-timing';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import type { NewsletterResult } from '~/lib/newsletter.server';
import { useHydrated } from 'remix-utils/use-hydrated';
import { NewsletterSchema } from '#contract/forms/customer';
import { ConformField } from '../ui/conform-field';
import { HoneypotField } from '../ui/honeypot-field';
import { CsrfField } from '~/components/ui/csrf-field';

/**
 * The compact newsletter sign-up of the popup (loaded on demand). A fetcher post to /nieuwsbrief/
 * answered in place, checked first in the browser with the server's schema (Conform); without JS
 * it would be a plain POST (errors shown there, success to /?newsletter=succes).
 */
export function NewsletterSignup({
  idPrefix,
  onSubscribed,
  buttonText = 'Inschrijven',
}: {
  idPrefix: string;
  onSubscribed?: () => void;
  buttonText?: string;
}) {
  const fetcher = useFetcher<NewsletterResult>();
  const hydrated = useHydrated();
  const answer = fetcher.data;
  const subscribed = answer?.ok === true;
  const [form, fields] = useForm({
    ...perFieldChecks,
    id: `${idPrefix}-newsletter`,
    lastResult: answer?.result,
    constraint: getZodConstraint(NewsletterSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: NewsletterSchema }),
  });
  useEffect(() => {
    if (subscribed) onSubscribed?.();
  }, [subscribed, onSubscribed]);
  if (answer?.ok) {
    return (
      <p className="alert alert-success" role="status">
        {answer.message}
      </p>
    );
  }
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form method="post" action="/nieuwsbrief/" className="newsletter-form" {...getFormProps(form)}>
      <CsrfField />
      <HoneypotField />
      {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
      {answer?.message ? (
        <p className="alert alert-danger" role="alert">
          {answer.message}
        </p>
      ) : null}
      <div className="newsletter-row">
        <ConformField
          meta={fields.email}
          label="E-mailadres"
          type="email"
          autoComplete="email"
          maxLength={255}
          placeholder="jouw@e-mailadres.nl"
        />
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? 'Bezig…' : buttonText}
        </button>
      </div>
    </fetcher.Form>
  );
}
