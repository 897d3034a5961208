// What every /v1/admin operation shares (docs/decisions/0036): the tag, the staff bearer, and the error answers
// an admin handler gives (AdminError: the status and its Dutch message, per field where it has one).
import { answer, ErrorSchema, z } from '../../operation';

export { answer, jsonBody } from '../../operation';

export const tags = ['admin'];
/** A staff session token (`Authorization: Bearer <staff token>`); the service token gets 401 here. */
export const security = [{ Bearer: [] }];

const error = (description: string) => answer(description, ErrorSchema);

/** The error answers every admin operation may give. */
export const adminErrors = {
  400: error('Ongeldige aanvraag (Nederlandse melding per veld)'),
  401: error('Geen geldige medewerkerssessie'),
  403: error('Niet toegestaan voor deze rol'),
  404: error('Niet gevonden'),
  409: error('Kan niet in deze toestand'),
};
export const tooManyAttempts = { 429: error('Te veel pogingen') };
export const providerUnavailable = { 503: error('Betaalprovider niet bereikbaar') };

/** A file answer (CSV): its content type with the text as schema. */
export const csvAnswer = (description: string) => ({
  description,
  content: { 'text/csv': { schema: z.string().openapi({ example: 'bestelnummer;datum\r\n' }) } },
});
