// The real address adapter: PDOK Locatieserver, the government's free geocoder over the BAG
// (Basisregistratie Adressen en Gebouwen). No key needed.
// Docs: https://api.pdok.nl/bzk/locatieserver/search/v3_1/ui/ and github.com/PDOK/locatieserver/wiki
import type { AddressLookup } from './types';
import { houseNumberValue, normaliseZipcode } from '#contract/rules/address';

export const PDOK_LOCATIESERVER_URL = 'https://api.pdok.nl/bzk/locatieserver/search/v3_1';

export interface PdokAddressLookupOptions {
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  /** Told about failed calls (for the log); the lookup itself then answers null. */
  onError?: (error: Error) => void;
}

/** The part of a Locatieserver /free answer we read (a Solr response envelope). */
interface LocatieserverResponse {
  response?: {
    numFound?: number;
    docs?: { straatnaam?: string; woonplaatsnaam?: string; postcode?: string; huisnummer?: number }[];
  };
}

/** Splits what the shopper typed as extension into BAG huisletter and huisnummertoevoeging. */
export function splitExtension(raw: string | undefined): { huisletter?: string; toevoeging?: string } {
  const value = (raw ?? '').trim().replace(/^[-\s]+/, '');
  if (!value) return {};
  const letterOnly = /^([a-z])$/i.exec(value);
  if (letterOnly) return { huisletter: letterOnly[1].toUpperCase() };
  const letterAndMore = /^([a-z])[\s-]+([a-z0-9]{1,4})$/i.exec(value);
  if (letterAndMore) return { huisletter: letterAndMore[1].toUpperCase(), toevoeging: letterAndMore[2] };
  const cleaned = value.replace(/[^a-z0-9]/gi, '');
  return cleaned ? { toevoeging: cleaned.slice(0, 4) } : {};
}

/**
 * GET {baseUrl}/free?fq=postcode:1234AB&fq=huisnummer:1&fq=type:adres[&fq=huisletter:A]
 * [&fq=huisnummertoevoeging:"2"]&fl=…&rows=1 and reads response.docs[0].straatnaam and
 * .woonplaatsnaam. numFound 0 → null.
 *
 * When an extension is given and no address carries it, the lookup is repeated without it: the
 * street and city of a postcode + house number do not depend on the extension, and a typed "bis"
 * that the BAG spells "BIS" should not empty the shopper's form.
 *
 * Errors (network, time-out after timeoutMs, non-2xx, unreadable JSON) do NOT throw: they answer
 * null, as the AddressLookup contract says ("or the service cannot say"), so the caller flags the
 * zip code invalid per docs/requirements/checkout-and-payment.md#validation. Pass onError to log them.
 */
export function createPdokAddressLookup(options: PdokAddressLookupOptions = {}): AddressLookup {
  const { baseUrl = PDOK_LOCATIESERVER_URL, fetch = globalThis.fetch, timeoutMs = 3000, onError } = options;
  const endpoint = `${baseUrl.replace(/\/+$/, '')}/free`;

  async function search(filters: string[]): Promise<{ street: string; city: string } | null> {
    const params = new URLSearchParams();
    for (const fq of filters) params.append('fq', fq);
    params.set('fl', 'straatnaam woonplaatsnaam postcode huisnummer huisletter huisnummertoevoeging');
    params.set('rows', '1');
    const response = await fetch(`${endpoint}?${params}`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`PDOK Locatieserver answered HTTP ${response.status}`);
    const body = (await response.json()) as LocatieserverResponse;
    if (!body.response?.numFound) return null;
    const doc = body.response.docs?.[0];
    if (!doc?.straatnaam || !doc.woonplaatsnaam) return null;
    return { street: doc.straatnaam, city: doc.woonplaatsnaam };
  }

  return {
    async lookup({ zipcode, houseNumber, extension, countryCode }) {
      if (countryCode.trim().toUpperCase() !== 'NL') return null;
      const postcode = normaliseZipcode(zipcode);
      const number = houseNumberValue(houseNumber);
      if (!/^[1-9][0-9]{3}[A-Z]{2}$/.test(postcode) || number === null) return null;
      const base = [`postcode:${postcode}`, `huisnummer:${number}`, 'type:adres'];
      const { huisletter, toevoeging } = splitExtension(extension);
      const exact = [...base];
      if (huisletter) exact.push(`huisletter:${huisletter}`);
      if (toevoeging) exact.push(`huisnummertoevoeging:"${toevoeging}"`);
      try {
        const found = await search(exact);
        if (found || exact.length === base.length) return found;
        return await search(base);
      } catch (error) {
        onError?.(error as Error);
        return null;
      }
    },
  };
}
