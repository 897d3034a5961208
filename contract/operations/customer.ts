// /v1/customer — docs/requirements/accounts.md#api Customer calls: login and logout, registration, profile and passwords.
// Addresses, orders, invoices, newsletter and return requests are in customer-account.ts;
// favourites and last viewed in customer-lists.ts; the contact form in contact.ts.
// The customer token travels in `X-Customer-Token`, next to the service bearer token.
import {
  ChangePasswordSchema,
  CustomerFormSchema,
  ForgotPasswordSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
  TokenSchema,
  ConfirmEmailSchema,
} from '../forms/customer';
import { answer, defineOperation, ErrorSchema, jsonBody, z } from '../operation';
import { CustomerSchema, LoginStatusSchema, MessageSchema, SessionSchema } from '../schemas/customer';

/** The headers every /v1/customer call may carry. */
export const CustomerHeaders = z.object({
  'x-customer-token': z.string().max(200).optional().openapi({ description: 'Het klanttoken van POST /v1/customer/login' }),
  'x-forwarded-for': z
    .string()
    .max(512)
    .optional()
    .openapi({ description: 'IP-adres van de shopper, door de storefront doorgegeven (rate limits)' }),
});

export const customerErrors = {
  400: answer('Ongeldige aanvraag', ErrorSchema),
  401: answer('Niet (meer) ingelogd', ErrorSchema),
};
export const tooMany = { 429: answer('Te veel pogingen', ErrorSchema) };
export const notFound = { 404: answer('Niet gevonden', ErrorSchema) };
export const conflict = { 409: answer('Conflict', ErrorSchema) };
export const forbidden = { 403: answer('Nog niet bevestigd', ErrorSchema) };

/** What every customer operation shares: its tag, the service token, the customer headers. */
export const customerBase = { tags: ['customer'], security: [{ Bearer: [] }] };
const headers = { headers: CustomerHeaders };

export const loginCustomer = defineOperation({
  ...customerBase,
  method: 'post',
  path: '/v1/customer/login',
  summary:
    'Inloggen als klant: levert een klanttoken (24 uur). Zelfde antwoord voor bekende en onbekende adressen. Per account en per IP worden in 15 minuten hoogstens 10 wachtwoorden gecontroleerd (ook bij gelijktijdige pogingen); daarna 429, en krijgt het account (als het bestaat) een eenmalige inloglink per mail.',
  request: { ...headers, body: jsonBody(LoginSchema) },
  responses: { 200: answer('Ingelogd', SessionSchema), ...customerErrors, ...forbidden, ...tooMany },
});

export const loginWithLink = defineOperation({
  ...customerBase,
  method: 'post',
  path: '/v1/customer/login/link',
  summary:
    'Inloggen met de eenmalige inloglink uit de mail (15 minuten geldig, werkt één keer; alleen voor bevestigde accounts, en vervalt bij een nieuw wachtwoord)',
  request: { ...headers, body: jsonBody(TokenSchema) },
  responses: { 200: answer('Ingelogd', SessionSchema), ...customerErrors },
});

export const logoutCustomer = defineOperation({
  ...customerBase,
  method: 'get',
  path: '/v1/customer/logout',
  summary: 'Uitloggen: het klanttoken wordt op de server ingetrokken',
  request: headers,
  responses: { 200: answer('Uitgelogd', z.object({ loggedIn: z.literal(false) })), ...customerErrors },
});

export const getLoginStatus = defineOperation({
  ...customerBase,
  method: 'get',
  path: '/v1/customer/login/status',
  summary: 'Is dit klanttoken (nog) ingelogd?',
  request: headers,
  responses: { 200: answer('Status', LoginStatusSchema), ...customerErrors },
});

export const getCustomer = defineOperation({
  ...customerBase,
  method: 'get',
  path: '/v1/customer',
  summary: 'De ingelogde klant (SPEC CustomerForm)',
  request: headers,
  responses: { 200: answer('De klant', z.object({ customer: CustomerSchema })), ...customerErrors },
});

export const updateCustomer = defineOperation({
  ...customerBase,
  method: 'put',
  path: '/v1/customer',
  summary:
    'Accountgegevens wijzigen, met dezelfde klantvelden en -regels als bij het afrekenen. Een nieuw e-mailadres vraagt current_password en wordt pas gewijzigd na de link die naar dat adres gaat; het oude adres krijgt meteen bericht, en een nieuw wachtwoord laat de link vervallen. Het antwoord is hetzelfde of het adres al een account heeft of niet.',
  request: { ...headers, body: jsonBody(CustomerFormSchema) },
  responses: { 200: answer('Opgeslagen', z.object({ customer: CustomerSchema, message: z.string() })), ...customerErrors, ...tooMany },
});

export const registerCustomer = defineOperation({
  ...customerBase,
  method: 'post',
  path: '/v1/customer',
  summary:
    'Registreren. Het antwoord is altijd 202 met dezelfde tekst; een bestaand adres krijgt een mail in plaats van een tweede account.',
  request: { ...headers, body: jsonBody(RegisterSchema) },
  responses: { 202: answer('Mail verstuurd', MessageSchema), ...customerErrors, ...tooMany },
});

export const changePassword = defineOperation({
  ...customerBase,
  method: 'put',
  path: '/v1/customer/password',
  summary: 'Wachtwoord wijzigen; andere sessies en alle eenmalige links van het account (e-mailwijziging, inloglink, herstel) vervallen',
  request: { ...headers, body: jsonBody(ChangePasswordSchema) },
  responses: { 200: answer('Gewijzigd', MessageSchema), ...customerErrors, ...tooMany },
});

export const forgotPassword = defineOperation({
  ...customerBase,
  method: 'post',
  path: '/v1/customer/password/forgot',
  summary:
    'Wachtwoord vergeten: mailt een link (30 minuten, eenmalig). Zelfde antwoord voor bekende en onbekende adressen; maximaal 3 per uur per account.',
  request: { ...headers, body: jsonBody(ForgotPasswordSchema) },
  responses: { 202: answer('Verstuurd (als het account bestaat)', MessageSchema), ...customerErrors, ...tooMany },
});

export const resetPassword = defineOperation({
  ...customerBase,
  method: 'post',
  path: '/v1/customer/password/reset',
  summary: 'Nieuw wachtwoord met de link uit de mail; alle sessies en alle eenmalige links van het account vervallen',
  request: { ...headers, body: jsonBody(ResetPasswordSchema) },
  responses: { 200: answer('Gewijzigd', MessageSchema), ...customerErrors },
});

export const confirmEmail = defineOperation({
  ...customerBase,
  method: 'post',
  path: '/v1/customer/email/confirm',
  summary:
    'E-mailadres bevestigen met de link uit de registratiemail én het wachtwoord van het account (wie het wachtwoord niet kent, bevestigt niets); logt de klant in. Een fout wachtwoord laat de link geldig; per account tellen de pogingen mee met de inlogpogingen.',
  request: { ...headers, body: jsonBody(ConfirmEmailSchema) },
  responses: { 200: answer('Bevestigd en ingelogd', SessionSchema), ...customerErrors },
});

export const confirmEmailChange = defineOperation({
  ...customerBase,
  method: 'post',
  path: '/v1/customer/email/change/confirm',
  summary:
    'Nieuw e-mailadres bevestigen met de link uit de mail (24 uur, eenmalig) én het wachtwoord van het account; pas dan wordt het gewijzigd en krijgt het oude adres bericht. Alle eenmalige links van het account en de andere sessies vervallen (een meegestuurde X-Customer-Token van het account blijft). Een fout wachtwoord laat de link geldig.',
  request: { ...headers, body: jsonBody(ConfirmEmailSchema) },
  responses: { 200: answer('Gewijzigd', MessageSchema), ...customerErrors },
});
