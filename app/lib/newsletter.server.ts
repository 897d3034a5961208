// The newsletter sign-up action (SPEC §4, §8): validate the address, ask the API for a double
// opt-in mail, and answer the form or go to the success return.
import { data, redirect, type AppLoadContext } from 'react-router';
import { guestAuth } from '~/lib/account.server';
import { NewsletterSchema } from '~/lib/schemas/customer';
import { parseForm } from '~/lib/schemas/form';
import { isCommerceError } from '~/models/client.server';
import { customerApi } from '~/models/customer.server';
import { NEWSLETTER_ERROR, NEWSLETTER_SUCCESS_PATH } from './newsletter';

export interface NewsletterResult {
  ok: boolean;
  /** The danger alert on failure; the confirmation text on success. */
  message: string | null;
  errors: Record<string, string>;
  values: { email?: string };
}

export async function subscribeAction(request: Request, context: AppLoadContext) {
  const form = await request.formData().catch(() => new FormData());
  // A fetcher (footer, popup) wants the answer in place; a plain form post goes to the success return.
  const inPlace = form.get('via') === 'fetcher';
  const parsed = parseForm(NewsletterSchema, form);
  const values = { email: String(form.get('email') ?? '').slice(0, 255) };
  if (!parsed.ok) return data<NewsletterResult>({ ok: false, message: null, errors: parsed.errors, values }, { status: 400 });
  try {
    const { message } = await customerApi.subscribe(context.commerce, guestAuth(context), parsed.data.email);
    if (inPlace) return data<NewsletterResult>({ ok: true, message, errors: {}, values: {} });
    return redirect(NEWSLETTER_SUCCESS_PATH, 303);
  } catch (error) {
    if (!isCommerceError(error)) throw error;
    // A refused address gets its message at the field; anything else the SPEC's danger alert.
    const issue = (error.body as { error?: { issues?: { path: string; message: string }[] } } | null)?.error?.issues?.find((i) => i.path === 'email');
    if (error.status === 400 && issue) return data<NewsletterResult>({ ok: false, message: null, errors: { email: issue.message }, values }, { status: 400 });
    const status = error.status === 429 ? 429 : 502;
    return data<NewsletterResult>({ ok: false, message: NEWSLETTER_ERROR, errors: {}, values }, { status });
  }
}
