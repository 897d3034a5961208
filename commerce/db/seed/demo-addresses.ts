// The e-mail addresses of the demo people (docs/decisions/0044). They are the shop's own: the README
// prints them with their password and TOTP secrets, so a real shop lets nobody register them (the
// ordinary neutral answer, no row) and create-owner refuses them. Kept apart from the seed so the
// API can check an address without loading the seed.
export const DEMO_EMAIL = 'demo@slaapzaak.nl';
export const COMPANY_EMAIL = 'zakelijk@slaapzaak.nl';
export const DEMO_OWNER_EMAIL = 'eigenaar@slaapzaak.nl';
export const DEMO_STAFF_EMAIL = 'medewerker@slaapzaak.nl';

export const DEMO_CUSTOMER_EMAILS = [DEMO_EMAIL, COMPANY_EMAIL];
export const DEMO_STAFF_EMAILS = [DEMO_OWNER_EMAIL, DEMO_STAFF_EMAIL];

/** True for a demo person's address, in any case and with surrounding spaces. */
export function isDemoEmail(email: string): boolean {
  const key = email.trim().toLowerCase();
  return DEMO_CUSTOMER_EMAILS.includes(key) || DEMO_STAFF_EMAILS.includes(key);
}
