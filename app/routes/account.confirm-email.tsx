// /account/confirm-email/?token=… confirms a new account's address (and logs the customer in);
// ?newsletter=… confirms a newsletter subscription (double opt-in); ?change=… confirms a new e-mail
// address of an account; ?login=… logs in with the one-time link mailed after too many failed logins.
// The link opens a page with a button, so mail scanners that fetch links do not act on the shopper's behalf.
// The account confirmation also asks the account's password (docs/decisions/0046): only whoever chose it confirms
// the account, so an account made by someone else with your address is never handed to you (or them).
// The new e-mail address of an account likewise (attack review 2026-11-27, H3): link and password.
import { redirect } from 'react-router';
import { useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { Form, Link, useLocation } from 'react-router';
import { AccountPage, accountMeta } from '~/components/account/account-page';
import { SubmitButton } from '~/components/account/form-bits';
import { FormAlert, FormField, formInstanceKey } from '~/components/ui/form-field';
import { getSession, guestAuth, redirectWithNotice, startStorefrontSession } from '~/lib/account.server';
import { parseSubmission, readFormBody, replyWithApiError, replyWithErrors } from '~/lib/form-submission.server';
import { ConfirmLinkSchema, LINK_TOKEN, type LinkKind } from '#contract/forms/customer';
import { MESSAGES } from '#contract/forms/fields';
import { customerApi } from '~/models/customer.server';
import { CsrfField } from '~/components/ui/csrf-field';
import { pageUrl } from '~/lib/page-url';
import type { Route } from './+types/account.confirm-email';
import { shopContext } from '~/lib/context';
import { perFieldChecks } from '~/lib/form-timing';
import { formProps } from '~/components/ui/form-field';

export const meta: Route.MetaFunction = () => accountMeta('E-mailadres bevestigen');

/** The kinds of link, by their query parameter (`token` is the account confirmation). */
const KINDS = { newsletter: 'newsletter', change: 'email-change', login: 'login' } as const;
type Kind = LinkKind;

const PAGE: Record<Kind, { title: string; text: string; button: string }> = {
  account: {
    title: 'E-mailadres bevestigen',
    text: 'Vul het wachtwoord in dat je bij het aanmaken van je account koos, en bevestig je e-mailadres om je account te activeren.',
    button: 'E-mailadres bevestigen',
  },
  newsletter: {
    title: 'Aanmelding nieuwsbrief bevestigen',
    text: 'Klik op de knop om je aanmelding voor de nieuwsbrief te bevestigen.',
    button: 'Aanmelding bevestigen',
  },
  'email-change': {
    title: 'Nieuw e-mailadres bevestigen',
    text: 'Vul het wachtwoord van je account in en klik op de knop om dit e-mailadres voortaan voor je account te gebruiken.',
    button: 'Nieuw e-mailadres bevestigen',
  },
  login: { title: 'Inloggen met je inloglink', text: 'Klik op de knop om in te loggen. De link werkt één keer.', button: 'Inloggen' },
};

export function loader({ request }: Route.LoaderArgs) {
  const params = pageUrl(request).searchParams;
  for (const [param, kind] of Object.entries(KINDS)) {
    const value = params.get(param);
    if (value) return { kind: kind as Kind, token: LINK_TOKEN.test(value) ? value : null };
  }
  const token = params.get('token') ?? '';
  return { kind: 'account' as Kind, token: LINK_TOKEN.test(token) ? token : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const form = await readFormBody(request);
  const submission = parseSubmission(form, ConfirmLinkSchema);
  if (submission.status !== 'success') return replyWithErrors(submission, { status: 400, formErrors: [MESSAGES.token] });
  const { token, kind, password } = submission.value;
  try {
    if (kind === 'newsletter') {
      await customerApi.confirmSubscription(shop.commerce, guestAuth(shop), token);
      return redirect('/?newsletter=succes', 303);
    }
    if (kind === 'email-change') {
      // The link may be opened on another device than the one logged in: the notice shows either way.
      // This device's session is sent along so it stays; every other session of the account ends.
      const session = await getSession(request, shop);
      const current = session.get('customerToken');
      const auth = { ...guestAuth(shop), ...(typeof current === 'string' && current ? { token: current } : {}) };
      const { message } = await customerApi.confirmEmailChange(shop.commerce, auth, token, password ?? '');
      return redirectWithNotice(shop, session, session.get('customerToken') ? '/account/information/' : '/account/login/', message);
    }
    if (kind === 'login') {
      const session = await customerApi.loginWithLink(shop.commerce, guestAuth(shop), token);
      return await startStorefrontSession(request, shop, session, '/account/');
    }
    const session = await customerApi.confirmEmail(shop.commerce, guestAuth(shop), token, password ?? '');
    return await startStorefrontSession(request, shop, session, '/account/', 'Je e-mailadres is bevestigd. Welkom bij Slaapzaak!');
  } catch (error) {
    return replyWithApiError(error, submission, 'Oeps, er ging iets mis. Probeer het nog een keer.');
  }
}

export default function ConfirmEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, token } = loaderData;
  const answer = actionData;
  const location = useLocation();
  const { title, text } = PAGE[kind];
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
      <ConfirmForm key={formInstanceKey(location.key, answer)} kind={kind} token={token} text={text} lastResult={answer?.result} />
    </AccountPage>
  );
}

function ConfirmForm({
  kind,
  token,
  text,
  lastResult,
}: {
  kind: Kind;
  token: string;
  text: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useForm({
    ...perFieldChecks,
    id: 'confirm-link',
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ConfirmLinkSchema }),
  });
  // A used or expired link: the API names the token; the page says what to do.
  const brokenLink = Boolean(fields.token.errors?.length) || Boolean(form.errors?.includes(MESSAGES.token));
  return (
    <>
      <FormAlert form={form} message={brokenLink ? MESSAGES.token : null} />
      <p>{text}</p>
      <Form method="post" className="account-form" {...formProps(form)}>
        <CsrfField />
        <input type="hidden" name={fields.token.name} value={token} />
        <input type="hidden" name={fields.kind.name} value={kind} />
        {(kind === 'account' || kind === 'email-change') && (
          <FormField meta={fields.password} label="Wachtwoord" type="password" autoComplete="current-password" required />
        )}
        <SubmitButton busyText="Bezig met bevestigen…">{PAGE[kind].button}</SubmitButton>
      </Form>
      {kind === 'account' && (
        <p className="form-links">
          Heb je dit account niet zelf aangemaakt, of weet je het wachtwoord niet meer?{' '}
          <Link to="/account/forgot-password/">Stel een nieuw wachtwoord in</Link>.
        </p>
      )}
      {kind === 'email-change' && (
        <p className="form-links">
          Heb je deze wijziging niet zelf aangevraagd? Dan hoef je niets te doen: zonder het wachtwoord van het account wordt er niets
          gewijzigd.
        </p>
      )}
    </>
  );
}
