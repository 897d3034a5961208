// POST /beheer/uitloggen/ — ends the staff session in the API and removes the cookie.
import { redirect, type ActionFunctionArgs } from 'react-router';
import { backOfficeArgs } from '~/lib/admin/back-office.server';
import { commitStaffSession, LOGIN_PATH, readStaffSession } from '~/lib/admin/staff-session.server';
import { staffAuthApi } from '~/models/admin/auth.server';

export async function action(args: ActionFunctionArgs) {
  const { request, context, caller } = backOfficeArgs(args);
  // A session the API already ended is logged out all the same.
  await staffAuthApi.logout({ ...caller, onSessionEnded: undefined }).catch(() => null);
  const session = await readStaffSession(request, context);
  for (const key of ['token', 'role', 'email', 'ticket', 'ticketEmail'] as const) session.unset(key);
  session.flash('notice', 'Je bent uitgelogd.');
  return redirect(LOGIN_PATH, { status: 303, headers: { 'Set-Cookie': await commitStaffSession(context, session) } });
}

export function loader() {
  return redirect('/beheer/');
}
