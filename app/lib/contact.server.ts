// The contact form action on /service/klantenservice-contact/: validate, send through
// POST /v1/customer/contact, then back to the page with a confirmation (POST → redirect → GET).
import { redirect, type AppLoadContext } from 'react-router';
import { apiFormError, formError, ipOf } from '~/lib/account.server';
import { ContactSchema } from '~/lib/schemas/contact';
import { parseForm } from '~/lib/schemas/form';
import { NEWSLETTER_ERROR } from './newsletter';

export const CONTACT_PAGE = '/service/klantenservice-contact/';

export async function contactAction(request: Request, context: AppLoadContext) {
  const form = await request.formData().catch(() => new FormData());
  const parsed = parseForm(ContactSchema, form);
  if (!parsed.ok) return formError(400, { error: null, errors: parsed.errors, values: parsed.values });
  try {
    const ip = ipOf(context);
    await context.commerce.request('POST', '/v1/customer/contact', { body: parsed.data, headers: ip ? { 'x-forwarded-for': ip } : {} });
  } catch (error) {
    // The SPEC's generic failure text (§8) fits here as well as for the newsletter.
    return apiFormError(error, parsed.values, NEWSLETTER_ERROR);
  }
  return redirect(`${CONTACT_PAGE}?verzonden=1#contactformulier`, 303);
}
