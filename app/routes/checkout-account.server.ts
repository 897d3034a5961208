// An account after a guest order, from the thank-you page (docs/decisions/0034 and
// 0039). The proof that this browser placed the order is the order token the API gave when the order
// was placed, kept in the signed, HttpOnly orders cookie; the page and its form never see it.
import { data, redirect, type AppLoadContext } from 'react-router';
import { getSession, guestAuth, takeNotice } from '~/lib/account.server';
import { parseSubmission, readFormBody, replyWithApiError, replyWithErrors } from '~/lib/form-submission.server';
import { getPlacedOrder, markAccountRequested } from '~/lib/cart-cookie.server';
import { refuseSpam } from '~/lib/honeypot.server';
import { CheckoutAccountSchema } from '#contract/forms/customer';
import { getVisitor, sessionStorage } from '~/lib/session.server';
import { createAccountFromOrder } from '~/models/checkout.server';
import type { AccountOffer } from '~/components/checkout/account-after-order';
import { pageUrl } from '~/lib/page-url';

const NOT_FOUND = 'This page could not be found';
const GENERIC = 'Oeps, er ging iets mis. Probeer het nog een keer.';
/** Asked for an order whose proof this browser does not hold (placed while logged in, or elsewhere). */
export const NO_PROOF = 'Voor deze bestelling kunnen we hier geen account aanmaken. Maak je account aan via Registreren.';
/** Shown after the account was asked for, when the API's own notice has been read already. */
export const REQUESTED =
  'Klik op de link in de e-mail die we je stuurden om je account te activeren; daarna staat deze bestelling in je account.';

/** The order number of a thank-you URL (?order=DKBD…), upper-cased; '' when there is none. */
export function thankYouOrderNumber(request: Request): string {
  return (pageUrl(request).searchParams.get('order') ?? '').toUpperCase();
}

/**
 * What the thank-you page offers: the form for a guest order this browser holds the proof of, the
 * "check your mail" state once it was asked for here, and nothing for a logged-in visitor or an
 * order without proof. The headers (a read flash notice) must go with the page.
 */
export async function accountOffer(
  request: Request,
  context: AppLoadContext,
  orderNumber: string,
): Promise<{ offer: AccountOffer; headers: HeadersInit }> {
  const [placed, visitor] = await Promise.all([getPlacedOrder(request, context, orderNumber), getVisitor(request, context)]);
  if (!placed || visitor.loggedIn) return { offer: { state: 'none' }, headers: {} };
  if (placed.accountRequested) {
    const { notice, headers } = await takeNotice(request, context);
    return { offer: { state: 'requested', notice: notice ?? REQUESTED }, headers };
  }
  return { offer: placed.token ? { state: 'offer' } : { state: 'none' }, headers: {} };
}

export async function createAccountAfterOrder(request: Request, context: AppLoadContext) {
  const form = await readFormBody(request);
  await refuseSpam(form, context);
  // Only an order placed in this browser; the number comes from the page's address, the proof from the cookie.
  const placed = await getPlacedOrder(request, context, thankYouOrderNumber(request));
  if (!placed) throw data(NOT_FOUND, { status: 404 });
  const submission = parseSubmission(form, CheckoutAccountSchema);
  if (submission.status !== 'success') return replyWithErrors(submission, { status: 400 });
  if (!placed.token) return replyWithErrors(submission, { status: 404, formErrors: [NO_PROOF] });
  try {
    const { message } = await createAccountFromOrder(context.commerce, guestAuth(context), {
      order_number: placed.number,
      order_token: placed.token,
      ...submission.value,
    });
    const session = await getSession(request, context);
    session.flash('notice', message);
    const headers = new Headers();
    headers.append('Set-Cookie', await markAccountRequested(request, context, placed.number));
    headers.append('Set-Cookie', await sessionStorage(context).commitSession(session));
    return redirect(`/checkout/thankyou?order=${placed.number}`, { status: 303, headers });
  } catch (error) {
    return replyWithApiError(error, submission, GENERIC);
  }
}
