import { describe, expect, it } from 'vitest';
import { isValidVatFormat, parseVatNumber, passesIso7064Mod97, passesNlElevenProof } from './vat';

// Worked examples, computed by hand (and cross-checked with BigInt below):
//
// NL 11-proof: weights 9,8,7,6,5,4,3,2 on the first eight digits, minus the ninth, mod 11 = 0.
// - NL004495445B01: 0·9+0·8+4·7+4·6+9·5+5·4+4·3+4·2 = 137; 137 − 5 = 132 = 12·11 ✓
// - NL123456782B01: 1·9+2·8+3·7+4·6+5·5+6·4+7·3+8·2 = 156; 156 − 2 = 154 = 14·11 ✓
// - NL876543219B01: 8·9+7·8+6·7+5·6+4·5+3·4+2·3+1·2 = 240; 240 − 9 = 231 = 21·11 ✓
// - NL123456789B01: 156 − 9 = 147 = 13·11 + 4 ✗ (and it fails mod 97 too: not a valid number)
// - NL876543210B01: 240 − 0 = 240 = 21·11 + 9 ✗ (and fails mod 97)
//
// NL mod 97 (sole traders since 2020): letters become numbers (N=23, L=21, B=11), then the whole
// string as one integer mod 97 must be 1.
// - NL000099998B57 (a sole-trader style example): 2321 000099998 11 57 → 1 ✓; its 11-proof
//   fails: 0·9+0·8+0·7+0·6+9·5+9·4+9·3+9·2 = 126; 126 − 8 = 118 = 10·11 + 8 ✗
// - NL123456789B13: 2321 123456789 11 13 → 1 ✓ (same digits as the invalid one above, other suffix)
//
// BE: 10 digits starting 0 or 1; 97 − (first eight digits mod 97) = last two digits.
// - BE0417497106: 04174971 mod 97 = 91 (97·43040 = 4174880); 97 − 91 = 6 → "06" ✓
// - BE0403170701: 04031707 mod 97 = 96; 97 − 96 = 1 → "01" ✓
// - BE0123456749: 01234567 mod 97 = 48; 97 − 48 = 49 → "49" ✓
// - BE0123456789: last two should be 49, not 89 ✗

describe('the worked examples add up', () => {
  it('mod 97 by BigInt agrees with the hand computation', () => {
    expect(BigInt('23210000999981157') % 97n).toBe(1n);
    expect(BigInt('23211234567891113') % 97n).toBe(1n);
    expect(BigInt('23211234567891101') % 97n).not.toBe(1n);
    expect(4174971 % 97).toBe(91);
    expect(4031707 % 97).toBe(96);
    expect(1234567 % 97).toBe(48);
  });
});

describe('isValidVatFormat NL', () => {
  it.each(['NL004495445B01', 'NL123456782B01', 'NL876543219B01', 'NL123456782B99'])('%s passes the 11-proof', (n) => {
    expect(passesNlElevenProof(n.slice(2, 11))).toBe(true);
    expect(isValidVatFormat(n, 'NL')).toBe(true);
  });

  it.each(['NL000099998B57', 'NL123456789B13'])('%s passes only the mod 97 check (sole trader)', (n) => {
    expect(passesNlElevenProof(n.slice(2, 11))).toBe(false);
    expect(passesIso7064Mod97(n)).toBe(true);
    expect(isValidVatFormat(n, 'NL')).toBe(true);
  });

  it.each([
    ['NL123456789B01', 'fails both checks'],
    ['NL876543210B01', 'fails both checks'],
    ['NL000099998B58', 'mod 97 off by one'],
    ['NL12345678B01', '8 digits'],
    ['NL1234567820B01', '10 digits'],
    ['NL123456782C01', 'C instead of B'],
    ['NL123456782B1', 'one suffix digit'],
    ['NL123456782', 'no B suffix'],
    ['BE123456782B01', 'another country prefix'],
    ['', 'empty'],
  ])('rejects %j (%s)', (n) => expect(isValidVatFormat(n, 'NL')).toBe(false));

  it('forgives spaces, dots, dashes, lower case and a missing prefix', () => {
    expect(isValidVatFormat('nl 0044.95.445 b01', 'NL')).toBe(true);
    expect(isValidVatFormat('NL-004495445-B01', 'NL')).toBe(true);
    expect(isValidVatFormat('004495445B01', 'NL')).toBe(true);
    expect(isValidVatFormat('nl000099998b57', 'NL')).toBe(true);
  });
});

describe('isValidVatFormat BE', () => {
  it.each(['BE0417497106', 'BE0403170701', 'BE0123456749', 'be 0417.497.106', '0417497106'])('accepts %j', (n) => {
    expect(isValidVatFormat(n, 'BE')).toBe(true);
  });

  it.each([
    ['BE0123456789', 'wrong check digits'],
    ['BE0417497107', 'check digits off by one'],
    ['BE2417497106', 'starts with 2'],
    ['BE417497106', 'the old 9-digit form'],
    ['BE04174971066', '11 digits'],
    ['NL0417497106', 'another country prefix'],
  ])('rejects %j (%s)', (n) => expect(isValidVatFormat(n, 'BE')).toBe(false));
});

describe('parseVatNumber: country from the prefix, else the form country', () => {
  it('takes the country from the prefix, whatever the form says', () => {
    expect(parseVatNumber('NL004495445B01', 'BE')).toEqual({ countryCode: 'NL', number: '004495445B01' });
    expect(parseVatNumber('be 0417.497.106', 'NL')).toEqual({ countryCode: 'BE', number: '0417497106' });
  });

  it('falls back to the form country without a prefix', () => {
    expect(parseVatNumber('004495445B01', 'NL')).toEqual({ countryCode: 'NL', number: '004495445B01' });
    expect(parseVatNumber('0417.497.106', 'be')).toEqual({ countryCode: 'BE', number: '0417497106' });
  });

  it('answers null for other countries and for numbers not shaped like the country’s', () => {
    expect(parseVatNumber('DE123456789', 'NL')).toBeNull();
    expect(parseVatNumber('004495445B01', 'DE')).toBeNull();
    expect(parseVatNumber('0417497106', 'NL')).toBeNull();
    expect(parseVatNumber('NL0417497106', 'NL')).toBeNull();
    expect(parseVatNumber('', 'NL')).toBeNull();
  });

  it('does not judge check digits (that is isValidVatFormat’s job)', () => {
    expect(parseVatNumber('NL123456789B01', 'NL')).toEqual({ countryCode: 'NL', number: '123456789B01' });
  });
});
