import { describe, expect, it } from 'vitest';
import { canSubmitSearch, canSuggest, normaliseTerm, searchTermProblem } from './search';

// docs/requirements/catalogue-and-search.md#validation
describe('search term rules', () => {
  it('collapses whitespace', () => {
    expect(normaliseTerm('  wit   dekbed ')).toBe('wit dekbed');
    expect(normaliseTerm(null)).toBe('');
  });
  it('suggests for 3 to 100 characters', () => {
    expect(canSuggest('de')).toBe(false);
    expect(canSuggest('dek')).toBe(true);
    expect(canSuggest('  de  ')).toBe(false);
    expect(canSuggest('x'.repeat(100))).toBe(true);
    expect(canSuggest('x'.repeat(101))).toBe(false);
  });
  it('submits with Enter only when longer than 3 characters', () => {
    expect(canSubmitSearch('bed')).toBe(false);
    expect(canSubmitSearch('beds')).toBe(true);
    expect(canSubmitSearch('x'.repeat(101))).toBe(false);
  });
  it('names what is wrong with a term', () => {
    expect(searchTermProblem('')).toBe('empty');
    expect(searchTermProblem('   ')).toBe('empty');
    expect(searchTermProblem('bed')).toBe('short');
    expect(searchTermProblem('x'.repeat(101))).toBe('long');
    expect(searchTermProblem('dekbed')).toBeNull();
  });
});
