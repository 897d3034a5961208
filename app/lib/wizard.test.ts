import { describe, expect, it } from 'vitest';
import {
  answersFromSearch,
  choose,
  chosenOf,
  nextBlocked,
  nextButtonLabel,
  resultsLabel,
  searchFromAnswers,
  skip,
  wizardHref,
} from './wizard';

describe('wizard answer encoding', () => {
  it('reads qs{id} parameters: one id, a list when repeated, 0 for skipped, junk ignored', () => {
    const params = new URLSearchParams('qs101=1013&qs103=1032&qs103=1031&qs104=0&qs105=abc&foo=1&qs106=0&qs106=1061');
    expect(answersFromSearch(params)).toEqual({ qs101: 1013, qs103: [1031, 1032], qs104: 0, qs106: 1061 });
  });

  it('writes the map back in question order and round-trips', () => {
    const answers = { qs104: 0, qs101: 1013, qs103: [1031, 1032] };
    expect(searchFromAnswers(answers).toString()).toBe('qs101=1013&qs103=1031&qs103=1032&qs104=0');
    expect(answersFromSearch(searchFromAnswers(answers))).toEqual(answers);
    expect(wizardHref('dekbed', answers, { at: '105' })).toBe('/keuzehulp/dekbed/?qs101=1013&qs103=1031&qs103=1032&qs104=0&at=105');
  });

  it('single select replaces, multiselect toggles', () => {
    let a = choose({}, 101, 1011, false);
    a = choose(a, 101, 1012, false);
    expect(a).toEqual({ qs101: 1012 });
    a = choose(a, 103, 1031, true);
    a = choose(a, 103, 1033, true);
    expect(chosenOf(a, 103)).toEqual([1031, 1033]);
    a = choose(a, 103, 1031, true);
    expect(a.qs103).toBe(1033);
    a = choose(a, 103, 1033, true);
    expect(a).toEqual({ qs101: 1012 });
  });

  it('a skipped question is sent as 0 and counts as nothing chosen', () => {
    const a = skip({ qs101: 1011 }, 102);
    expect(a).toEqual({ qs101: 1011, qs102: 0 });
    expect(chosenOf(a, 102)).toEqual([]);
  });
});

describe('wizard skip rules and labels', () => {
  it.each([
    [{ isLast: true, skippable: true, chosen: 0 }, 'Toon resultaten', false],
    [{ isLast: true, skippable: false, chosen: 0 }, 'Toon resultaten', false],
    [{ isLast: false, skippable: true, chosen: 0 }, 'Overslaan', false],
    [{ isLast: false, skippable: true, chosen: 2 }, 'Volgende Stap', false],
    [{ isLast: false, skippable: false, chosen: 0 }, 'Volgende Stap', true],
    [{ isLast: false, skippable: false, chosen: 1 }, 'Volgende Stap', false],
  ])('%j → %s (blocked %s)', (step, label, blocked) => {
    expect(nextButtonLabel(step)).toBe(label);
    expect(nextBlocked(step)).toBe(blocked);
  });

  it('counts results in Dutch', () => {
    expect(resultsLabel(1)).toBe('Toon 1 resultaat');
    expect(resultsLabel(0)).toBe('Toon 0 resultaten');
    expect(resultsLabel(37)).toBe('Toon 37 resultaten');
  });
});
