// The contact form action on /service/klantenservice-contact/: validate (ContactSchema, also in the
// browser), send through POST /v1/customer/contact, then back to the page with a confirmation
// (POST → redirect → GET). A filled honeypot gets a 400 with a neutral message and no mail.
import { data, redirect, type AppLoadContext } from 'react-router';
import { ipOf } from '~/lib/account.server';
import { apiErrorReply, firstErrors, parseSubmission, readFormBody, replyOf, typedValues, type Reply } from '~/lib/form-submission.server';
import { isSpam, SPAM_MESSAGE } from '~/lib/honeypot.server';
import { ContactSchema } from '#contract/forms/contact';
import * as contact from '#contract/operations/contact';
import { NEWSLETTER_ERROR } from './newsletter';

export const CONTACT_PAGE = '/service/klantenservice-contact/';

export interface ContactResult {
  /** The message for the danger alert. */
  error: string | null;
  errors: Record<string, string>;
  values: Record<string, string>;
  result: Reply;
}

export async function contactAction(request: Request, context: AppLoadContext) {
  const form = await readFormBody(request);
  const submission = parseSubmission(form, ContactSchema);
  const failure = (status: number, error: string | null, result: Reply) =>
    data<ContactResult>({ error, errors: firstErrors(result), values: typedValues(result), result }, { status });
  if (await isSpam(form, context)) return failure(400, SPAM_MESSAGE, replyOf(submission, { formErrors: [SPAM_MESSAGE] }));
  if (submission.status !== 'success') return failure(400, null, replyOf(submission));
  try {
    const ip = ipOf(context);
    await context.commerce.call(contact.sendContactMessage, { body: submission.value, headers: ip ? { 'x-forwarded-for': ip } : {} });
  } catch (error) {
    // The generic failure text (docs/requirements/content-and-newsletter.md#errors) fits here as well as for the newsletter.
    const { status, alert, result } = apiErrorReply(error, submission, NEWSLETTER_ERROR);
    return failure(status, alert, result);
  }
  return redirect(`${CONTACT_PAGE}?verzonden=1#contactformulier`, 303);
}
