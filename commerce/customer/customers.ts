// Customer accounts: login sessions, registration with e-mail confirmation, profile, passwords.
// Login, register and forgot-password answer the same for known and unknown addresses, so the API
// never tells whether someone has an account here.
import { and, eq, gt, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { CustomerForm, RegisterForm } from '#contract/forms/customer';
import {
  CONFIRM_TTL_MS,
  EMAIL_CHANGE_TTL_MS,
  emailKey,
  hashToken,
  LOGIN_LINK_TTL_MS,
  newToken,
  type PasswordHasher,
  RESET_TTL_MS,
  SESSION_TTL_MS,
} from '../auth/customer-auth';
import type { CommerceConfig } from '../config';
import type { Db } from '../db/client';
import { customers, customerTokens, orders } from '../db/schema';
import type { Logger } from '../providers';
import type { VatValidator } from '../providers/vat/types';
import type { Mailer, MailMessage } from '../providers/mail';
import type { BackgroundTasks } from '../platform/background';
import { accountLink, customerMails } from './customer-mails';
import { isDemoEmail } from '../db/seed/demo-addresses';
import { LIMITS, type Limiter } from '../platform/rate-limits';
import { CommerceProblem } from '../problem';

export class CustomerError extends CommerceProblem<400 | 401 | 403 | 404 | 409 | 429> {
  constructor(
    message: string,
    status: 400 | 401 | 403 | 404 | 409 | 429 = 400,
    field?: string,
    readonly retryAfterSeconds?: number,
  ) {
    // A 401 tells clients their service token is fine and the customer's is not.
    const headers: Record<string, string> | undefined =
      status === 429
        ? { 'Retry-After': String(retryAfterSeconds ?? 900) }
        : status === 401
          ? { 'WWW-Authenticate': 'CustomerToken' }
          : undefined;
    super(message, status, field, headers);
  }
}

export interface CustomerServices {
  db: Db;
  mailer: Mailer;
  limiter: Limiter;
  config: CommerceConfig;
  logger: Logger;
  vatValidator?: VatValidator;
  passwords: PasswordHasher;
  /** Mails whose sending time must not show in the answer go out after it. */
  background: BackgroundTasks;
}

export type CustomerRow = typeof customers.$inferSelect;

export const MESSAGES = {
  wrongLogin: 'Het e-mailadres of wachtwoord is onjuist.',
  unconfirmed:
    'Je e-mailadres is nog niet bevestigd. Klik op de link in de bevestigingsmail, of vraag via "Wachtwoord vergeten" een nieuwe link aan.',
  registered: 'Bijna klaar! We hebben je een e-mail gestuurd. Klik op de link in die e-mail om je account te activeren.',
  forgot:
    'Als er een account bij dit e-mailadres hoort, ontvang je binnen een paar minuten een e-mail met een link om een nieuw wachtwoord in te stellen.',
  badToken: 'Deze link is ongeldig of verlopen. Vraag een nieuwe link aan.',
  wrongCurrentPassword: 'Je huidige wachtwoord klopt niet.',
  emailInUse: 'Dit e-mailadres kan niet voor je account worden gebruikt. Kies een ander e-mailadres.',
  passwordForEmail: 'Vul je wachtwoord in om je e-mailadres te wijzigen.',
  emailChangeSent: (to: string) =>
    `De wijzigingen zijn opgeslagen. We hebben een e-mail gestuurd naar ${to}. Klik op de link in die e-mail om je nieuwe e-mailadres te bevestigen; tot dan blijft je huidige e-mailadres in gebruik.`,
  emailChanged: (to: string) => `Je e-mailadres is gewijzigd in ${to}. Log voortaan in met dit e-mailadres.`,
  saved: 'De wijzigingen zijn opgeslagen.',
  passwordChanged: 'Je wachtwoord is gewijzigd.',
  passwordReset: 'Je wachtwoord is gewijzigd. Je kunt nu inloggen met je nieuwe wachtwoord.',
  confirmTooMany:
    'Te vaak een verkeerd wachtwoord ingevuld. Probeer het over 15 minuten opnieuw, of stel via "Wachtwoord vergeten" een nieuw wachtwoord in.',
  confirmPassword:
    'Dit wachtwoord hoort niet bij dit account. Vul het wachtwoord in dat je koos toen je het account aanmaakte, of stel via "Wachtwoord vergeten" een nieuw wachtwoord in.',
  changePassword:
    'Dit wachtwoord hoort niet bij dit account. Vul het wachtwoord van je account in om je nieuwe e-mailadres te bevestigen, of stel via "Wachtwoord vergeten" een nieuw wachtwoord in.',
  vatNumber: 'Vul een geldig BTW-nummer in',
} as const;

/** docs/requirements/accounts.md#validation: the VAT number is checked with the VAT service; a check that cannot be made counts as valid. */
async function checkVatNumber(svc: CustomerServices, vatNumber: string | undefined) {
  if (!vatNumber || !svc.vatValidator) return;
  const country = vatNumber.startsWith('BE') ? 'BE' : 'NL';
  const verdict = await svc.vatValidator.validate(country, vatNumber).catch(() => 'unavailable' as const);
  if (verdict === 'invalid') throw new CustomerError(MESSAGES.vatNumber, 400, 'vat_number');
}

/** The customer as the API shows it (docs/requirements/accounts.md#data Customer and CustomerForm). */
export function customerJson(row: CustomerRow) {
  return {
    id: row.id,
    type: row.type,
    first_name: row.firstName,
    last_name: row.lastName,
    gender: row.gender,
    birthdate: row.birthdate,
    email: row.email,
    phone_number: row.phoneNumber,
    company: row.company,
    vat_number: row.vatNumber,
    coc_number: row.cocNumber,
    email_confirmed: row.emailConfirmedAt !== null,
  };
}

export const summaryJson = (row: CustomerRow) => ({ id: row.id, email: row.email, first_name: row.firstName });

const byEmail = (email: string) => sql`lower(${customers.email}) = ${email.trim().toLowerCase()}`;

export async function findCustomerByEmail(db: Db, email: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(byEmail(email)).limit(1);
  return row ?? null;
}

export async function send(svc: CustomerServices, message: MailMessage) {
  try {
    await svc.mailer.send(message);
  } catch (err) {
    // A mail that cannot be sent must not change the answer (that would tell who has an account).
    svc.logger.error({ err: (err as Error).message, tag: message.tag }, 'mail not sent');
  }
}

/** Sends after the answer: how long the mail takes, or whether one is sent at all, must not show. */
function sendLater(svc: CustomerServices, name: string, work: () => Promise<MailMessage | null>) {
  svc.background.run(name, async () => {
    const message = await work();
    if (message) await send(svc, message);
  });
}

type TokenPurpose = (typeof customerTokens.$inferInsert)['purpose'];

export async function issueToken(db: Db, customerId: number, purpose: TokenPurpose, ttlMs: number, newEmail?: string) {
  const { token, hash } = newToken();
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.insert(customerTokens).values({ tokenHash: hash, customerId, purpose, expiresAt, newEmail: newEmail ?? null });
  return { token, expiresAt };
}

/** Starts a 24-hour session; expired tokens of the customer are cleared on the way. */
export async function startSession(db: Db, customer: CustomerRow) {
  await db.delete(customerTokens).where(and(eq(customerTokens.customerId, customer.id), lt(customerTokens.expiresAt, new Date())));
  const { token, expiresAt } = await issueToken(db, customer.id, 'session', SESSION_TTL_MS);
  return { token, token_type: 'CustomerToken' as const, expires_at: expiresAt.toISOString(), customer: summaryJson(customer) };
}

/** The customer a session token belongs to, or null when it is unknown, revoked or expired. */
export async function customerForSession(db: Db, token: string | undefined | null): Promise<CustomerRow | null> {
  if (!token || token.length < 20 || token.length > 200) return null;
  const [row] = await db
    .select({ customer: customers })
    .from(customerTokens)
    .innerJoin(customers, eq(customers.id, customerTokens.customerId))
    .where(
      and(
        eq(customerTokens.tokenHash, hashToken(token)),
        eq(customerTokens.purpose, 'session'),
        gt(customerTokens.expiresAt, new Date()),
        isNull(customerTokens.usedAt),
      ),
    )
    .limit(1);
  return row?.customer ?? null;
}

export async function endSession(db: Db, token: string | undefined | null): Promise<void> {
  if (!token || token.length > 200) return;
  await db.delete(customerTokens).where(and(eq(customerTokens.tokenHash, hashToken(token)), eq(customerTokens.purpose, 'session')));
}

/**
 * Logs in with a password. Each attempt is reserved in the rate-limit store before the (slow) password
 * check, in one atomic step per limit, so a burst of parallel attempts gets at most the limit's number
 * of checks and the rest a 429 (docs/decisions/0032). A good password clears the account's count and
 * gives its IP reservation back. Once the account's limit is used up, its owner logs in with a
 * one-time link that is mailed (at most one per 15 minutes) instead: strangers cannot lock them out.
 */
export async function login(svc: CustomerServices, input: { username: string; password: string; ip: string }) {
  const account = emailKey(input.username);
  const fromIp = await svc.limiter.reserveAddress(LIMITS.loginIp, input.ip);
  if (!fromIp.within) {
    throw new CustomerError(LIMITS.loginIp.message, 429, undefined, LIMITS.loginIp.windowMs / 1000);
  }
  if (!(await svc.limiter.reserve(LIMITS.loginAccount, account))) {
    // Not checked, so not counted: the account's count stays the number of passwords checked, and
    // its lock ends 15 minutes after the last of them however long a stranger keeps trying.
    await svc.limiter.release(LIMITS.loginAccount, account);
    offerLoginLink(svc, input.username);
    throw new CustomerError(LIMITS.loginAccount.message, 429, undefined, LIMITS.loginAccount.windowMs / 1000);
  }
  const customer = await findCustomerByEmail(svc.db, input.username);
  const ok = await svc.passwords.verify(customer?.passwordHash, input.password);
  if (!customer || !ok) throw new CustomerError(MESSAGES.wrongLogin, 401);
  await Promise.all([svc.limiter.reset(LIMITS.loginAccount, account), fromIp.release()]);
  // Only someone who knows the password learns that the address still needs confirming.
  if (!customer.emailConfirmedAt) throw new CustomerError(MESSAGES.unconfirmed, 403);
  return startSession(svc.db, customer);
}

/** Mails the owner of a locked account a one-time login link, after the answer, at most one per 15 minutes. */
function offerLoginLink(svc: CustomerServices, email: string) {
  sendLater(svc, 'login-link mail', async () => {
    if (!(await svc.limiter.take(LIMITS.loginLinkAccount, emailKey(email)))) return null;
    const customer = await findCustomerByEmail(svc.db, email);
    // An unconfirmed account may have been made by someone else than the mailbox's owner (docs/decisions/0046):
    // a link would let the owner in under that stranger's password. Its owner resets the password instead.
    if (!customer?.emailConfirmedAt) return null;
    const { token } = await issueToken(svc.db, customer.id, 'login_link', LOGIN_LINK_TTL_MS);
    const url = `${accountLink(svc.config.publicUrl, '/account/confirm-email/')}?login=${encodeURIComponent(token)}`;
    return customerMails.loginLink(customer.email, customer.firstName, url, accountLink(svc.config.publicUrl, '/account/forgot-password/'));
  });
}

/**
 * Logs in with a mailed login link: once, within 15 minutes, and only into a confirmed account. The
 * link confirms nothing (docs/decisions/0046): the mailbox's owner may not know the password the account was
 * made with, and a link must not hand that account, with its stranger's password, to them.
 */
export async function loginWithLink(svc: CustomerServices, token: string) {
  const used = await useToken(svc.db, token, 'login_link');
  if (!used) throw new CustomerError(MESSAGES.badToken, 400, 'token');
  const [customer] = await svc.db
    .select()
    .from(customers)
    .where(and(eq(customers.id, used.customerId), isNotNull(customers.emailConfirmedAt)))
    .limit(1);
  if (!customer) throw new CustomerError(MESSAGES.badToken, 400, 'token');
  await svc.db.delete(customerTokens).where(and(eq(customerTokens.customerId, customer.id), eq(customerTokens.purpose, 'login_link')));
  await svc.limiter.reset(LIMITS.loginAccount, emailKey(customer.email));
  return startSession(svc.db, customer);
}

export async function mailAllowed(svc: CustomerServices, ip: string) {
  if (!(await svc.limiter.takeAddress(LIMITS.mailIp, ip)))
    throw new CustomerError(LIMITS.mailIp.message, 429, undefined, LIMITS.mailIp.windowMs / 1000);
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** Registers a new account, or mails the owner of an existing one; the answer is the same. */
export async function register(svc: CustomerServices, form: RegisterForm, ip: string): Promise<{ message: string }> {
  if (form.type === 'company') await checkVatNumber(svc, form.vat_number);
  await mailAllowed(svc, ip);
  const passwordHash = await svc.passwords.hash(form.password);
  const existing = await findCustomerByEmail(svc.db, form.email);
  const forgotUrl = accountLink(svc.config.publicUrl, '/account/forgot-password/');
  // The demo people's addresses are the shop's own (docs/decisions/0044): the same answer, no account.
  if (!existing && isDemoEmail(form.email)) return { message: MESSAGES.registered };
  if (existing) {
    await send(svc, customerMails.accountExists(existing.email, existing.firstName, forgotUrl));
    return { message: MESSAGES.registered };
  }
  let created: CustomerRow | undefined;
  try {
    [created] = await svc.db
      .insert(customers)
      .values({
        email: form.email,
        passwordHash,
        type: form.type,
        firstName: form.first_name,
        lastName: form.last_name,
        phoneNumber: form.phone ?? null,
        company: form.company ?? null,
        vatNumber: form.vat_number ?? null,
        cocNumber: form.coc_number ?? null,
      })
      .returning();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // Registered a moment ago by a parallel request: treat as existing.
    const again = await findCustomerByEmail(svc.db, form.email);
    if (again) await send(svc, customerMails.accountExists(again.email, again.firstName, forgotUrl));
    return { message: MESSAGES.registered };
  }
  const { token } = await issueToken(svc.db, created!.id, 'email_confirm', CONFIRM_TTL_MS);
  await send(
    svc,
    customerMails.confirmEmail(created!.email, created!.firstName, accountLink(svc.config.publicUrl, '/account/confirm-email/', token)),
  );
  return { message: MESSAGES.registered };
}

/** Uses a one-time token: marks it used (one statement, so it works once under races) and answers its row, or null. */
async function useToken(db: Db, token: string, purpose: Exclude<TokenPurpose, 'session'>) {
  const [row] = await db
    .update(customerTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(customerTokens.tokenHash, hashToken(token)),
        eq(customerTokens.purpose, purpose),
        isNull(customerTokens.usedAt),
        gt(customerTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  return row ?? null;
}

/** The account a live (unused, unexpired) one-time token belongs to, without using the token. */
async function accountOfToken(db: Db, token: string, purpose: Exclude<TokenPurpose, 'session'>): Promise<CustomerRow | null> {
  const [row] = await db
    .select({ customer: customers })
    .from(customerTokens)
    .innerJoin(customers, eq(customers.id, customerTokens.customerId))
    .where(
      and(
        eq(customerTokens.tokenHash, hashToken(token)),
        eq(customerTokens.purpose, purpose),
        isNull(customerTokens.usedAt),
        gt(customerTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row?.customer ?? null;
}

/**
 * Uses a mailed link together with the account's password (docs/decisions/0046): the confirmation of
 * an account and of a new address. The tries are keyed by the link, not the address: only the
 * mailbox's owner has it, so a stranger's wrong logins cannot block it, and the link's holder gets ten
 * passwords per 15 minutes. A wrong password leaves the link working.
 */
async function useLinkWithPassword(
  svc: CustomerServices,
  input: { token: string; password: string },
  purpose: 'email_confirm' | 'email_change',
  wrongPassword: string,
) {
  const pending = await accountOfToken(svc.db, input.token, purpose);
  if (!pending) throw new CustomerError(MESSAGES.badToken, 400, 'token');
  const link = `${purpose === 'email_confirm' ? 'confirm' : 'change'}:${hashToken(input.token).slice(0, 32)}`;
  if (!(await svc.limiter.reserve(LIMITS.loginAccount, link))) {
    await svc.limiter.release(LIMITS.loginAccount, link);
    throw new CustomerError(MESSAGES.confirmTooMany, 429, undefined, LIMITS.loginAccount.windowMs / 1000);
  }
  if (!(await svc.passwords.verify(pending.passwordHash, input.password))) throw new CustomerError(wrongPassword, 400, 'password');
  await svc.limiter.reset(LIMITS.loginAccount, link);
  const used = await useToken(svc.db, input.token, purpose);
  if (!used) throw new CustomerError(MESSAGES.badToken, 400, 'token');
  return { pending, used };
}

/**
 * Marks the address confirmed by someone who proved both the mailbox (a mailed link) and the password
 * (typed, or just set with a reset link). Only now do the address's guest orders become the account's,
 * when one of them asked for an account from the thank-you page (checkout-account.ts): before, the
 * account may be a stranger's, made with someone else's address (docs/decisions/0046, account pre-hijacking).
 */
export async function markConfirmed(db: Db, customerId: number): Promise<CustomerRow | null> {
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .update(customers)
      .set({ emailConfirmedAt: sql`coalesce(${customers.emailConfirmedAt}, now())` })
      .where(eq(customers.id, customerId))
      .returning();
    if (!customer) return null;
    const ofAddress = and(isNull(orders.customerId), sql`lower(${orders.email}) = ${customer.email.trim().toLowerCase()}`);
    const [claimed] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(ofAddress, isNotNull(orders.accountClaimedAt)))
      .limit(1);
    if (claimed) await tx.update(orders).set({ customerId: customer.id }).where(ofAddress);
    return customer;
  });
}

/**
 * Confirms a new account with the mailed link and the account's password (docs/decisions/0046): the link proves
 * the mailbox, the password proves who made the account. A wrong password leaves the link working; ten
 * wrong ones within 15 minutes pause it.
 */
export async function confirmEmail(svc: CustomerServices, input: { token: string; password: string }) {
  const { used } = await useLinkWithPassword(svc, input, 'email_confirm', MESSAGES.confirmPassword);
  const customer = await markConfirmed(svc.db, used.customerId);
  if (!customer) throw new CustomerError(MESSAGES.badToken, 400, 'token');
  await svc.db.delete(customerTokens).where(and(eq(customerTokens.customerId, customer.id), eq(customerTokens.purpose, 'email_confirm')));
  return startSession(svc.db, customer);
}

/**
 * Ends every one-time link of an account and its sessions (but `keepSession`) when its password is
 * set anew (docs/decisions/0046, recovery that recovers): a pending e-mail change, a login link, a reset or
 * confirmation link issued before belong to whoever had the account then, perhaps an attacker. The
 * same when the account moves to a new address (attack review H10): they belong to the old mailbox.
 */
async function endTokensAfterPasswordChange(db: Db, customerId: number, keepSession?: string) {
  await db
    .delete(customerTokens)
    .where(and(eq(customerTokens.customerId, customerId), keepSession ? ne(customerTokens.tokenHash, hashToken(keepSession)) : undefined));
}

/**
 * Mails a reset link if the address has an account. The lookup, the token and the mail happen after
 * the answer, so known and unknown addresses answer in the same time.
 */
export async function forgotPassword(svc: CustomerServices, email: string, ip: string): Promise<{ message: string }> {
  if (!(await svc.limiter.take(LIMITS.forgotAccount, emailKey(email))))
    throw new CustomerError(LIMITS.forgotAccount.message, 429, undefined, LIMITS.forgotAccount.windowMs / 1000);
  await mailAllowed(svc, ip);
  sendLater(svc, 'password-reset mail', async () => {
    const customer = await findCustomerByEmail(svc.db, email);
    if (!customer) return null;
    const { token } = await issueToken(svc.db, customer.id, 'password_reset', RESET_TTL_MS);
    return customerMails.passwordReset(
      customer.email,
      customer.firstName,
      accountLink(svc.config.publicUrl, '/account/reset-password/', token),
    );
  });
  return { message: MESSAGES.forgot };
}

/** Sets a new password with a reset link: single use, 30 minutes, and every session ends. */
export async function resetPassword(svc: CustomerServices, token: string, password: string): Promise<{ message: string }> {
  const customerId = (await useToken(svc.db, token, 'password_reset'))?.customerId;
  if (!customerId) throw new CustomerError(MESSAGES.badToken, 400, 'token');
  const passwordHash = await svc.passwords.hash(password);
  await svc.db.update(customers).set({ passwordHash }).where(eq(customers.id, customerId));
  await endTokensAfterPasswordChange(svc.db, customerId);
  // The link reached the mailbox and its owner chose the password: the address is confirmed too.
  const customer = await markConfirmed(svc.db, customerId);
  if (customer) {
    await svc.limiter.reset(LIMITS.loginAccount, emailKey(customer.email));
    await send(
      svc,
      customerMails.passwordChanged(customer.email, customer.firstName, accountLink(svc.config.publicUrl, '/account/forgot-password/')),
    );
  }
  return { message: MESSAGES.passwordReset };
}

/** Changes the password of a logged-in customer; other sessions end, this one stays. */
/**
 * Checks a logged-in customer's current password (password change, e-mail change) under the same
 * per-account budget as the login: reserved before the check, cleared by a good password.
 */
async function checkCurrentPassword(svc: CustomerServices, customer: CustomerRow, password: string) {
  const account = emailKey(customer.email);
  if (!(await svc.limiter.reserve(LIMITS.loginAccount, account))) {
    await svc.limiter.release(LIMITS.loginAccount, account);
    throw new CustomerError(LIMITS.loginIp.message, 429, undefined, LIMITS.loginAccount.windowMs / 1000);
  }
  if (!(await svc.passwords.verify(customer.passwordHash, password)))
    throw new CustomerError(MESSAGES.wrongCurrentPassword, 400, 'current_password');
  await svc.limiter.reset(LIMITS.loginAccount, account);
}

export async function changePassword(
  svc: CustomerServices,
  customer: CustomerRow,
  currentToken: string,
  input: { current_password: string; password: string },
) {
  await checkCurrentPassword(svc, customer, input.current_password);
  await svc.db
    .update(customers)
    .set({ passwordHash: await svc.passwords.hash(input.password) })
    .where(eq(customers.id, customer.id));
  await endTokensAfterPasswordChange(svc.db, customer.id, currentToken);
  await send(
    svc,
    customerMails.passwordChanged(customer.email, customer.firstName, accountLink(svc.config.publicUrl, '/account/forgot-password/')),
  );
  return { message: MESSAGES.passwordChanged };
}

/**
 * Saves the account form. A new e-mail address needs the current password and is not saved here: a
 * link to the new address confirms it (confirmEmailChange). Whether the new address already has an
 * account shows in no answer: the answer is the same and the mails go out after it; an address that is
 * taken gets a notice instead of a link.
 */
export async function updateProfile(svc: CustomerServices, customer: CustomerRow, form: CustomerForm, ip: string) {
  const newEmail = form.email.trim();
  const emailChanged = newEmail.toLowerCase() !== customer.email.toLowerCase();
  if (emailChanged) {
    if (!form.current_password) throw new CustomerError(MESSAGES.passwordForEmail, 400, 'current_password');
    await checkCurrentPassword(svc, customer, form.current_password);
    await mailAllowed(svc, ip);
  }
  // An unchanged number was checked when it was entered; only a new one goes to the VAT service.
  if (form.type === 'company' && form.vat_number !== customer.vatNumber) await checkVatNumber(svc, form.vat_number);
  const [updated] = await svc.db
    .update(customers)
    .set({
      type: form.type,
      firstName: form.first_name,
      lastName: form.last_name,
      gender: form.gender ?? null,
      birthdate: form.birthdate ?? null,
      phoneNumber: form.phone_number ?? null,
      company: form.company ?? null,
      vatNumber: form.vat_number ?? null,
      cocNumber: form.coc_number ?? null,
    })
    .where(eq(customers.id, customer.id))
    .returning();
  if (!emailChanged) return { customer: customerJson(updated!), message: MESSAGES.saved };
  // Only the newest request's link works (the same work whatever the new address is). The token is
  // issued before the answer, so a password reset after it always ends it; for an address that is
  // taken it is never mailed (and confirmEmailChange refuses a taken address anyway).
  await svc.db.delete(customerTokens).where(and(eq(customerTokens.customerId, customer.id), eq(customerTokens.purpose, 'email_change')));
  const { token } = await issueToken(svc.db, customer.id, 'email_change', EMAIL_CHANGE_TTL_MS, newEmail);
  const forgotUrl = accountLink(svc.config.publicUrl, '/account/forgot-password/');
  // The old address hears of the request now, not only once it is done (docs/decisions/0046): a new password
  // ends the pending change.
  sendLater(svc, 'email-change warning', async () =>
    customerMails.emailChangeRequested(customer.email, updated!.firstName, newEmail, forgotUrl),
  );
  sendLater(svc, 'email-change mail', async () => {
    const holder = await findCustomerByEmail(svc.db, newEmail);
    if (holder) return customerMails.emailChangeTaken(holder.email, forgotUrl);
    const url = `${accountLink(svc.config.publicUrl, '/account/confirm-email/')}?change=${encodeURIComponent(token)}`;
    return customerMails.emailChangeConfirm(newEmail, updated!.firstName, url);
  });
  return { customer: customerJson(updated!), message: MESSAGES.emailChangeSent(newEmail) };
}

/**
 * Uses the link from the new address, with the account's password (attack review 2026-11-27, H3): only
 * now the e-mail address changes; the old address is told. The link proves the new mailbox, the password
 * proves that whoever holds it also holds the account: a stranger who moves their own account to your
 * address cannot have your click confirm it, so it never becomes a confirmed account of your address
 * under their password (login links would then go to it). A wrong password leaves the link working;
 * ten wrong ones within 15 minutes pause it. Once moved, every one-time link of the account (reset,
 * login, confirm links mailed to the old address) and every other session end (H10): they belong to
 * the mailbox the account left, which may be in other hands. `keepSession`, the caller's own session
 * of this account, stays.
 */
export async function confirmEmailChange(
  svc: CustomerServices,
  input: { token: string; password: string },
  keepSession?: string | null,
): Promise<{ message: string }> {
  const { pending, used } = await useLinkWithPassword(svc, input, 'email_change', MESSAGES.changePassword);
  if (!used.newEmail) throw new CustomerError(MESSAGES.badToken, 400, 'token');
  const [before] = await svc.db.select().from(customers).where(eq(customers.id, used.customerId)).limit(1);
  // The password was checked against the account as it was; a reset in between ended the link anyway.
  if (!before || before.passwordHash !== pending.passwordHash) throw new CustomerError(MESSAGES.badToken, 400, 'token');
  // Taken since the request (a registration in between): the link's holder owns that mailbox anyway.
  const holder = await findCustomerByEmail(svc.db, used.newEmail);
  if (holder && holder.id !== before.id) throw new CustomerError(MESSAGES.emailInUse, 400, 'token');
  try {
    await svc.db
      .update(customers)
      // The link reached the new mailbox and the password's holder used it: it is confirmed.
      .set({ email: used.newEmail, emailConfirmedAt: sql`now()` })
      .where(eq(customers.id, before.id));
  } catch (err) {
    if (isUniqueViolation(err)) throw new CustomerError(MESSAGES.emailInUse, 400, 'token');
    throw err;
  }
  await endTokensAfterPasswordChange(svc.db, before.id, keepSession ?? undefined);
  sendLater(svc, 'email-changed mail', async () => customerMails.emailChanged(before.email, before.firstName, used.newEmail!));
  return { message: MESSAGES.emailChanged(used.newEmail) };
}
