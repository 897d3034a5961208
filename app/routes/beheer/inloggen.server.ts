// The two login steps of /beheer/inloggen/: e-mail address and password give a ticket, kept in the
// staff cookie for the second step; the six-digit code (or a recovery code) with it gives the staff
// token. The API's rate limits answer 429 with their own Dutch message, shown as it is.
import { redirect } from 'react-router';
import type { AppLoadContext } from 'react-router';
import { openCaller } from '~/lib/admin/back-office.server';
import { replyWithErrors } from '~/lib/form-submission.server';
import { apiRefusal, badInput, parseAdminForm } from '~/lib/admin/form.server';
import { backOfficeReturnPath, commitStaffSession, readStaffSession, type StaffSession } from '~/lib/admin/staff-session.server';
import { StaffLoginSchema, StaffOtpSchema } from '#contract/forms/admin';
import { isCommerceError } from '~/models/client.server';
import { staffAuthApi } from '~/models/admin/auth.server';

const TICKET_GONE = 'Je inlogpoging is verlopen. Log opnieuw in met je e-mailadres en wachtwoord.';

const here = (redirectTo: string) =>
  redirectTo === '/beheer/' ? '/beheer/inloggen/' : `/beheer/inloggen/?redirectTo=${encodeURIComponent(redirectTo)}`;

async function answerWith(context: AppLoadContext, session: StaffSession, to: string) {
  return redirect(to, { status: 303, headers: { 'Set-Cookie': await commitStaffSession(context, session) } });
}

async function passwordStep(form: FormData, context: AppLoadContext, session: StaffSession, redirectTo: string) {
  const submission = parseAdminForm(form, StaffLoginSchema);
  if (submission.status !== 'success') return badInput(submission, 'password');
  try {
    const { ticket } = await staffAuthApi.login(openCaller(context), submission.value);
    session.set('ticket', ticket);
    session.set('ticketEmail', submission.value.username.trim().toLowerCase());
    return answerWith(context, session, here(redirectTo));
  } catch (error) {
    return apiRefusal(error, submission, 'password');
  }
}

/** A wrong code keeps the ticket (try the next code); an expired ticket or a limit starts over. */
const keepsTicket = (error: unknown) =>
  isCommerceError(error) && error.status === 401 && JSON.stringify(error.body ?? '').includes('"path":"otp"');

async function codeStep(form: FormData, context: AppLoadContext, session: StaffSession, redirectTo: string) {
  const submission = parseAdminForm(form, StaffOtpSchema);
  if (submission.status !== 'success') return badInput(submission, 'otp');
  const ticket = session.get('ticket');
  if (!ticket) return replyWithErrors(submission, { status: 401, formErrors: [TICKET_GONE], form: 'password' });
  try {
    const done = await staffAuthApi.otp(openCaller(context), { ticket, otp: submission.value.otp });
    session.unset('ticket');
    session.unset('ticketEmail');
    session.set('token', done.token);
    session.set('role', done.staff.role);
    session.set('email', done.staff.email);
    return answerWith(context, session, redirectTo);
  } catch (error) {
    const answer = apiRefusal(error, submission, keepsTicket(error) ? 'otp' : 'password');
    if (keepsTicket(error)) return answer;
    session.unset('ticket');
    session.unset('ticketEmail');
    answer.init = { ...answer.init, headers: { 'Set-Cookie': await commitStaffSession(context, session) } };
    return answer;
  }
}

export async function loginAction(request: Request, context: AppLoadContext, form: FormData) {
  const session = await readStaffSession(request, context);
  const redirectTo = backOfficeReturnPath(form.get('redirectTo'));
  const intent = form.get('intent');
  if (intent === 'restart') {
    session.unset('ticket');
    session.unset('ticketEmail');
    return answerWith(context, session, here(redirectTo));
  }
  return intent === 'otp' ? codeStep(form, context, session, redirectTo) : passwordStep(form, context, session, redirectTo);
}
