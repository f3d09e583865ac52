import { describe, expect, it } from 'vitest';
import { initials, NO_INITIALS } from '../../src/shared/domain/initials';

describe('initials', () => {
  it('takes the first and the last word, a hyphenated surname being one word', () => {
    expect(initials('Dana Whitfield-Ortiz')).toBe('DW');
    expect(initials('Ada Byron King Lovelace')).toBe('AL');
    expect(initials('Heron Bakery & Co')).toBe('HC');
  });

  it('gives one letter for one word', () => {
    expect(initials('Prince')).toBe('P');
    expect(initials('Whitfield-Ortiz')).toBe('W');
  });

  it('ignores extra spaces, tabs and non-breaking spaces', () => {
    expect(initials('   Dana    Whitfield  ')).toBe('DW');
    expect(initials('Dana\t\nWhitfield')).toBe('DW');
    expect(initials('Dana\u00a0Whitfield')).toBe('DW');
  });

  it('upper-cases lowercase names, keeping a letter that would become two', () => {
    expect(initials('dana whitfield')).toBe('DW');
    expect(initials('ßara stein')).toBe('ßS');
  });

  it('reads non-Latin and accented letters whole', () => {
    expect(initials('Дана Уитфилд')).toBe('ДУ');
    expect(initials('Ελένη Παππά')).toBe('ΕΠ');
    expect(initials('王小明')).toBe('王');
    expect(initials('e\u0301mile zola')).toBe('E\u0301Z');
    expect(initials('Ölçer Şahin')).toBe('ÖŞ');
  });

  it('keeps an emoji whole, surrogate pairs and joined sequences alike', () => {
    expect(initials('🦊 Fox')).toBe('🦊F');
    expect(initials('Studio 👩‍👩‍👧')).toBe('S👩‍👩‍👧');
    expect(initials('𝒜da Lovelace')).toBe('𝒜L');
    // With the u flag, only a surrogate without its pair matches.
    for (const result of [initials('🦊 Fox'), initials('Studio 👩‍👩‍👧'), initials('𝒜da')]) {
      expect(result).not.toMatch(/[\uD800-\uDFFF]/u);
    }
  });

  it('skips punctuation before a word and words without letters', () => {
    expect(initials('(Dana) Whitfield')).toBe('DW');
    expect(initials('Dana -')).toBe('D');
  });

  it('reads an email address by its local part', () => {
    expect(initials('jane@example.com')).toBe('J');
    expect(initials('jane.doe@example.com')).toBe('JD');
    expect(initials('jane_van-doe+news@example.com')).toBe('JD');
  });

  it('says so when there is nothing to take initials from', () => {
    expect(initials('')).toBe(NO_INITIALS);
    expect(initials('   ')).toBe(NO_INITIALS);
    expect(initials('- & -')).toBe(NO_INITIALS);
  });
});
