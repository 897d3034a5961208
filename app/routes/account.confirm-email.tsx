// /account/confirm-email/?token=… confirms a new account's address (and logs the customer in);
// ?newsletter=… confirms a newsletter subscription (double opt-in); ?change=… confirms a new e-mail
// address of an account; ?login=… logs in with the one-time link mailed after too many failed logins.
// The link opens a page with a button, so mail scanners that fetch links do not act on the shopper's behalf.
import { shopArgs } from '~/lib/context';
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { MetaFunction } from 'react-router';
import { Form, Link, useActionData, useLoaderData } from 'react-router';
import { AccountPage, accountMeta } from '~/components/account/account-page';
import { ErrorAlert, SubmitButton } from '~/components/account/form-bits';
import { apiFormError, formError, getSession, guestAuth, redirectWithNotice, startStorefrontSession, type FormError } from '~/lib/account.server';
import { MESSAGES } from '~/lib/schemas/fields';
import { readForm } from '~/lib/schemas/form';
import { customerApi } from '~/models/customer.server';
import { CsrfField } from '~/components/ui/csrf-field';

export const meta: MetaFunction = () => accountMeta('E-mailadres bevestigen');

const TOKEN = /^[A-Za-z0-9_.-]{20,200}$/;

/** The kinds of link, by their query parameter (`token` is the account confirmation). */
const KINDS = { newsletter: 'newsletter', change: 'email-change', login: 'login' } as const;
type Kind = (typeof KINDS)[keyof typeof KINDS] | 'account';

const PAGE: Record<Kind, { title: string; text: string; button: string }> = {
  account: { title: 'E-mailadres bevestigen', text: 'Klik op de knop om je e-mailadres te bevestigen en je account te activeren.', button: 'E-mailadres bevestigen' },
  newsletter: { title: 'Aanmelding nieuwsbrief bevestigen', text: 'Klik op de knop om je aanmelding voor de nieuwsbrief te bevestigen.', button: 'Aanmelding bevestigen' },
  'email-change': { title: 'Nieuw e-mailadres bevestigen', text: 'Klik op de knop om dit e-mailadres voortaan voor je account te gebruiken.', button: 'Nieuw e-mailadres bevestigen' },
  login: { title: 'Inloggen met je inloglink', text: 'Klik op de knop om in te loggen. De link werkt één keer.', button: 'Inloggen' },
};

export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  for (const [param, kind] of Object.entries(KINDS)) {
    const value = params.get(param);
    if (value) return { kind: kind as Kind, token: TOKEN.test(value) ? value : null };
  }
  const token = params.get('token') ?? '';
  return { kind: 'account' as Kind, token: TOKEN.test(token) ? token : null };
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = shopArgs(args);
  const form = await readForm(request);
  const token = String(form.get('token') ?? '');
  const posted = form.get('kind');
  const kind: Kind = (Object.values(KINDS) as string[]).includes(String(posted)) ? (posted as Kind) : 'account';
  if (!TOKEN.test(token)) return formError(400, { error: MESSAGES.token, errors: { token: MESSAGES.token }, values: {} });
  try {
    if (kind === 'newsletter') {
      await customerApi.confirmSubscription(context.commerce, guestAuth(context), token);
      return redirect('/?newsletter=succes', 303);
    }
    if (kind === 'email-change') {
      const { message } = await customerApi.confirmEmailChange(context.commerce, guestAuth(context), token);
      // The link may be opened on another device than the one logged in: the notice shows either way.
      const session = await getSession(request, context);
      return redirectWithNotice(context, session, session.get('customerToken') ? '/account/information/' : '/account/login/', message);
    }
    if (kind === 'login') {
      const session = await customerApi.loginWithLink(context.commerce, guestAuth(context), token);
      return await startStorefrontSession(request, context, session, '/account/');
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
  const { title, text, button } = PAGE[kind];
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
      <p>{text}</p>
      <Form method="post" className="account-form">
        <CsrfField />
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="kind" value={kind} />
        <SubmitButton busyText="Bezig met bevestigen…">{button}</SubmitButton>
      </Form>
    </AccountPage>
  );
}
