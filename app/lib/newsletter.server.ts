// The newsletter sign-up action (docs/requirements/content-and-newsletter.md#states, #errors): validate the address (NewsletterSchema, the same in
// the popup's browser check), ask the API for a double opt-in mail, and answer the form or go to
// the success return. A filled honeypot gets a 400 with a neutral message and no sign-up.
import { data, redirect, type AppLoadContext } from 'react-router';
import { guestAuth } from '~/lib/account.server';
import { firstErrors, parseSubmission, readFormBody, replyOf, type Reply } from '~/lib/form-submission.server';
import { isSpam, SPAM_MESSAGE } from '~/lib/honeypot.server';
import { reportEmail } from '~/lib/abandonment.server';
import { NewsletterSchema } from '#contract/forms/customer';
import { isCommerceError } from '~/models/client.server';
import { customerApi } from '~/models/customer.server';
import { NEWSLETTER_ERROR, NEWSLETTER_SUCCESS_PATH } from './newsletter';

export interface NewsletterResult {
  ok: boolean;
  /** The danger alert on failure; the confirmation text on success. */
  message: string | null;
  errors: Record<string, string>;
  values: { email?: string };
  /** Conform's answer for the form (failures only). */
  result?: Reply;
}

export async function subscribeAction(request: Request, context: AppLoadContext) {
  const form = await readFormBody(request);
  // A fetcher (popup) wants the answer in place; a plain form post goes to the success return.
  const inPlace = form.get('via') === 'fetcher';
  const submission = parseSubmission(form, NewsletterSchema);
  const values = { email: String(form.get('email') ?? '').slice(0, 255) };
  const failure = (status: number, message: string | null, result: Reply) =>
    data<NewsletterResult>({ ok: false, message, errors: firstErrors(result), values, result }, { status });
  if (await isSpam(form, context)) return failure(400, SPAM_MESSAGE, replyOf(submission, { formErrors: [SPAM_MESSAGE] }));
  if (submission.status !== 'success') return failure(400, null, replyOf(submission));
  // docs/requirements/content-and-newsletter.md#api Abandonment: an address the visitor gave (with consent; never awaited).
  void reportEmail({ request, context }, submission.value.email);
  try {
    const { message } = await customerApi.subscribe(context.commerce, guestAuth(context), submission.value.email);
    if (inPlace) return data<NewsletterResult>({ ok: true, message, errors: {}, values: {} });
    return redirect(NEWSLETTER_SUCCESS_PATH, 303);
  } catch (error) {
    if (!isCommerceError(error)) throw error;
    // A refused address gets its message at the field; anything else the danger alert of docs/requirements/content-and-newsletter.md#errors.
    const issue = (error.body as { error?: { issues?: { path: string; message: string }[] } } | null)?.error?.issues?.find(
      (i) => i.path === 'email',
    );
    if (error.status === 400 && issue) return failure(400, null, replyOf(submission, { fieldErrors: { email: [issue.message] } }));
    return failure(error.status === 429 ? 429 : 502, NEWSLETTER_ERROR, replyOf(submission, { formErrors: [NEWSLETTER_ERROR] }));
  }
}
