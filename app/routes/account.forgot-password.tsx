// /account/forgot-password/ — asks for a reset link. The answer is the same for every address.
import { shopArgs } from '~/lib/context';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { MetaFunction } from 'react-router';
import { Form, Link, useActionData, useLoaderData } from 'react-router';
import { AccountPage, accountMeta } from '~/components/account/account-page';
import { ErrorAlert, formKey, NoticeAlert, SubmitButton } from '~/components/account/form-bits';
import { Field } from '~/components/ui/field';
import { apiFormError, formError, getSession, guestAuth, takeNotice, type FormError } from '~/lib/account.server';
import { ForgotPasswordSchema } from '~/lib/schemas/customer';
import { parseForm, readForm } from '~/lib/schemas/form';
import { sessionStorage } from '~/lib/session.server';
import { customerApi } from '~/models/customer.server';
import { CsrfField } from '~/components/ui/csrf-field';

export const meta: MetaFunction = () => accountMeta('Wachtwoord vergeten');

export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = shopArgs(args);
  const { notice, headers } = await takeNotice(request, context);
  return data({ notice }, { headers });
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = shopArgs(args);
  const form = await readForm(request);
  const parsed = parseForm(ForgotPasswordSchema, form);
  if (!parsed.ok) return formError(400, { error: null, errors: parsed.errors, values: parsed.values });
  try {
    const { message } = await customerApi.forgotPassword(context.commerce, guestAuth(context), parsed.data.email);
    const session = await getSession(request, context);
    session.flash('notice', message);
    return redirect('/account/forgot-password/', { status: 303, headers: { 'Set-Cookie': await sessionStorage(context).commitSession(session) } });
  } catch (error) {
    return apiFormError(error, parsed.values, 'Oeps, er ging iets mis. Probeer het nog een keer.');
  }
}

export default function ForgotPasswordPage() {
  const { notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as FormError | undefined;
  return (
    <AccountPage title="Wachtwoord vergeten" className="account-narrow" intro="Vul je e-mailadres in. Je ontvangt een link waarmee je een nieuw wachtwoord instelt.">
      <NoticeAlert message={notice} autoHide={false} />
      <ErrorAlert message={result?.error} />
      <Form method="post" className="account-form" noValidate key={formKey(result, notice)}>
        <CsrfField />
        <Field label="E-mailadres" name="email" type="email" autoComplete="email" required maxLength={255} defaultValue={result?.values.email ?? ''} error={result?.errors.email} />
        <SubmitButton busyText="Bezig met versturen…">Stuur mij een link</SubmitButton>
      </Form>
      <p className="form-links">
        <Link to="/account/login/">Terug naar inloggen</Link>
      </p>
    </AccountPage>
  );
}
