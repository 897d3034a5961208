// /account/reset-password/?token=… — a new password with the link from the mail (30 minutes, once).
import { shopArgs } from '~/lib/context';
import { type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { MetaFunction } from 'react-router';
import { Form, Link, useActionData, useLoaderData } from 'react-router';
import { AccountPage, accountMeta } from '~/components/account/account-page';
import { ErrorAlert, formKey, PASSWORD_HINT, SubmitButton } from '~/components/account/form-bits';
import { Field } from '~/components/ui/field';
import { apiFormError, formError, getSession, guestAuth, redirectWithNotice, type FormError } from '~/lib/account.server';
import { ResetPasswordSchema } from '~/lib/schemas/customer';
import { MESSAGES } from '~/lib/schemas/fields';
import { parseForm, readForm } from '~/lib/schemas/form';
import { customerApi } from '~/models/customer.server';
import { CsrfField } from '~/components/ui/csrf-field';

export const meta: MetaFunction = () => accountMeta('Nieuw wachtwoord instellen');

export function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return { token: /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : null };
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = shopArgs(args);
  const form = await readForm(request);
  const parsed = parseForm(ResetPasswordSchema, form);
  if (!parsed.ok) {
    const error = parsed.errors.token ? MESSAGES.token : null;
    return formError(400, { error, errors: parsed.errors, values: parsed.values });
  }
  try {
    const { message } = await customerApi.resetPassword(context.commerce, guestAuth(context), parsed.data);
    // Every session ended with the reset, this browser's too: log in again with the new password.
    const session = await getSession(request, context);
    session.unset('customerToken');
    session.unset('firstName');
    return redirectWithNotice(context, session, '/account/login/', message);
  } catch (error) {
    return apiFormError(error, parsed.values, 'Oeps, er ging iets mis. Probeer het nog een keer.');
  }
}

export default function ResetPasswordPage() {
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as FormError | undefined;
  const errors = result?.errors ?? {};
  if (!token) {
    return (
      <AccountPage title="Nieuw wachtwoord instellen" className="account-narrow">
        <p className="alert alert-danger" role="alert">
          {MESSAGES.token}
        </p>
        <Link to="/account/forgot-password/" className="button button-primary">
          Nieuwe link aanvragen
        </Link>
      </AccountPage>
    );
  }
  return (
    <AccountPage title="Nieuw wachtwoord instellen" className="account-narrow">
      <ErrorAlert message={errors.token ? MESSAGES.token : result?.error} />
      {errors.token ? (
        <p className="form-links">
          <Link to="/account/forgot-password/">Nieuwe link aanvragen</Link>
        </p>
      ) : null}
      <Form method="post" className="account-form" noValidate key={formKey(result)}>
        <CsrfField />
        <input type="hidden" name="token" value={token} />
        <Field label="Nieuw wachtwoord" name="password" type="password" autoComplete="new-password" required maxLength={128} hint={PASSWORD_HINT} error={errors.password} />
        <Field label="Herhaal nieuw wachtwoord" name="password_confirmation" type="password" autoComplete="new-password" required maxLength={128} error={errors.password_confirmation} />
        <SubmitButton busyText="Bezig met opslaan…">Wachtwoord opslaan</SubmitButton>
      </Form>
    </AccountPage>
  );
}
