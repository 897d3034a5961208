import { Form, useNavigation } from 'react-router';
import { getFormProps, useForm } from '@conform-to/react';
import { perFieldChecks } from '~/lib/form-timing';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import type { ContactResult } from '~/lib/contact.server';
import { CONTACT_MESSAGES, ContactSchema } from '#contract/forms/contact';
import { ConformField, ConformTextarea } from '../ui/conform-field';
import { CsrfField } from '~/components/ui/csrf-field';
import { HoneypotField } from '~/components/ui/honeypot-field';

/** The customer service contact form (docs/requirements/content-and-newsletter.md#screens-and-routes contact block: #contactformulier). A plain POST, checked with ContactSchema in the browser too. */
export function ContactForm({ result, sent }: { result?: ContactResult; sent: boolean }) {
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useForm({
    ...perFieldChecks,
    id: 'contact',
    lastResult: result?.result,
    constraint: getZodConstraint(ContactSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ContactSchema }),
  });
  if (sent) {
    return (
      <p className="alert alert-success" role="status">
        {CONTACT_MESSAGES.sent}
      </p>
    );
  }
  return (
    <Form method="post" className="contact-form account-form" {...getFormProps(form)} aria-label="Contactformulier">
      <CsrfField />
      <HoneypotField />
      {result?.error ? (
        <p className="alert alert-danger" role="alert">
          {result.error}
        </p>
      ) : null}
      <ConformField meta={fields.name} label="Naam" autoComplete="name" maxLength={255} required />
      <ConformField meta={fields.email} label="E-mailadres" type="email" autoComplete="email" maxLength={255} required />
      <ConformField meta={fields.order_number} label="Ordernummer (als je al besteld hebt)" maxLength={20} placeholder="DKBD1234567" />
      <ConformTextarea meta={fields.message} label="Je vraag" rows={6} maxLength={2000} required />
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? 'Bezig met versturen…' : 'Versturen'}
      </button>
    </Form>
  );
}
