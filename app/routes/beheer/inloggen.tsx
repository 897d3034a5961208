// /beheer/inloggen/ — staff login: `username` and `password`, then the six-digit code (`otp`).
import { data, redirect, useLocation } from 'react-router';
import { ActionButton, AdminForm, Submit, useAdminForm, type AdminAnswer } from '~/components/admin/forms';
import { FormField, formInstanceKey } from '~/components/ui/form-field';
import { readFormBody } from '~/lib/admin/form.server';
import { backOfficeReturnPath, readStaffSession, staffOf, takeStaffNotice } from '~/lib/admin/staff-session.server';
import { StaffLoginSchema, StaffOtpSchema } from '#contract/forms/admin';
import { loginAction } from './inloggen.server';
import { pageUrl } from '~/lib/page-url';
import type { Route } from './+types/inloggen';
import { shopContext } from '~/lib/context';

export const meta: Route.MetaFunction = () => [{ title: 'Inloggen – Slaapzaak beheer' }, { name: 'robots', content: 'noindex, nofollow' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const url = pageUrl(request);
  const redirectTo = backOfficeReturnPath(url.searchParams.get('redirectTo'));
  const session = await readStaffSession(request, shop);
  if (staffOf(session)) throw redirect(redirectTo);
  const { notice, headers } = await takeStaffNotice(request, shop);
  const expired = url.searchParams.get('reden') === 'verlopen' ? 'Je sessie is verlopen. Log opnieuw in.' : null;
  const ticketEmail = session.get('ticket') ? (session.get('ticketEmail') ?? '') : null;
  return data(
    {
      redirectTo,
      notice: notice ?? expired,
      step: ticketEmail === null ? ('password' as const) : ('otp' as const),
      email: ticketEmail ?? '',
    },
    { headers },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  return loginAction(request, shop, await readFormBody(request));
}

export default function StaffLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, notice, step, email } = loaderData;
  const answer = actionData;
  const location = useLocation();
  const key = formInstanceKey(location.key, answer);
  return (
    <>
      <h1>Inloggen in het beheer</h1>
      {notice ? (
        <p className="alert alert-success" role="status">
          {notice}
        </p>
      ) : null}
      {/* An answer for the password form (the ticket expired) wins over the cookie this request came with. */}
      {step === 'otp' && answer?.form !== 'password' ? (
        <CodeForm key={key} answer={answer} redirectTo={redirectTo} email={email} />
      ) : (
        <PasswordForm key={key} answer={answer} redirectTo={redirectTo} />
      )}
    </>
  );
}

function PasswordForm({ answer, redirectTo }: { answer?: AdminAnswer; redirectTo: string }) {
  const [form, fields] = useAdminForm('password', StaffLoginSchema, answer);
  return (
    <AdminForm form={form} intent="password">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormField meta={fields.username} label="E-mailadres" type="email" autoComplete="username" required maxLength={255} />
      <FormField meta={fields.password} label="Wachtwoord" type="password" autoComplete="current-password" required />
      <Submit>Volgende</Submit>
    </AdminForm>
  );
}

function CodeForm({ answer, redirectTo, email }: { answer?: AdminAnswer; redirectTo: string; email: string }) {
  const [form, fields] = useAdminForm('otp', StaffOtpSchema, answer);
  return (
    <>
      <p>
        Ingelogd als <strong>{email}</strong>. Vul de code van zes cijfers in uit je authenticator-app. Geen telefoon bij de hand? Gebruik
        een van je herstelcodes.
      </p>
      <AdminForm form={form} intent="otp">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormField
          meta={fields.otp}
          label="Code uit je app"
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          maxLength={40}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the second step has this one field, reached by submitting the first: the cursor goes where the code is typed
          autoFocus
        />
        <Submit>Inloggen</Submit>
      </AdminForm>
      <ActionButton intent="restart" fields={{ redirectTo }}>
        Met een ander account inloggen
      </ActionButton>
    </>
  );
}
