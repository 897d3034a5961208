import { describe, expect, it } from 'vitest';
import { correctTerm, editDistance, foldText, stem, terms } from './normalise';

describe('Dutch normalisation', () => {
  it('folds case, accents and punctuation', () => {
    expect(foldText('Beëindigd!  Één  cRème-kleur?')).toBe('beeindigd een creme kleur');
  });

  it('meets plural, diminutive and verb forms on one stem', () => {
    expect(stem('matrassen')).toBe(stem('matras'));
    expect(stem('kussens')).toBe(stem('kussen'));
    expect(stem('bestellingen')).toBe(stem('bestelling'));
    expect(stem('kussentje')).toBe(stem('kussen'));
    expect(stem('maten')).toBe(stem('maat'));
  });

  it('repairs common typos and drops stop words', () => {
    expect(terms('wnr komt mn pakje')).toEqual(terms('wanneer komt pakket'));
    expect(terms('retouneren')).toEqual(terms('retourneren'));
  });

  it('corrects unknown words to a near vocabulary word', () => {
    const vocabulary = new Set(['retourner', 'bestel', 'verzendkost']);
    expect(editDistance('bestle', 'bestel')).toBe(1);
    expect(correctTerm('retoruner', vocabulary)).toBe('retourner');
    expect(correctTerm('verzendkots', vocabulary)).toBe('verzendkost');
    expect(correctTerm('zomer', vocabulary)).toBe('zomer');
  });
});
