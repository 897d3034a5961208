// /account/forgot-password/ — asks for a reset link. The answer is the same for every address.
import { useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { data, redirect } from 'react-router';
import { Form, Link, useLocation } from 'react-router';
import { AccountPage, accountMeta } from '~/components/account/account-page';
import { NoticeAlert, SubmitButton } from '~/components/account/form-bits';
import { FormAlert, FormField, formInstanceKey } from '~/components/ui/form-field';
import { getSession, guestAuth, takeNotice } from '~/lib/account.server';
import { parseSubmission, readFormBody, replyWithApiError, replyWithErrors } from '~/lib/form-submission.server';
import { ForgotPasswordSchema } from '#contract/forms/customer';
import { sessionStorage } from '~/lib/session.server';
import { customerApi } from '~/models/customer.server';
import { CsrfField } from '~/components/ui/csrf-field';
import type { Route } from './+types/account.forgot-password';
import { shopContext } from '~/lib/context';
import { perFieldChecks } from '~/lib/form-timing';
import { formProps } from '~/components/ui/form-field';

export const meta: Route.MetaFunction = () => accountMeta('Wachtwoord vergeten');

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const { notice, headers } = await takeNotice(request, shop);
  return data({ notice }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const form = await readFormBody(request);
  const submission = parseSubmission(form, ForgotPasswordSchema);
  if (submission.status !== 'success') return replyWithErrors(submission, { status: 400 });
  try {
    const { message } = await customerApi.forgotPassword(shop.commerce, guestAuth(shop), submission.value.email);
    const session = await getSession(request, shop);
    session.flash('notice', message);
    return redirect('/account/forgot-password/', {
      status: 303,
      headers: { 'Set-Cookie': await sessionStorage(shop).commitSession(session) },
    });
  } catch (error) {
    return replyWithApiError(error, submission, 'Oeps, er ging iets mis. Probeer het nog een keer.');
  }
}

export default function ForgotPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { notice } = loaderData;
  const answer = actionData;
  const location = useLocation();
  return (
    <AccountPage
      title="Wachtwoord vergeten"
      className="account-narrow"
      intro="Vul je e-mailadres in. Je ontvangt een link waarmee je een nieuw wachtwoord instelt."
    >
      <NoticeAlert message={notice} autoHide={false} />
      <ForgotPasswordForm key={formInstanceKey(location.key, answer)} lastResult={answer?.result} />
      <p className="form-links">
        <Link to="/account/login/">Terug naar inloggen</Link>
      </p>
    </AccountPage>
  );
}

function ForgotPasswordForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    ...perFieldChecks,
    id: 'forgot-password',
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ForgotPasswordSchema }),
  });
  return (
    <>
      <FormAlert form={form} />
      <Form method="post" className="account-form" {...formProps(form)}>
        <CsrfField />
        <FormField meta={fields.email} label="E-mailadres" type="email" autoComplete="email" required maxLength={255} />
        <SubmitButton busyText="Bezig met versturen…">Stuur mij een link</SubmitButton>
      </Form>
    </>
  );
}
