// docs/requirements/checkout-and-payment.md#validation: for an NL address the postcode and house number fill street and city. The checkout does
// it in the API; account address forms do it here too, so a shopper without JavaScript who typed
// only postcode and house number gets a complete address (or 'Postcode onjuist' and empty fields).
import type { CommerceClient } from '~/models/client.server';
import { isCommerceError } from '~/models/client.server';
import { lookupPostcode } from '~/models/checkout.server';
import { MESSAGES } from '#contract/forms/fields';
import { log } from './log.server';

const NL_ZIPCODE = /^[1-9]\d{3} ?[a-z]{2}$/i;

/**
 * Completes street and city in `form` from the address lookup. Answers the zip code error when an
 * NL lookup finds nothing (street and city are then emptied), else null. Other countries, and
 * forms whose postcode or house number the schema will refuse anyway, are left alone.
 */
export async function completeAddress(commerce: CommerceClient, form: FormData, prefix = ''): Promise<string | null> {
  const read = (name: string) => String(form.get(prefix + name) ?? '').trim();
  const country = (read('country_code') || 'NL').toUpperCase();
  const zipcode = read('zipcode');
  const houseNumber = read('house_number');
  if (country !== 'NL' || !NL_ZIPCODE.test(zipcode) || !/^\d{1,6}$/.test(houseNumber)) return null;
  try {
    const found = await lookupPostcode(commerce, {
      zipcode,
      house_number: houseNumber,
      extension: read('extension') || undefined,
      country_code: 'NL',
    });
    form.set(prefix + 'street', found.street);
    form.set(prefix + 'city', found.city);
    return null;
  } catch (error) {
    if (!isCommerceError(error) || error.status >= 500) throw error;
    form.set(prefix + 'street', '');
    form.set(prefix + 'city', '');
    return MESSAGES.zipcode;
  }
}

/**
 * The checkout's address form without JavaScript (docs/decisions/0048): every submit looks up the billing
 * address and, when it is its own, the delivery address, before the form is checked — so street and
 * city come back filled whatever else is wrong, and a postcode that does not resolve is flagged. A
 * lookup service that is down changes nothing here (logged): the API looks up again when the step is saved.
 */
export async function completeCheckoutAddresses(
  commerce: CommerceClient,
  form: FormData,
): Promise<{ errors: Record<string, string[]>; settled: Record<string, string> }> {
  const prefixes = form.get('sameDeliveryAddress') === 'on' ? [''] : ['', 'shipping_'];
  const errors: Record<string, string[]> = {};
  // The street and city this lookup decided (filled or emptied): with JavaScript the form shows these
  // too, so the shopper sees the server's verdict and not a street typed before a late answer (docs/decisions/0049).
  const settled: Record<string, string> = {};
  for (const prefix of prefixes) {
    const before = { street: form.get(prefix + 'street'), city: form.get(prefix + 'city') };
    let message: string | null = null;
    try {
      message = await completeAddress(commerce, form, prefix);
      if (message) errors[`${prefix}zipcode`] = [message];
    } catch (error) {
      log.warn('Adres opzoeken mislukt; de API zoekt bij opslaan opnieuw', error instanceof Error ? error.message : error);
    }
    for (const name of ['street', 'city'] as const) {
      const after = form.get(prefix + name);
      if (message || after !== before[name]) settled[prefix + name] = String(after ?? '');
    }
  }
  return { errors, settled };
}
