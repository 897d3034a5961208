// /account/register/ — docs/requirements/accounts.md#data Register (type, names, e-mail, phone, company details, password).
// The answer is the same for new and known addresses: always on to 'check your mail'.
// One schema (RegisterSchema) checks the form in the browser on submit and on the server.
import { useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { redirect } from 'react-router';
import { Form, Link, useLocation } from 'react-router';
import { AccountPage, accountMeta } from '~/components/account/account-page';
import { CompanyFieldset, CustomerTypeFieldset } from '~/components/account/customer-fields';
import { PASSWORD_HINT, SubmitButton } from '~/components/account/form-bits';
import { FormAlert, FormField, formInstanceKey } from '~/components/ui/form-field';
import { getSession, guestAuth } from '~/lib/account.server';
import { parseSubmission, readFormBody, replyWithApiError, replyWithErrors } from '~/lib/form-submission.server';
import { RegisterSchema } from '#contract/forms/customer';
import { getVisitor, sessionStorage } from '~/lib/session.server';
import { customerApi } from '~/models/customer.server';
import { CsrfField } from '~/components/ui/csrf-field';
import { HoneypotField } from '~/components/ui/honeypot-field';
import { refuseSpam } from '~/lib/honeypot.server';
import type { Route } from './+types/account.register';
import { shopContext } from '~/lib/context';
import { perFieldChecks } from '~/lib/form-timing';
import { formProps } from '~/components/ui/form-field';

export const meta: Route.MetaFunction = () => accountMeta('Account aanmaken');

const GENERIC = 'Oeps, er ging iets mis. Probeer het nog een keer.';
const CHECK_FIELDS = 'Controleer de gemarkeerde velden.';

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  if ((await getVisitor(request, shop)).loggedIn) throw redirect('/account/');
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const form = await readFormBody(request);
  await refuseSpam(form, shop);
  const submission = parseSubmission(form, RegisterSchema);
  if (submission.status !== 'success') return replyWithErrors(submission, { status: 400 });
  try {
    const { message } = await customerApi.register(shop.commerce, guestAuth(shop), submission.value);
    const session = await getSession(request, shop);
    session.flash('notice', message);
    return redirect('/account/thankyou/', { status: 303, headers: { 'Set-Cookie': await sessionStorage(shop).commitSession(session) } });
  } catch (error) {
    return replyWithApiError(error, submission, GENERIC);
  }
}

export default function RegisterPage({ actionData }: Route.ComponentProps) {
  const answer = actionData;
  const location = useLocation();
  return (
    <AccountPage
      title="Account aanmaken"
      className="account-narrow"
      intro="Maak een account aan om je bestellingen en facturen te bekijken en sneller te bestellen."
    >
      <RegisterForm key={formInstanceKey(location.key, answer)} lastResult={answer?.result} />
      <p className="form-links">
        Heb je al een account? <Link to="/account/login/">Inloggen</Link>
      </p>
    </AccountPage>
  );
}

function RegisterForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    ...perFieldChecks,
    id: 'register',
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RegisterSchema }),
  });
  return (
    <>
      <FormAlert form={form} invalid={CHECK_FIELDS} />
      <Form method="post" className="account-form register-form" {...formProps(form)}>
        <CsrfField />
        <HoneypotField />
        <CustomerTypeFieldset meta={fields.type} />
        <div className="field-row">
          <FormField meta={fields.first_name} label="Voornaam" autoComplete="given-name" required maxLength={255} />
          <FormField meta={fields.last_name} label="Achternaam" autoComplete="family-name" required maxLength={255} />
        </div>
        <FormField meta={fields.email} label="E-mailadres" type="email" autoComplete="email" required maxLength={255} />
        <FormField meta={fields.phone} label="Telefoonnummer (optioneel)" type="tel" autoComplete="tel" maxLength={20} />
        <CompanyFieldset company={fields.company} vatNumber={fields.vat_number} cocNumber={fields.coc_number} />
        <FormField
          meta={fields.password}
          label="Wachtwoord"
          type="password"
          autoComplete="new-password"
          required
          maxLength={255}
          hint={PASSWORD_HINT}
        />
        <SubmitButton busyText="Account wordt aangemaakt…">Account aanmaken</SubmitButton>
      </Form>
    </>
  );
}
