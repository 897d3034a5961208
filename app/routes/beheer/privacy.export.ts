// POST /beheer/privacy/export/ — a customer's data as a JSON download. A posted form (the address
// is personal data: never in a URL); no data, or bad input, goes back to the page with the message.
import { redirect } from 'react-router';
import { GENERIC_ERROR, parseAdminForm, readFormBody } from '~/lib/admin/form.server';
import { commitStaffSession, readStaffSession } from '~/lib/admin/staff-session.server';
import { PrivacySchema } from '#contract/forms/admin';
import { isCommerceError } from '~/models/client.server';
import { privacyApi } from '~/models/admin/office.server';
import type { Route } from './+types/privacy.export';
import { backOfficeContext } from '~/lib/admin/back-office.server';

export async function action({ request, context }: Route.ActionArgs) {
  const { shop, caller } = context.get(backOfficeContext);
  const submission = parseAdminForm(await readFormBody(request), PrivacySchema);
  let problem = submission.status === 'success' ? null : (Object.values(submission.error ?? {}).flat()[0] ?? GENERIC_ERROR);
  if (submission.status === 'success') {
    try {
      const found = await privacyApi.export(caller, submission.value.email);
      const name = submission.value.email.replace(/[^a-z0-9@._-]/gi, '_');
      return new Response(JSON.stringify(found, null, 2), {
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Disposition': `attachment; filename="gegevens-${name}.json"`,
          'Cache-Control': 'private, no-store',
        },
      });
    } catch (error) {
      if (error instanceof Response || !isCommerceError(error) || error.status >= 500) throw error;
      problem = error.message;
    }
  }
  const session = await readStaffSession(request, shop);
  session.flash('problem', problem ?? GENERIC_ERROR);
  return redirect('/beheer/privacy/', { status: 303, headers: { 'Set-Cookie': await commitStaffSession(shop, session) } });
}

export function loader() {
  return redirect('/beheer/privacy/');
}
