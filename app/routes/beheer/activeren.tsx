// /beheer/activeren/?token=… — the one-time link of a new staff member (QR code of the TOTP secret,
// a password, the first code; answered once with ten recovery codes) or of a password reset (a new
// password and a code from the app the member already has).
import { data, Link, useLocation } from 'react-router';
import { AdminForm, Submit, useAdminForm, type AdminAnswer } from '~/components/admin/forms';
import { FormField, formInstanceKey } from '~/components/ui/form-field';
import { PASSWORD_HINT } from '~/components/account/form-bits';
import { openCaller } from '~/lib/admin/back-office.server';
import { apiRefusal, badInput, parseAdminForm, readFormBody, type AdminReply } from '~/lib/admin/form.server';
import { EnrolSchema } from '#contract/forms/admin';
import { isCommerceError } from '~/models/client.server';
import { staffAuthApi } from '~/models/admin/auth.server';
import { pageUrl } from '~/lib/page-url';
import type { Route } from './+types/activeren';
import { shopContext } from '~/lib/context';

export const meta: Route.MetaFunction = () => [
  { title: 'Account activeren – Slaapzaak beheer' },
  { name: 'robots', content: 'noindex, nofollow' },
];

const tokenOf = (request: Request) => (pageUrl(request).searchParams.get('token') ?? '').slice(0, 200);

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const token = tokenOf(request);
  try {
    if (token.length < 10) throw new Error('no token');
    return { token, link: await staffAuthApi.describeLink(openCaller(shop), token), problem: null };
  } catch (error) {
    if (isCommerceError(error) && error.status >= 500) throw error;
    const problem = isCommerceError(error)
      ? error.message
      : 'Deze link is ongeldig, al gebruikt of verlopen. Vraag de eigenaar om een nieuwe.';
    return data({ token, link: null, problem }, { status: 404 });
  }
}

export async function action({
  request,
  context,
}: Route.ActionArgs): AdminReply<AdminAnswer & { done?: { message: string; recovery_codes: string[] } }> {
  const shop = context.get(shopContext);
  const submission = parseAdminForm(await readFormBody(request), EnrolSchema);
  if (submission.status !== 'success') return badInput(submission, 'enrol');
  try {
    const done = await staffAuthApi.completeLink(openCaller(shop), tokenOf(request), {
      password: submission.value.password,
      otp: submission.value.otp,
    });
    return { done };
  } catch (error) {
    return apiRefusal(error, submission, 'enrol');
  }
}

export default function Activate({ loaderData, actionData }: Route.ComponentProps) {
  const { link, problem } = loaderData;
  const answer = actionData;
  const location = useLocation();
  if (answer?.done) return <Done message={answer.done.message} codes={answer.done.recovery_codes} />;
  if (!link) {
    return (
      <>
        <h1>Account activeren</h1>
        <p className="alert alert-danger" role="alert">
          {problem}
        </p>
      </>
    );
  }
  const enrol = link.purpose === 'enrol';
  return (
    <>
      <h1>{enrol ? 'Account activeren' : 'Nieuw wachtwoord instellen'}</h1>
      <p>
        Voor <strong>{link.email}</strong>.
      </p>
      {enrol && link.qr_code ? (
        <section className="admin-enrol" aria-labelledby="enrol-step-1">
          <h2 id="enrol-step-1">1. Koppel je authenticator-app</h2>
          <p>Scan deze QR-code met een app als Google Authenticator, Microsoft Authenticator of 1Password.</p>
          <img
            src={link.qr_code}
            alt={`QR-code om Slaapzaak beheer toe te voegen aan je app voor ${link.email}`}
            width={200}
            height={200}
          />
          <p>
            Kun je niet scannen? Voer deze sleutel met de hand in: <code className="admin-secret">{link.secret}</code>
          </p>
          <h2>2. Kies je wachtwoord en vul de eerste code in</h2>
        </section>
      ) : (
        <p>Kies een nieuw wachtwoord en bevestig met een code uit je authenticator-app.</p>
      )}
      <EnrolForm key={formInstanceKey(location.key, answer)} answer={answer} />
    </>
  );
}

function EnrolForm({ answer }: { answer?: AdminAnswer }) {
  const [form, fields] = useAdminForm('enrol', EnrolSchema, answer);
  return (
    <AdminForm form={form}>
      <FormField meta={fields.password} label="Wachtwoord" type="password" autoComplete="new-password" hint={PASSWORD_HINT} required />
      <FormField meta={fields.password_confirm} label="Herhaal wachtwoord" type="password" autoComplete="new-password" required />
      <FormField meta={fields.otp} label="Code uit je app" autoComplete="one-time-code" inputMode="numeric" required maxLength={6} />
      <Submit>Opslaan</Submit>
    </AdminForm>
  );
}

function Done({ message, codes }: { message: string; codes: string[] }) {
  return (
    <>
      <h1>Klaar</h1>
      <p className="alert alert-success" role="status">
        {message}
      </p>
      {codes.length ? (
        <section aria-labelledby="codes-title">
          <h2 id="codes-title">Je herstelcodes</h2>
          <p>Elke code werkt één keer, in plaats van een code uit je app. Bewaar ze op papier of in je wachtwoordmanager.</p>
          <ol className="admin-codes">
            {codes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <p>
        <Link to="/beheer/inloggen/" className="button button-primary">
          Naar inloggen
        </Link>
      </p>
    </>
  );
}
