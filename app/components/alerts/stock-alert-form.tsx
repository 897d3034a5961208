import { useActionData, useFetcher } from 'react-router';
import { useId } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import type { StockAlertResult } from '~/lib/stock-alert.server';
import { CsrfField } from '../ui/csrf-field';
import { HoneypotField } from '../ui/honeypot-field';

/**
 * "Mail me als hij er weer is" under a sold-out variant (docs/decisions/0052). A plain POST
 * to the product page without JavaScript (the page shows the answer); with it a fetcher post whose
 * answer, success or failure, stays in this form. The field is `alert_email` (docs/requirements/catalogue-and-search.md#data, docs/decisions/0052).
 */
export function StockAlertForm({
  variantId,
  variantTitle,
  action,
}: {
  variantId: number;
  variantTitle?: string;
  /** Where to post: the product page itself when absent; the quick view names the product's page. */
  action?: string;
}) {
  const fetcher = useFetcher<StockAlertResult>();
  const actionData = useActionData<StockAlertResult | { intent?: string }>();
  const hydrated = useHydrated();
  const id = useId();
  const fromPage =
    actionData && 'intent' in actionData && actionData.intent === 'stock-alert' ? (actionData as StockAlertResult) : undefined;
  const answer = fetcher.data ?? fromPage;
  if (answer?.ok) {
    return (
      <div className="stock-alert" id={action ? undefined : 'voorraadmelding'}>
        <p className="alert alert-success" role="status">
          {answer.message}
        </p>
      </div>
    );
  }
  const busy = fetcher.state !== 'idle';
  const error = answer?.errors.alert_email;
  return (
    <fetcher.Form method="post" action={action} className="stock-alert" id={action ? undefined : 'voorraadmelding'} preventScrollReset>
      <h2 className="stock-alert-title">Mail me als hij er weer is</h2>
      <p className="stock-alert-text">
        {variantTitle ? `${variantTitle} is uitverkocht.` : 'Dit artikel is uitverkocht.'} Laat je e-mailadres achter: we mailen je één keer
        zodra hij weer op voorraad is.
      </p>
      {answer?.message ? (
        <p className="alert alert-danger" role="alert">
          {answer.message}
        </p>
      ) : null}
      <CsrfField />
      <HoneypotField />
      <input type="hidden" name="intent" value="stock-alert" />
      <input type="hidden" name="variant_id" value={variantId} />
      {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
      <div className="field">
        <label htmlFor={`${id}-email`}>E-mailadres</label>
        <input
          id={`${id}-email`}
          name="alert_email"
          type="email"
          autoComplete="email"
          maxLength={255}
          required
          placeholder="jouw@e-mailadres.nl"
          defaultValue={answer?.values.alert_email}
          key={answer?.values.alert_email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? 'Bezig…' : 'Mail me als hij er weer is'}
      </button>
      <p className="stock-alert-small">Je krijgt eerst een mail om je aanmelding te bevestigen. Afmelden kan met één klik.</p>
    </fetcher.Form>
  );
}
