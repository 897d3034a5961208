// /beheer/medewerkers/ — the owner's page: staff members, a new member (answered once with the
// enrolment link to send them), another member's password reset (a one-time link), switching an
// account off or on, and a medewerker's refund limit. A medewerker gets the API's 403.
import { useLocation } from 'react-router';
import { adminMeta, PageHeading, When } from '~/components/admin/bits';
import { DataTable } from '~/components/admin/data-table';
import { ROLE_LABELS } from '~/components/admin/frame';
import { ActionButton, AdminForm, BUTTON_FORM, ButtonProblem, Submit, useAdminForm, type AdminAnswer } from '~/components/admin/forms';
import { FormField, FormSelect, formInstanceKey } from '~/components/ui/form-field';
import { backOfficeContext, type BackOfficeArgs } from '~/lib/admin/back-office.server';
import { apiRefusal, badInput, pageError, parseAdminForm, readFormBody, type AdminReply } from '~/lib/admin/form.server';
import { redirectWithStaffNotice } from '~/lib/admin/staff-session.server';
import { eurosText, StaffActionSchema, StaffCreateSchema } from '#contract/forms/admin';
import type { StaffMember } from '~/models/admin/auth.server';
import { staffApi } from '~/models/admin/office.server';
import type { Route } from './+types/medewerkers';

export const meta: Route.MetaFunction = () => adminMeta('Medewerkers');

export async function loader({ context }: Route.LoaderArgs) {
  const { caller, staff } = context.get(backOfficeContext);
  const list = await staffApi.list(caller).catch(pageError);
  return { ...list, me: staff.email };
}

type Answer = AdminAnswer & { link?: { email: string; url: string; expires_at: string; kind: 'enrol' | 'reset' } };

async function memberAction(office: BackOfficeArgs, form: FormData) {
  const submission = parseAdminForm(form, StaffActionSchema);
  const formId = form.get('intent') === 'limit' ? `limit-${String(form.get('id') ?? '')}` : BUTTON_FORM;
  if (submission.status !== 'success') return badInput(submission, formId);
  const value = submission.value;
  try {
    if (value.intent === 'reset') {
      const done = await staffApi.resetPassword(office.caller, value.id);
      return { link: { email: String(form.get('email') ?? ''), url: done.link, expires_at: done.expires_at, kind: 'reset' as const } };
    }
    if (value.intent === 'disable') await staffApi.update(office.caller, value.id, { disabled: value.disabled === 'ja' });
    else await staffApi.update(office.caller, value.id, { refund_limit: value.refund_limit ?? null });
    return redirectWithStaffNotice(office.request, office.shop, '/beheer/medewerkers/', 'De medewerker is bijgewerkt.');
  } catch (error) {
    return apiRefusal(error, submission, formId);
  }
}

export async function action({ request, params, context }: Route.ActionArgs): AdminReply<Answer> {
  const office: BackOfficeArgs = { request, params, ...context.get(backOfficeContext) };
  const form = await readFormBody(office.request);
  if (form.get('intent') !== 'create') return memberAction(office, form);
  const submission = parseAdminForm(form, StaffCreateSchema);
  if (submission.status !== 'success') return badInput(submission, 'create');
  const { intent: _intent, refund_limit, ...member } = submission.value;
  try {
    const done = await staffApi.create(office.caller, { ...member, refund_limit: refund_limit ?? null });
    return { link: { email: done.staff.email, url: done.enrol_link, expires_at: done.expires_at, kind: 'enrol' as const } };
  } catch (error) {
    return apiRefusal(error, submission, 'create');
  }
}

const ROLE_OPTIONS = [
  { value: 'medewerker', label: 'Medewerker' },
  { value: 'eigenaar', label: 'Eigenaar' },
];

function CreateForm({ answer }: { answer?: AdminAnswer }) {
  const [form, fields] = useAdminForm('create', StaffCreateSchema, answer, { role: 'medewerker' });
  return (
    <AdminForm form={form} intent="create">
      <div className="admin-grid">
        <FormField meta={fields.email} label="E-mailadres" type="email" autoComplete="off" required maxLength={255} />
        <FormField meta={fields.name} label="Naam" maxLength={100} />
        <FormSelect meta={fields.role} label="Rol" options={ROLE_OPTIONS} />
        <FormField
          meta={fields.refund_limit}
          label="Limiet terugbetalingen (€, medewerker)"
          inputMode="decimal"
          maxLength={12}
          hint="Leeg: 0 — alleen de eigenaar betaalt terug."
        />
      </div>
      <Submit>Medewerker aanmaken</Submit>
    </AdminForm>
  );
}

function LimitForm({ member, answer }: { member: StaffMember; answer?: AdminAnswer }) {
  const [form, fields] = useAdminForm(`limit-${member.id}`, StaffActionSchema, answer, { refund_limit: eurosText(member.refund_limit) });
  return (
    <AdminForm form={form} intent="limit" className="admin-compact admin-inline">
      <input type="hidden" name="id" value={member.id} />
      <FormField meta={fields.refund_limit} label={`Limiet van ${member.email} (€)`} inputMode="decimal" maxLength={12} />
      <Submit variant="secondary">Opslaan</Submit>
    </AdminForm>
  );
}

function LinkShown({ link }: { link: NonNullable<Answer['link']> }) {
  return (
    <section className="admin-confirm" aria-labelledby="link-title">
      <h2 id="link-title">{link.kind === 'enrol' ? `Inschrijflink voor ${link.email}` : 'Link voor een nieuw wachtwoord'}</h2>
      <p>
        Stuur deze link zelf naar de medewerker. Je ziet hem maar één keer; hij werkt tot <When at={link.expires_at} />.
      </p>
      <p>
        <code className="admin-secret">{link.url}</code>
      </p>
    </section>
  );
}

export default function StaffPage({ loaderData, actionData }: Route.ComponentProps) {
  const { staff, me } = loaderData;
  const answer = actionData;
  const location = useLocation();
  const key = formInstanceKey(location.key, answer);
  return (
    <>
      <PageHeading title="Medewerkers" />
      <ButtonProblem answer={answer} />
      {answer?.link ? <LinkShown link={answer.link} /> : null}
      <DataTable
        caption="Medewerkers"
        rows={staff}
        rowKey={(m) => m.id}
        empty="Nog geen medewerkers."
        columns={[
          {
            header: 'Medewerker',
            cell: (m) => (
              <>
                {m.name || m.email}
                {m.name ? (
                  <>
                    <br />
                    <span className="admin-muted">{m.email}</span>
                  </>
                ) : null}
              </>
            ),
          },
          { header: 'Rol', cell: (m) => ROLE_LABELS[m.role] },
          { header: 'Status', cell: (m) => (m.disabled ? 'Uitgeschakeld' : m.enrolled ? 'Actief' : 'Nog niet geactiveerd') },
          { header: 'Limiet', cell: (m) => (m.role === 'eigenaar' ? 'Geen' : <LimitForm key={key} member={m} answer={answer} />) },
          { header: 'Sinds', cell: (m) => <When at={m.created_at} withTime={false} /> },
          {
            header: 'Acties',
            cell: (m) =>
              m.email === me ? (
                <span className="admin-muted">Dit ben jij</span>
              ) : (
                <div className="admin-row-actions">
                  <ActionButton intent="reset" fields={{ id: m.id, email: m.email }}>
                    Nieuw wachtwoord
                  </ActionButton>
                  <ActionButton intent="disable" fields={{ id: m.id, disabled: m.disabled ? 'nee' : 'ja' }}>
                    {m.disabled ? 'Inschakelen' : 'Uitschakelen'}
                  </ActionButton>
                </div>
              ),
          },
        ]}
      />
      <section className="admin-section" aria-labelledby="new-staff-title">
        <h2 id="new-staff-title">Nieuwe medewerker</h2>
        <CreateForm key={key} answer={answer} />
      </section>
      <p className="admin-muted">
        Een medewerker kan alles behalve medewerkers beheren en het auditlog lezen, en betaalt terug tot de limiet die jij instelt.
      </p>
    </>
  );
}
