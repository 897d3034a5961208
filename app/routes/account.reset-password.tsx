// /account/reset-password/?token=… — a new password with the link from the mail (30 minutes, once).
import { useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { Form, Link, useLocation } from 'react-router';
import { AccountPage, accountMeta } from '~/components/account/account-page';
import { SubmitButton } from '~/components/account/form-bits';
import { FormAlert, formInstanceKey } from '~/components/ui/form-field';
import { getSession, guestAuth, redirectWithNotice } from '~/lib/account.server';
import { parseSubmission, readFormBody, replyWithApiError, replyWithErrors } from '~/lib/form-submission.server';
import { ResetPasswordSchema } from '#contract/forms/customer';
import { MESSAGES } from '#contract/forms/fields';
import { customerApi } from '~/models/customer.server';
import { CsrfField } from '~/components/ui/csrf-field';
import { NewPasswordFields } from '~/components/account/new-password-fields';
import { pageUrl } from '~/lib/page-url';
import type { Route } from './+types/account.reset-password';
import { shopContext } from '~/lib/context';
import { perFieldChecks } from '~/lib/form-timing';
import { formProps } from '~/components/ui/form-field';

export const meta: Route.MetaFunction = () => accountMeta('Nieuw wachtwoord instellen');

export function loader({ request }: Route.LoaderArgs) {
  const token = pageUrl(request).searchParams.get('token') ?? '';
  return { token: /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const form = await readFormBody(request);
  const submission = parseSubmission(form, ResetPasswordSchema);
  if (submission.status !== 'success') {
    // A broken token is the link's fault, not a field the shopper can fix: it goes in the alert.
    const brokenLink = Boolean(submission.error?.token);
    return replyWithErrors(submission, { status: 400, formErrors: brokenLink ? [MESSAGES.token] : [] });
  }
  try {
    const { message } = await customerApi.resetPassword(shop.commerce, guestAuth(shop), submission.value);
    // Every session ended with the reset, this browser's too: log in again with the new password.
    const session = await getSession(request, shop);
    session.unset('customerToken');
    session.unset('firstName');
    return redirectWithNotice(shop, session, '/account/login/', message);
  } catch (error) {
    return replyWithApiError(error, submission, 'Oeps, er ging iets mis. Probeer het nog een keer.');
  }
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { token } = loaderData;
  const answer = actionData;
  const location = useLocation();
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
      <ResetPasswordForm key={formInstanceKey(location.key, answer)} token={token} lastResult={answer?.result} />
    </AccountPage>
  );
}

function ResetPasswordForm({ token, lastResult }: { token: string; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    ...perFieldChecks,
    id: 'reset-password',
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ResetPasswordSchema }),
  });
  // The API's answer to a used or expired link names the token; so does a tampered one.
  const brokenLink = Boolean(fields.token.errors?.length) || Boolean(form.errors?.includes(MESSAGES.token));
  return (
    <>
      <FormAlert form={form} message={brokenLink ? MESSAGES.token : null} />
      {brokenLink ? (
        <p className="form-links">
          <Link to="/account/forgot-password/">Nieuwe link aanvragen</Link>
        </p>
      ) : null}
      <Form method="post" className="account-form" {...formProps(form)}>
        <CsrfField />
        <input type="hidden" name={fields.token.name} value={token} />
        <NewPasswordFields password={fields.password} confirmation={fields.password_confirmation} />
        <SubmitButton busyText="Bezig met opslaan…">Wachtwoord opslaan</SubmitButton>
      </Form>
    </>
  );
}
