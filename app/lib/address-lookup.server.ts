// SPEC §5: for an NL address the postcode and house number fill street and city. The checkout does
// it in the API; account address forms do it here too, so a shopper without JavaScript who typed
// only postcode and house number gets a complete address (or 'Postcode onjuist' and empty fields).
import type { CommerceClient } from '~/models/client.server';
import { isCommerceError } from '~/models/client.server';
import { lookupPostcode } from '~/models/checkout.server';
import { MESSAGES } from '../../contract/forms/fields';

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
