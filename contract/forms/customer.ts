// docs/requirements/accounts.md#data Login, Register and CustomerForm, and the password forms, with the docs/requirements/accounts.md#validation rules.
import { z } from 'zod';
import {
  customerType,
  email,
  firstName,
  givenPassword,
  isBlank,
  lastName,
  MESSAGES,
  newPassword,
  normalizeCocNumber,
  normalizeVatNumber,
  optionalBirthdate,
  optionalGender,
  optionalPhone,
  optionalText,
  withCrossChecks,
} from './fields';

export const LoginSchema = z.object({
  username: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ required_error: MESSAGES.username, invalid_type_error: MESSAGES.username })
      .min(1, MESSAGES.username)
      .max(255, MESSAGES.username)
      // The login name is the e-mail address: one that cannot be one is said as the field is left.
      .pipe(z.string().email(MESSAGES.email)),
  ),
  password: givenPassword(MESSAGES.passwordRequired),
});

/** Company fields: required (and checked) only for type company; dropped for private customers. */
function checkCompany(raw: Record<string, unknown>, add: (path: string, message: string) => void) {
  if (raw.type !== 'company') return;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  if (isBlank(raw.company)) add('company', MESSAGES.company);
  if (!normalizeVatNumber(text(raw.vat_number))) add('vat_number', MESSAGES.vatNumber);
  if (!normalizeCocNumber(text(raw.coc_number))) add('coc_number', MESSAGES.cocNumber);
}

interface CompanyFields {
  type: 'private' | 'company';
  company?: string;
  vat_number?: string;
  coc_number?: string;
}

function normalizeCompany<T extends CompanyFields>(value: T): T {
  if (value.type !== 'company') return { ...value, company: undefined, vat_number: undefined, coc_number: undefined };
  return {
    ...value,
    vat_number: (value.vat_number && normalizeVatNumber(value.vat_number)) ?? value.vat_number,
    coc_number: (value.coc_number && normalizeCocNumber(value.coc_number)) ?? value.coc_number,
  };
}

const companyFields = {
  company: optionalText(255, MESSAGES.company),
  vat_number: optionalText(30, MESSAGES.vatNumber),
  coc_number: optionalText(20, MESSAGES.cocNumber),
};

/** docs/requirements/accounts.md#data CustomerForm (account information). */
export const CustomerFormSchema = withCrossChecks(
  checkCompany,
  z
    .object({
      type: customerType,
      first_name: firstName,
      last_name: lastName,
      gender: optionalGender,
      birthdate: optionalBirthdate,
      email,
      phone_number: optionalPhone,
      ...companyFields,
      /** Needed only when the e-mail address changes (checked by the API). */
      current_password: z.preprocess(
        (v) => (v === '' ? undefined : v),
        z.string({ invalid_type_error: MESSAGES.currentPassword }).max(1024, MESSAGES.currentPassword).optional(),
      ),
    })
    .transform(normalizeCompany),
);

export type CustomerForm = z.infer<typeof CustomerFormSchema>;

/** docs/requirements/accounts.md#data Register: type, names, e-mail, phone, company details for companies, password. */
export const RegisterSchema = withCrossChecks(
  checkCompany,
  z
    .object({
      type: customerType,
      first_name: firstName,
      last_name: lastName,
      email,
      phone: optionalPhone,
      ...companyFields,
      password: newPassword,
    })
    .transform(normalizeCompany),
);

export type RegisterForm = z.infer<typeof RegisterSchema>;

function samePasswords(raw: Record<string, unknown>, add: (path: string, message: string) => void) {
  if (typeof raw.password === 'string' && raw.password !== (raw.password_confirmation ?? ''))
    add('password_confirmation', MESSAGES.passwordsUnequal);
}

const confirmation = z.string({ invalid_type_error: MESSAGES.passwordsUnequal }).max(1024, MESSAGES.passwordsUnequal).default('');

export const ChangePasswordSchema = withCrossChecks(
  samePasswords,
  z.object({ current_password: givenPassword(MESSAGES.currentPassword), password: newPassword, password_confirmation: confirmation }),
);

export const ResetPasswordSchema = withCrossChecks(
  samePasswords,
  z.object({
    token: z.string({ required_error: MESSAGES.token }).min(20, MESSAGES.token).max(200, MESSAGES.token),
    password: newPassword,
    password_confirmation: confirmation,
  }),
);

/**
 * An account after a guest order (thank-you page): only the password; the e-mail address, name and
 * the proof that this browser placed the order come from the order (docs/decisions/0034).
 */
export const CheckoutAccountSchema = withCrossChecks(
  samePasswords,
  z.object({ password: newPassword, password_confirmation: confirmation }),
);

export const ForgotPasswordSchema = z.object({ email });
export const NewsletterSchema = z.object({ email });
export const TokenSchema = z.object({
  token: z.string({ required_error: MESSAGES.token }).min(20, MESSAGES.token).max(200, MESSAGES.token),
});
/**
 * The account confirmation (docs/decisions/0046): the mailed link and the account's password. The link proves the
 * mailbox, the password proves who made the account, so nobody confirms an account someone else chose
 * the password of.
 */
export const ConfirmEmailSchema = TokenSchema.extend({ password: givenPassword(MESSAGES.passwordRequired) });

/** The links mailed to a shopper (app/routes/account.confirm-email.tsx): token characters and length. */
export const LINK_TOKEN = /^[A-Za-z0-9_.-]{20,200}$/;
/** The kinds of mailed link the confirm page answers; anything else is the account confirmation. */
export const LINK_KINDS = ['account', 'newsletter', 'email-change', 'login'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/** The button on the confirm page: the link's token and kind, as hidden fields. */
export const ConfirmLinkSchema = z.object({
  token: z.string({ required_error: MESSAGES.token, invalid_type_error: MESSAGES.token }).regex(LINK_TOKEN, MESSAGES.token),
  kind: z.enum(LINK_KINDS).catch('account'),
  /** Only the account confirmation and the new e-mail address ask for it (the API says when it is missing or wrong). */
  password: z.string().max(1024).optional(),
});

/** The newsletter checkbox of the account (a box that is not ticked is not posted: no). */
export const SubscriptionSchema = z.object({
  newsletter: z.preprocess((value) => value === true || value === 'on', z.boolean()),
});
