// The embedded address lookup: a table of Dutch postcodes in addresses.nl.json, so a fresh clone
// fills street and city without any outside service (the demo address: 1234 AB 1 → Voorbeeldstraat,
// Amsterdam).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AddressLookup } from './types';
import { houseNumberValue, normaliseZipcode } from '#contract/rules/address';

export interface PostcodeEntry {
  street: string;
  city: string;
  /** The house numbers the postcode covers, both ends included. */
  numbers: [number, number];
  /** Dutch postcodes often cover one side of a street only. */
  parity?: 'odd' | 'even';
}

/** Normalised postcode ('1234AB') → entry. */
export type AddressTable = Record<string, PostcodeEntry>;

export const EMBEDDED_ADDRESS_TABLE_FILE = fileURLToPath(new URL('./addresses.nl.json', import.meta.url));

/** Reads a table file shaped like addresses.nl.json ({ postcodes: { '1234AB': … } }). */
export function readAddressTable(file: string): AddressTable {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { postcodes?: Record<string, PostcodeEntry> };
  const table: AddressTable = {};
  for (const [zipcode, entry] of Object.entries(parsed.postcodes ?? {})) table[normaliseZipcode(zipcode)] = entry;
  return table;
}

export interface EmbeddedAddressLookupOptions {
  /** Use this table instead of the bundled file (tests). */
  table?: AddressTable;
  /** Extra table files merged over the bundled one when they exist (e.g. DATA_DIR/addresses.nl.json). */
  extraFiles?: string[];
}

export function lookupInTable(table: AddressTable, zipcode: string, houseNumber: string): { street: string; city: string } | null {
  const entry = table[normaliseZipcode(zipcode)];
  const number = houseNumberValue(houseNumber);
  if (!entry || number === null) return null;
  const [from, to] = entry.numbers;
  if (number < from || number > to) return null;
  if (entry.parity === 'odd' && number % 2 === 0) return null;
  if (entry.parity === 'even' && number % 2 === 1) return null;
  return { street: entry.street, city: entry.city };
}

/**
 * Looks addresses up in the bundled table (read once, on first use). NL only: any other country
 * answers null. The extension (huisletter / toevoeging) does not change street or city, so it is
 * ignored.
 */
export function createEmbeddedAddressLookup(options: EmbeddedAddressLookupOptions = {}): AddressLookup {
  let table: AddressTable | undefined = options.table;
  const load = (): AddressTable => {
    if (!table) {
      table = readAddressTable(EMBEDDED_ADDRESS_TABLE_FILE);
      for (const file of options.extraFiles ?? []) if (existsSync(file)) Object.assign(table, readAddressTable(file));
    }
    return table;
  };
  return {
    async lookup({ zipcode, houseNumber, countryCode }) {
      if (countryCode.trim().toUpperCase() !== 'NL') return null;
      return lookupInTable(load(), zipcode, houseNumber);
    },
  };
}
