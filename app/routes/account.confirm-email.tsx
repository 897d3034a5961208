// /account/confirm-email/?token=… confirms a new account's address (and logs the customer in);
// ?newsletter=… confirms a newsletter subscription (double opt-in). The link opens a page with a
// button, so mail scanners that fetch links do not confirm on the shopper's behalf.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/server-runtime';
import type { MetaFunction } from '@remix-run/react';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { AccountPage, accountMeta } from '~/components/account/account-page';
import { ErrorAlert, SubmitButton } from '~/components/account/form-bits';
import { apiFormError, formError, guestAuth, startStorefrontSession, type FormError } from '~/lib/account.server';
import { MESSAGES } from '~/lib/schemas/fields';
import { readForm } from '~/lib/schemas/form';
import { customerApi } from '~/models/customer.server';
import { CsrfField } from '~/components/ui/csrf-field';

export const meta: MetaFunction = () => accountMeta('E-mailadres bevestigen');

const TOKEN = /^[A-Za-z0-9_.-]{20,200}$/;

export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const newsletter = params.get('newsletter');
  if (newsletter) return { kind: 'newsletter' as const, token: TOKEN.test(newsletter) ? newsletter : null };
  const token = params.get('token') ?? '';
  return { kind: 'account' as const, token: TOKEN.test(token) ? token : null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const token = String(form.get('token') ?? '');
  const kind = form.get('kind') === 'newsletter' ? 'newsletter' : 'account';
  if (!TOKEN.test(token)) return formError(400, { error: MESSAGES.token, errors: { token: MESSAGES.token }, values: {} });
  try {
    if (kind === 'newsletter') {
      await customerApi.confirmSubscription(context.commerce, guestAuth(context), token);
      return redirect('/?newsletter=succes', 303);
    }
    const session = await customerApi.confirmEmail(context.commerce, guestAuth(context), token);
    return await startStorefrontSession(request, context, session, '/account/', 'Je e-mailadres is bevestigd. Welkom bij Slaapzaak!');
  } catch (error) {
    return apiFormError(error, {}, 'Oeps, er ging iets mis. Probeer het nog een keer.');
  }
}

export default function ConfirmEmailPage() {
  const { kind, token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as FormError | undefined;
  const title = kind === 'newsletter' ? 'Aanmelding nieuwsbrief bevestigen' : 'E-mailadres bevestigen';
  if (!token) {
    return (
      <AccountPage title={title} className="account-narrow">
        <p className="alert alert-danger" role="alert">
          {MESSAGES.token}
        </p>
        <p className="form-links">
          <Link to="/account/login/">Inloggen</Link> · <Link to="/account/forgot-password/">Wachtwoord vergeten?</Link>
        </p>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={title} className="account-narrow">
      <ErrorAlert message={result?.errors.token ? MESSAGES.token : result?.error} />
      <p>{kind === 'newsletter' ? 'Klik op de knop om je aanmelding voor de nieuwsbrief te bevestigen.' : 'Klik op de knop om je e-mailadres te bevestigen en je account te activeren.'}</p>
      <Form method="post" className="account-form">
        <CsrfField />
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="kind" value={kind} />
        <SubmitButton busyText="Bezig met bevestigen…">{kind === 'newsletter' ? 'Aanmelding bevestigen' : 'E-mailadres bevestigen'}</SubmitButton>
      </Form>
    </AccountPage>
  );
}
