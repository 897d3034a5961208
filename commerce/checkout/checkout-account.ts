// POST /v1/checkout/customer/account (docs/decisions/0034): after a guest order, the guest sets a
// password and gets an account for the order's e-mail address, holding that address's guest orders.
//
// Threats and answers (docs/decisions/0034):
// - Order numbers are guessable (DKBD + 7 digits), so a number proves nothing. The proof is the
//   order token: an HMAC of the number under the API's token secret, given only in the answer of
//   POST /v1/checkout/payment-url to whoever placed the order. A wrong token answers exactly like an
//   unknown order (404), so the endpoint is no oracle for which numbers exist.
// - Placing an order does not prove owning its e-mail address (anyone can type someone else's). So
//   the account starts unconfirmed, as on POST /v1/customer, and holds no orders yet: the address's
//   guest orders become its orders only when it is confirmed by someone who has both the mailed link
//   and the password (customers.ts markConfirmed; docs/decisions/0046, account pre-hijacking), or by a password
//   reset through that mailbox.
// - An existing account for the address is never touched and never named: the answer is the one
//   register gives, and the owner gets register's "you already have an account" mail.
// - Once only: the first request spends the order's proof (orders.account_claimed_at, set in the
//   statement that checks it is unset); a replay or a parallel twin gets 409, which says nothing
//   about accounts.
import { and, eq, isNull } from 'drizzle-orm';
import { hmacSignature, verifyHmacSignature } from '../../lib/signing/node';
import { CONFIRM_TTL_MS } from '../auth/customer-auth';
import { customers, orders } from '../db/schema';
import { accountLink, customerMails } from '../customer/customer-mails';
import {
  CustomerError,
  type CustomerRow,
  type CustomerServices,
  MESSAGES,
  findCustomerByEmail,
  issueToken,
  mailAllowed,
  send,
} from '../customer/customers';
import type { CheckoutCustomer } from './checkout';
import { UNKNOWN_ORDER_MESSAGE } from '#contract/operations/checkout-account';

export const CHECKOUT_ACCOUNT_MESSAGES = {
  unknownOrder: UNKNOWN_ORDER_MESSAGE,
  alreadyRequested: 'Voor deze bestelling is al een account aangevraagd. Kijk in je mailbox voor de bevestigingsmail, of log in.',
  orderHasAccount: 'Deze bestelling hoort al bij een account. Log in om je bestelling te bekijken.',
  registered: MESSAGES.registered,
} as const;

/** The order's proof of placement: given once, to whoever placed it (POST /v1/checkout/payment-url). */
export function orderToken(secret: string, orderNumber: string): string {
  return hmacSignature(`order-token\0${orderNumber}`, secret);
}

export function isOrderToken(secret: string, orderNumber: string, token: string): boolean {
  return verifyHmacSignature(`order-token\0${orderNumber}`, token, secret);
}

export interface AccountFromOrderInput {
  order_number: string;
  order_token: string;
  password: string;
}

/**
 * Creates an unconfirmed account for the order's e-mail address with the given password, marks the
 * order as having asked for it (its guest orders follow at confirmation), and mails the confirmation link. The same answer when the
 * address already has an account (whose owner is mailed instead, and nothing changes).
 */
export async function createAccountFromOrder(
  svc: CustomerServices,
  input: AccountFromOrderInput,
  ip: string,
): Promise<{ message: string }> {
  if (!isOrderToken(svc.config.tokenSecret, input.order_number, input.order_token)) {
    throw new CustomerError(CHECKOUT_ACCOUNT_MESSAGES.unknownOrder, 404, 'order_token');
  }
  const [order] = await svc.db.select().from(orders).where(eq(orders.number, input.order_number)).limit(1);
  if (!order) throw new CustomerError(CHECKOUT_ACCOUNT_MESSAGES.unknownOrder, 404, 'order_token');
  // A claimed order gets the new account's id at confirmation: the claim is asked about first, so a
  // second submit is told to look for the confirmation mail (that account cannot log in before it is confirmed).
  if (order.accountClaimedAt !== null) throw new CustomerError(CHECKOUT_ACCOUNT_MESSAGES.alreadyRequested, 409);
  if (order.customerId !== null) throw new CustomerError(CHECKOUT_ACCOUNT_MESSAGES.orderHasAccount, 409);
  await mailAllowed(svc, ip);
  // The slow hash before the transaction, so rows stay locked only briefly.
  const passwordHash = await svc.passwords.hash(input.password);
  const details = order.customer as Partial<CheckoutCustomer>;

  const outcome = await svc.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(orders)
      .set({ accountClaimedAt: new Date() })
      .where(and(eq(orders.id, order.id), isNull(orders.accountClaimedAt), isNull(orders.customerId)))
      .returning();
    if (!claimed) return { kind: 'replayed' as const };
    const existing = await findCustomerByEmail(tx as unknown as CustomerServices['db'], claimed.email);
    if (existing) return { kind: 'exists' as const, customer: existing };
    const company = details.type === 'company';
    const [created] = await tx
      .insert(customers)
      .values({
        email: claimed.email,
        passwordHash,
        type: company ? 'company' : 'private',
        firstName: details.first_name ?? '',
        lastName: details.last_name ?? '',
        phoneNumber: details.phone || null,
        company: company ? details.company || null : null,
        vatNumber: company ? details.vat_number || null : null,
        cocNumber: company ? details.coc_number || null : null,
      })
      // A parallel registration of the same address: theirs stands, this one is "existing".
      .onConflictDoNothing()
      .returning();
    if (!created)
      return { kind: 'exists' as const, customer: (await findCustomerByEmail(tx as unknown as CustomerServices['db'], claimed.email))! };
    // No order is attached here: whoever typed this address may not own it (docs/decisions/0046).
    return { kind: 'created' as const, customer: created };
  });

  if (outcome.kind === 'replayed') throw new CustomerError(CHECKOUT_ACCOUNT_MESSAGES.alreadyRequested, 409);
  await mailFor(svc, outcome.kind, outcome.customer);
  return { message: CHECKOUT_ACCOUNT_MESSAGES.registered };
}

async function mailFor(svc: CustomerServices, kind: 'created' | 'exists', customer: CustomerRow) {
  if (kind === 'exists') {
    await send(
      svc,
      customerMails.accountExists(customer.email, customer.firstName, accountLink(svc.config.publicUrl, '/account/forgot-password/')),
    );
    return;
  }
  const { token } = await issueToken(svc.db, customer.id, 'email_confirm', CONFIRM_TTL_MS);
  await send(
    svc,
    customerMails.confirmEmail(customer.email, customer.firstName, accountLink(svc.config.publicUrl, '/account/confirm-email/', token)),
  );
}
