import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEmbeddedAddressLookup, EMBEDDED_ADDRESS_TABLE_FILE, readAddressTable } from './embedded';
import { isValidZipcode } from '#contract/rules/address';

const lookup = createEmbeddedAddressLookup();
const nl = (zipcode: string, houseNumber: string, extension?: string) =>
  lookup.lookup({ zipcode, houseNumber, extension, countryCode: 'NL' });

describe('embedded address table (addresses.nl.json)', () => {
  const table = readAddressTable(EMBEDDED_ADDRESS_TABLE_FILE);

  it('resolves the demo address 1234 AB 1 to Voorbeeldstraat, Amsterdam (ARCHITECTURE)', async () => {
    expect(await nl('1234 AB', '1')).toEqual({ street: 'Voorbeeldstraat', city: 'Amsterdam' });
    expect(await nl('1234ab', '1')).toEqual({ street: 'Voorbeeldstraat', city: 'Amsterdam' });
    expect(await nl('1234AB', '1', 'A')).toEqual({ street: 'Voorbeeldstraat', city: 'Amsterdam' });
  });

  it('resolves the seeded company address 3581 AB 12 A', async () => {
    expect(await nl('3581 AB', '12', 'A')).toEqual({ street: 'Nachtegaallaan', city: 'Utrecht' });
  });

  it('holds at least 60 postcodes, each well formed', () => {
    const entries = Object.entries(table);
    expect(entries.length).toBeGreaterThanOrEqual(60);
    for (const [zipcode, entry] of entries) {
      expect(isValidZipcode('NL', zipcode), zipcode).toBe(true);
      expect(entry.street.length, zipcode).toBeGreaterThan(0);
      expect(entry.city.length, zipcode).toBeGreaterThan(0);
      expect(entry.numbers[0], zipcode).toBeGreaterThanOrEqual(1);
      expect(entry.numbers[1], zipcode).toBeGreaterThanOrEqual(entry.numbers[0]);
    }
  });

  it('keeps its keys normalised in the file itself', () => {
    const raw = JSON.parse(readFileSync(EMBEDDED_ADDRESS_TABLE_FILE, 'utf8')) as { postcodes: Record<string, unknown> };
    for (const key of Object.keys(raw.postcodes)) expect(key).toMatch(/^[1-9][0-9]{3}[A-Z]{2}$/);
  });

  it('finds house numbers inside the range, ends included, and nothing outside it', async () => {
    expect(await nl('1234AB', '60')).not.toBeNull();
    expect(await nl('1234AB', '61')).toBeNull();
    expect(await nl('1234AB', '0')).toBeNull();
    expect(await nl('1012JS', '1')).toEqual({ street: 'Dam', city: 'Amsterdam' });
    expect(await nl('2513 AA', '1')).toEqual({ street: 'Binnenhof', city: "'s-Gravenhage" });
  });

  it('honours the odd/even side of a street', async () => {
    expect(await nl('1016GV', '263')).toEqual({ street: 'Prinsengracht', city: 'Amsterdam' });
    expect(await nl('1016GV', '264')).toBeNull();
    expect(await nl('1018CZ', '38')).toEqual({ street: 'Plantage Kerklaan', city: 'Amsterdam' });
    expect(await nl('1018CZ', '39')).toBeNull();
  });

  it('answers null for unknown postcodes, junk house numbers and other countries', async () => {
    expect(await nl('9999ZZ', '1')).toBeNull();
    expect(await nl('1234AB', '')).toBeNull();
    expect(await nl('1234AB', 'een')).toBeNull();
    expect(await lookup.lookup({ zipcode: '1234AB', houseNumber: '1', countryCode: 'BE' })).toBeNull();
    expect(await lookup.lookup({ zipcode: '1000', houseNumber: '1', countryCode: 'BE' })).toBeNull();
  });

  it('reads the house number as typed (spaces, a range with a dash)', async () => {
    expect(await nl('1234AB', ' 12 ')).not.toBeNull();
    expect(await nl('1234AB', '12-14')).not.toBeNull();
  });

  it('merges an extra table file over the bundled one', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'addresses-'));
    const extra = path.join(dir, 'addresses.nl.json');
    writeFileSync(extra, JSON.stringify({ postcodes: { '7101 AA': { street: 'Markt', city: 'Winterswijk', numbers: [1, 20] } } }));
    const merged = createEmbeddedAddressLookup({ extraFiles: [extra, path.join(dir, 'missing.json')] });
    expect(await merged.lookup({ zipcode: '7101AA', houseNumber: '3', countryCode: 'NL' })).toEqual({
      street: 'Markt',
      city: 'Winterswijk',
    });
    expect(await merged.lookup({ zipcode: '1234AB', houseNumber: '1', countryCode: 'NL' })).toEqual({
      street: 'Voorbeeldstraat',
      city: 'Amsterdam',
    });
  });

  it('takes a table given in code', async () => {
    const own = createEmbeddedAddressLookup({ table: { '1111AA': { street: 'Teststraat', city: 'Testdorp', numbers: [1, 1] } } });
    expect(await own.lookup({ zipcode: '1111 aa', houseNumber: '1', countryCode: 'nl' })).toEqual({
      street: 'Teststraat',
      city: 'Testdorp',
    });
    expect(await own.lookup({ zipcode: '1234AB', houseNumber: '1', countryCode: 'NL' })).toBeNull();
  });
});
