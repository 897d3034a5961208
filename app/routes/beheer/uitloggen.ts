// POST /beheer/uitloggen/ — ends the staff session in the API and removes the cookie.
import { redirect } from 'react-router';
import { commitStaffSession, LOGIN_PATH, readStaffSession } from '~/lib/admin/staff-session.server';
import { staffAuthApi } from '~/models/admin/auth.server';
import type { Route } from './+types/uitloggen';
import { backOfficeContext } from '~/lib/admin/back-office.server';

export async function action({ request, context }: Route.ActionArgs) {
  const { shop, caller } = context.get(backOfficeContext);
  // A session the API already ended is logged out all the same.
  await staffAuthApi.logout({ ...caller, onSessionEnded: undefined }).catch(() => null);
  const session = await readStaffSession(request, shop);
  for (const key of ['token', 'role', 'email', 'ticket', 'ticketEmail'] as const) session.unset(key);
  session.flash('notice', 'Je bent uitgelogd.');
  return redirect(LOGIN_PATH, { status: 303, headers: { 'Set-Cookie': await commitStaffSession(shop, session) } });
}

export function loader() {
  return redirect('/beheer/');
}
