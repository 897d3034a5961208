// /beheer/privacy/ — a customer's privacy requests: everything the shop keeps about an e-mail
// address as a JSON download (privacy/export), or erasure after a confirmation step (orders stay
// for the bookkeeping law's 7 years, with the personal fields made anonymous).
import { useLocation } from 'react-router';
import { adminMeta, PageHeading } from '~/components/admin/bits';
import { AdminForm, ConfirmStep, Submit, useAdminForm, type AdminAnswer } from '~/components/admin/forms';
import { FormField, formInstanceKey } from '~/components/ui/form-field';
import { apiRefusal, askToConfirm, badInput, parseAdminForm, readFormBody, type AdminReply } from '~/lib/admin/form.server';
import { redirectWithStaffNotice } from '~/lib/admin/staff-session.server';
import { PrivacySchema } from '#contract/forms/admin';
import { privacyApi } from '~/models/admin/office.server';
import type { Route } from './+types/privacy';
import { backOfficeContext } from '~/lib/admin/back-office.server';

export const meta: Route.MetaFunction = () => adminMeta('Privacyverzoeken');

export async function action({ request, context }: Route.ActionArgs): AdminReply {
  const { shop, caller } = context.get(backOfficeContext);
  const submission = parseAdminForm(await readFormBody(request), PrivacySchema);
  if (submission.status !== 'success') return badInput(submission, 'erase');
  const { email, confirmed } = submission.value;
  if (!confirmed) {
    return askToConfirm(
      {
        form: 'erase',
        title: `Gegevens van ${email} wissen?`,
        text: 'Het klantaccount, adressen, verlanglijsten en de nieuwsbriefinschrijving verdwijnen; bestellingen blijven 7 jaar bewaard (bewaarplicht), met naam, e-mailadres, telefoon en adres geanonimiseerd.',
        confirmLabel: 'Ja, gegevens wissen',
      },
      submission,
    );
  }
  try {
    await privacyApi.erase(caller, email);
    return redirectWithStaffNotice(request, shop, '/beheer/privacy/', `De gegevens van ${email} zijn gewist.`);
  } catch (error) {
    return apiRefusal(error, submission, 'erase');
  }
}

function ExportForm({ answer }: { answer?: AdminAnswer }) {
  const [form, fields] = useAdminForm('export', PrivacySchema, answer);
  return (
    <AdminForm form={form} intent="export" action="/beheer/privacy/export/" reloadDocument>
      <FormField meta={fields.email} label="E-mailadres van de klant" type="email" autoComplete="off" required maxLength={255} />
      <Submit variant="secondary">Gegevens downloaden (JSON)</Submit>
    </AdminForm>
  );
}

function EraseForm({ answer }: { answer?: AdminAnswer }) {
  const [form, fields] = useAdminForm('erase', PrivacySchema, answer);
  return (
    <AdminForm form={form} intent="erase">
      <FormField meta={fields.email} label="E-mailadres van de klant" type="email" autoComplete="off" required maxLength={255} />
      <Submit variant="danger">Gegevens wissen…</Submit>
    </AdminForm>
  );
}

export default function Privacy({ actionData }: Route.ComponentProps) {
  const answer = actionData;
  const location = useLocation();
  const key = formInstanceKey(location.key, answer);
  return (
    <>
      <PageHeading title="Privacyverzoeken" />
      {answer?.confirm ? <ConfirmStep confirm={answer.confirm} backTo="/beheer/privacy/" /> : null}
      <section className="admin-section" aria-labelledby="export-title">
        <h2 id="export-title">Inzageverzoek</h2>
        <p>Alles wat de winkel bij een e-mailadres bewaart: account, adressen, bestellingen, retouren, beoordelingen en nieuwsbrief.</p>
        <ExportForm key={`export-${key}`} answer={answer} />
      </section>
      <section className="admin-section" aria-labelledby="erase-title">
        <h2 id="erase-title">Verwijderverzoek</h2>
        <p>Bestellingen blijven bewaard voor de administratie, maar zonder persoonsgegevens.</p>
        <EraseForm key={`erase-${key}`} answer={answer} />
      </section>
    </>
  );
}
