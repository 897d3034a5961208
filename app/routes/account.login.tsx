// /account/login/ — docs/requirements/accounts.md#data Login (username, password), #states Auth, #validation per-field validation, #errors login failure.
// One schema (LoginSchema) checks the form in the browser (each field when it is left, again while
// it is fixed) and on the server (the only check without JavaScript).
import { useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { data, redirect } from 'react-router';
import { Form, Link, useLocation } from 'react-router';
import { AccountPage, accountMeta } from '~/components/account/account-page';
import { NoticeAlert, SubmitButton } from '~/components/account/form-bits';
import { FormAlert, FormField, formInstanceKey } from '~/components/ui/form-field';
import { GENERIC_LOGIN_ERROR, guestAuth, startStorefrontSession, takeNotice } from '~/lib/account.server';
import { parseSubmission, readFormBody, replyWithApiError, replyWithErrors } from '~/lib/form-submission.server';
import { safeRedirectPath } from '~/lib/routing';
import { LoginSchema } from '#contract/forms/customer';
import { getVisitor } from '~/lib/session.server';
import { customerApi } from '~/models/customer.server';
import { CsrfField } from '~/components/ui/csrf-field';
import { pageUrl } from '~/lib/page-url';
import type { Route } from './+types/account.login';
import { shopContext } from '~/lib/context';
import { perFieldChecks } from '~/lib/form-timing';
import { formProps } from '~/components/ui/form-field';

export const meta: Route.MetaFunction = () => accountMeta('Inloggen');

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const url = pageUrl(request);
  const redirectTo = safeRedirectPath(url.searchParams.get('redirectTo'), '/account/');
  if ((await getVisitor(request, shop)).loggedIn) throw redirect(redirectTo);
  const { notice, headers } = await takeNotice(request, shop);
  return data({ redirectTo, notice }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const form = await readFormBody(request);
  const redirectTo = safeRedirectPath(form.get('redirectTo'), '/account/');
  const submission = parseSubmission(form, LoginSchema);
  if (submission.status !== 'success') return replyWithErrors(submission, { status: 400 });
  try {
    const session = await customerApi.login(shop.commerce, guestAuth(shop), submission.value);
    return await startStorefrontSession(request, shop, session, redirectTo);
  } catch (error) {
    return replyWithApiError(error, submission, GENERIC_LOGIN_ERROR);
  }
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, notice } = loaderData;
  const answer = actionData;
  const location = useLocation();
  const withRedirect = redirectTo !== '/account/' ? `?redirectTo=${encodeURIComponent(redirectTo)}` : '';
  return (
    <AccountPage title="Inloggen" className="account-narrow">
      <NoticeAlert message={notice} autoHide={false} />
      <LoginForm key={formInstanceKey(location.key, answer)} lastResult={answer?.result} redirectTo={redirectTo} />
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

function LoginForm({ lastResult, redirectTo }: { lastResult?: SubmissionResult<string[]>; redirectTo: string }) {
  const [form, fields] = useForm({
    ...perFieldChecks,
    id: 'login',
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
  });
  return (
    <>
      <FormAlert form={form} />
      <Form method="post" className="account-form" {...formProps(form)}>
        <CsrfField />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormField meta={fields.username} label="E-mailadres" type="email" autoComplete="username" required maxLength={255} />
        <FormField meta={fields.password} label="Wachtwoord" type="password" autoComplete="current-password" required />
        <p className="form-links">
          <Link to="/account/forgot-password/">Wachtwoord vergeten?</Link>
        </p>
        <SubmitButton busyText="Bezig met inloggen…">Inloggen</SubmitButton>
      </Form>
    </>
  );
}
