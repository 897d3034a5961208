// Alerts (docs/decisions/0052): the "Mail me als hij er weer is" form on a sold-out variant
// (field alert_email, docs/decisions/0052) and the account's price-drop opt-in.
import { z } from 'zod';
import { email } from './fields';

export const ALERT_MESSAGES = {
  requested:
    'Bijna klaar! Bevestig je aanmelding via de link in de e-mail die we je hebben gestuurd. Daarna mailen we je zodra dit artikel weer op voorraad is.',
  variant: 'Kies een maat of uitvoering.',
  notFound: 'Dit artikel bestaat niet (meer).',
  inStock: 'Dit artikel is op voorraad: je kunt het meteen bestellen.',
  confirmed: 'Gelukt! We mailen je één keer zodra dit artikel weer op voorraad is.',
  invalidLink: 'Deze link is ongeldig of verlopen. Meld je opnieuw aan.',
  unsubscribed: 'Je bent afgemeld: over dit artikel krijg je geen mail meer.',
  failed: 'Er is iets fout gegaan, probeer het later nog eens.',
  priceAlertsOn: 'De wijzigingen zijn opgeslagen. We mailen je (hoogstens één keer per week) als een favoriet in prijs daalt.',
  priceAlertsOff: 'De wijzigingen zijn opgeslagen. Je krijgt geen prijsmeldingen meer.',
} as const;

const variantId = z.coerce
  .number({ invalid_type_error: ALERT_MESSAGES.variant, required_error: ALERT_MESSAGES.variant })
  .int(ALERT_MESSAGES.variant)
  .positive(ALERT_MESSAGES.variant)
  .max(2_147_483_647, ALERT_MESSAGES.variant);

/** The storefront's form: the variant and the address to mail. */
export const StockAlertFormSchema = z.object({ variant_id: variantId, alert_email: email });

/** The API's body. */
export const StockAlertRequestSchema = z.object({ variant_id: variantId, email });

/** The mailed links (confirm, unsubscribe): a signed token. */
export const AlertTokenSchema = z.object({
  token: z
    .string({ required_error: ALERT_MESSAGES.invalidLink })
    .regex(/^[A-Za-z0-9_-]{10,100}\.[A-Za-z0-9_-]{20,100}$/, ALERT_MESSAGES.invalidLink),
});

/** The account's price-drop opt-in (a box not ticked is not posted: no). */
export const PriceAlertsSchema = z.object({
  price_alerts: z.preprocess((value) => value === true || value === 'on', z.boolean()),
});
