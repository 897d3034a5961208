// /account/register/ — SPEC §3 Register (type, names, e-mail, phone, company details, password).
// The answer is the same for new and known addresses: always on to 'check your mail'.
import { shopArgs } from '~/lib/context';
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { MetaFunction } from 'react-router';
import { Form, Link, useActionData } from 'react-router';
import { AccountPage, accountMeta } from '~/components/account/account-page';
import { CompanyFields, CustomerTypeChoice, ErrorAlert, formKey, PASSWORD_HINT, SubmitButton, valueReader } from '~/components/account/form-bits';
import { Field } from '~/components/ui/field';
import { apiFormError, formError, getSession, guestAuth, type FormError } from '~/lib/account.server';
import { RegisterSchema } from '~/lib/schemas/customer';
import { parseForm, readForm } from '~/lib/schemas/form';
import { getVisitor, sessionStorage } from '~/lib/session.server';
import { customerApi } from '~/models/customer.server';
import { CsrfField } from '~/components/ui/csrf-field';

export const meta: MetaFunction = () => accountMeta('Account aanmaken');

const GENERIC = 'Oeps, er ging iets mis. Probeer het nog een keer.';

export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = shopArgs(args);
  if ((await getVisitor(request, context)).loggedIn) throw redirect('/account/');
  return null;
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = shopArgs(args);
  const form = await readForm(request);
  const parsed = parseForm(RegisterSchema, form);
  if (!parsed.ok) {
    return formError(400, { error: 'Controleer de gemarkeerde velden.', errors: parsed.errors, values: parsed.values });
  }
  try {
    const { message } = await customerApi.register(context.commerce, guestAuth(context), parsed.data);
    const session = await getSession(request, context);
    session.flash('notice', message);
    return redirect('/account/thankyou/', { status: 303, headers: { 'Set-Cookie': await sessionStorage(context).commitSession(session) } });
  } catch (error) {
    return apiFormError(error, parsed.values, GENERIC);
  }
}

export default function RegisterPage() {
  const result = useActionData<typeof action>() as FormError | undefined;
  const errors = result?.errors ?? {};
  const value = valueReader(result?.values, null);
  return (
    <AccountPage title="Account aanmaken" className="account-narrow" intro="Maak een account aan om je bestellingen en facturen te bekijken en sneller te bestellen.">
      <ErrorAlert message={result?.error} />
      <Form method="post" className="account-form register-form" noValidate key={formKey(result)}>
        <CsrfField />
        <CustomerTypeChoice value={value('type', 'private')} error={errors.type} />
        <div className="field-row">
          <Field label="Voornaam" name="first_name" autoComplete="given-name" required maxLength={255} defaultValue={value('first_name')} error={errors.first_name} />
          <Field label="Achternaam" name="last_name" autoComplete="family-name" required maxLength={255} defaultValue={value('last_name')} error={errors.last_name} />
        </div>
        <Field label="E-mailadres" name="email" type="email" autoComplete="email" required maxLength={255} defaultValue={value('email')} error={errors.email} />
        <Field label="Telefoonnummer (optioneel)" name="phone" type="tel" autoComplete="tel" maxLength={20} defaultValue={value('phone')} error={errors.phone} />
        <CompanyFields value={value} errors={errors} />
        <Field label="Wachtwoord" name="password" type="password" autoComplete="new-password" required maxLength={128} hint={PASSWORD_HINT} error={errors.password} />
        <SubmitButton busyText="Account wordt aangemaakt…">Account aanmaken</SubmitButton>
      </Form>
      <p className="form-links">
        Heb je al een account? <Link to="/account/login/">Inloggen</Link>
      </p>
    </AccountPage>
  );
}
