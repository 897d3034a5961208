import { Form, useNavigation } from 'react-router';
import type { FormError } from '~/lib/account.server';
import { CONTACT_MESSAGES } from '~/lib/schemas/contact';
import { Field } from '../ui/field';
import { CsrfField } from '~/components/ui/csrf-field';

/** The customer service contact form (SPEC §2 contact block: #contactformulier). A plain POST. */
export function ContactForm({ result, sent }: { result?: FormError; sent: boolean }) {
  const busy = useNavigation().state === 'submitting';
  if (sent) {
    return (
      <p className="alert alert-success" role="status">
        {CONTACT_MESSAGES.sent}
      </p>
    );
  }
  const value = (name: string) => result?.values[name] ?? '';
  return (
    <Form method="post" className="contact-form account-form" noValidate aria-label="Contactformulier">
      <CsrfField />
      {result?.error ? (
        <p className="alert alert-danger" role="alert">
          {result.error}
        </p>
      ) : null}
      <Field label="Naam" name="name" autoComplete="name" required maxLength={255} defaultValue={value('name')} error={result?.errors.name} />
      <Field label="E-mailadres" name="email" type="email" autoComplete="email" required maxLength={255} defaultValue={value('email')} error={result?.errors.email} />
      <Field label="Ordernummer (als je al besteld hebt)" name="order_number" maxLength={20} placeholder="DKBD1234567" defaultValue={value('order_number')} error={result?.errors.order_number} />
      <Field label="Je vraag" name="message" error={result?.errors.message}>
        <textarea
          id="field-message"
          name="message"
          rows={6}
          required
          maxLength={2000}
          defaultValue={value('message')}
          aria-invalid={result?.errors.message ? true : undefined}
          aria-describedby={result?.errors.message ? 'field-message-error' : undefined}
        />
      </Field>
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? 'Bezig met versturen…' : 'Versturen'}
      </button>
    </Form>
  );
}
