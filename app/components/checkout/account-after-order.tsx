// The thank-you page's offer of an account after a guest order: one password, a plain POST form
// (Conform checks it in the browser as well, with the same schema as the server).
import { useForm, type SubmissionResult } from '@conform-to/react';
import { perFieldChecks } from '~/lib/form-timing';
import { parseWithZod } from '@conform-to/zod';
import { Form, useLocation } from 'react-router';
import { PASSWORD_HINT, SubmitButton } from '~/components/account/form-bits';
import { CsrfField } from '~/components/ui/csrf-field';
import { FormAlert, formInstanceKey, formProps, FormField } from '~/components/ui/form-field';
import { HoneypotField } from '~/components/ui/honeypot-field';
import { CheckoutAccountSchema } from '#contract/forms/customer';

const CHECK_FIELDS = 'Controleer de gemarkeerde velden.';

/** What the thank-you page offers (routes/checkout-account.server.ts decides). */
export type AccountOffer = { state: 'offer' } | { state: 'requested'; notice: string } | { state: 'none' };

export function AccountAfterOrder({
  offer,
  email,
  answer,
}: {
  offer: AccountOffer;
  email: string;
  answer?: { result: SubmissionResult<string[]> };
}) {
  const location = useLocation();
  if (offer.state === 'none') return null;
  if (offer.state === 'requested') {
    // A second submit (another tab, Back) is refused; without JavaScript the page then already shows this state.
    const refused = answer?.result.error?.['']?.[0];
    return (
      <section className="account-after-order" aria-labelledby="account-after-order-title">
        <h3 id="account-after-order-title">Je account is aangevraagd</h3>
        {refused ? (
          <p className="alert alert-danger" role="alert">
            {refused}
          </p>
        ) : null}
        <p className="alert alert-success" role="status">
          {offer.notice}
        </p>
      </section>
    );
  }
  return (
    <section className="account-after-order" aria-labelledby="account-after-order-title">
      <h3 id="account-after-order-title">Maak meteen een account aan</h3>
      <p>
        Volg je bestelling, bekijk je facturen en bestel de volgende keer sneller. Kies alleen een wachtwoord: je gegevens en je e-mailadres{' '}
        <strong>{email}</strong> hebben we al.
      </p>
      <AccountForm key={formInstanceKey(location.key, answer)} lastResult={answer?.result} />
    </section>
  );
}

function AccountForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    ...perFieldChecks,
    id: 'account-after-order',
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CheckoutAccountSchema }),
  });
  return (
    <>
      <FormAlert form={form} invalid={CHECK_FIELDS} />
      <Form method="post" className="account-form" {...formProps(form)}>
        <CsrfField />
        <HoneypotField />
        <FormField
          meta={fields.password}
          label="Wachtwoord"
          type="password"
          autoComplete="new-password"
          required
          maxLength={255}
          hint={PASSWORD_HINT}
        />
        <FormField
          meta={fields.password_confirmation}
          label="Herhaal wachtwoord"
          type="password"
          autoComplete="new-password"
          required
          maxLength={255}
        />
        <SubmitButton busyText="Account aanmaken…">Account aanmaken</SubmitButton>
      </Form>
    </>
  );
}
