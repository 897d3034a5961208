import { describe, expect, it } from 'vitest';
import { chatOrderNumber } from '#contract/operations/assistant';

describe('chatOrderNumber: digits only, max 7, prefix DKBD', () => {
  it.each([
    ['1000001', 'DKBD1000001'],
    ['DKBD1000001', 'DKBD1000001'],
    ['dkbd 1000001', 'DKBD1000001'],
    [' #1000001 ', 'DKBD1000001'],
    ['123', 'DKBD0000123'],
  ])('%s → %s', (raw, expected) => expect(chatOrderNumber(raw)).toBe(expected));

  it.each(['', '12345678', 'DKBD12345678', '10000a1', 'DKBD', 'ABCD1000001', '-1'])('refuses "%s"', (raw) =>
    expect(chatOrderNumber(raw)).toBeNull(),
  );
});
