// /account/login/ — SPEC §3 Login (username, password), §4 Auth, §8 login failure.
import { shopArgs } from '~/lib/context';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { MetaFunction } from 'react-router';
import { Form, Link, useActionData, useLoaderData } from 'react-router';
import { AccountPage, accountMeta } from '~/components/account/account-page';
import { ErrorAlert, formKey, NoticeAlert, SubmitButton } from '~/components/account/form-bits';
import { Field } from '~/components/ui/field';
import { apiFormError, formError, GENERIC_LOGIN_ERROR, guestAuth, startStorefrontSession, takeNotice, type FormError } from '~/lib/account.server';
import { safeRedirectPath } from '~/lib/routing';
import { LoginSchema } from '~/lib/schemas/customer';
import { parseForm, readForm } from '~/lib/schemas/form';
import { getVisitor } from '~/lib/session.server';
import { customerApi } from '~/models/customer.server';
import { CsrfField } from '~/components/ui/csrf-field';

export const meta: MetaFunction = () => accountMeta('Inloggen');

export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = shopArgs(args);
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get('redirectTo'), '/account/');
  if ((await getVisitor(request, context)).loggedIn) throw redirect(redirectTo);
  const { notice, headers } = await takeNotice(request, context);
  return data({ redirectTo, notice }, { headers });
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = shopArgs(args);
  const form = await readForm(request);
  const redirectTo = safeRedirectPath(form.get('redirectTo'), '/account/');
  const parsed = parseForm(LoginSchema, form);
  if (!parsed.ok) return formError(400, { error: null, errors: parsed.errors, values: parsed.values });
  try {
    const session = await customerApi.login(context.commerce, guestAuth(context), parsed.data);
    return await startStorefrontSession(request, context, session, redirectTo);
  } catch (error) {
    return apiFormError(error, parsed.values, GENERIC_LOGIN_ERROR);
  }
}

export default function LoginPage() {
  const { redirectTo, notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as FormError | undefined;
  const errors = result?.errors ?? {};
  const withRedirect = redirectTo !== '/account/' ? `?redirectTo=${encodeURIComponent(redirectTo)}` : '';
  return (
    <AccountPage title="Inloggen" className="account-narrow">
      <NoticeAlert message={notice} autoHide={false} />
      <ErrorAlert message={result?.error} />
      <Form method="post" className="account-form" noValidate key={formKey(result)}>
        <CsrfField />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field label="E-mailadres" name="username" type="email" autoComplete="username" required maxLength={255} defaultValue={result?.values.username ?? ''} error={errors.username} />
        <Field label="Wachtwoord" name="password" type="password" autoComplete="current-password" required error={errors.password} />
        <p className="form-links">
          <Link to="/account/forgot-password/">Wachtwoord vergeten?</Link>
        </p>
        <SubmitButton busyText="Bezig met inloggen…">Inloggen</SubmitButton>
      </Form>
      <section className="account-aside">
        <h2>Nieuw bij Slaapzaak?</h2>
        <p>Met een account zie je je bestellingen en facturen, en bestel je de volgende keer sneller.</p>
        <Link to={`/account/register/${withRedirect}`} className="button button-secondary">
          Account aanmaken
        </Link>
      </section>
    </AccountPage>
  );
}
