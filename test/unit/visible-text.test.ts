import { describe, expect, it } from 'vitest';
import { requiredDisplayText } from '../../src/shared/contracts/display-text';
import { visibleText } from '../../src/shared/domain/visible-text';

describe('visibleText', () => {
  it.each([
    ['a right-to-left override and its end', 'Acme\u202Eevil\u202C', 'Acmeevil'],
    ['embeddings and the left-to-right override', '\u202Aa\u202Bb\u202Dc', 'abc'],
    ['isolates', '\u2066Acme\u2067\u2068\u2069', 'Acme'],
    ['direction marks and the Arabic letter mark', '\u200EAcme\u200F\u061C', 'Acme'],
    ['zero-width space, word joiner and byte-order mark', '\uFEFFAc\u200Bme\u2060', 'Acme'],
    ['joiners inside a Latin word', 'Ac\u200Dme Co\u200Cop', 'Acme Coop'],
    ['joiners at either end or beside a space', '\u200DAcme \u200D\u200CLtd\u200D', 'Acme Ltd'],
    ['control characters and line separators', 'Ac\u0000me\u0007\u009F\u2028\u2029', 'Acme'],
  ])('removes %s', (_label, text, visible) => {
    expect(visibleText(text)).toBe(visible);
  });

  it('keeps the joiner that makes an emoji sequence one picture', () => {
    for (const emoji of ['👩\u200D💻', '👨\u200D👩\u200D👧', '🏳\uFE0F\u200D🌈', '👩🏽\u200D🚀']) {
      expect(visibleText(`Team ${emoji}`)).toBe(`Team ${emoji}`);
    }
  });

  it('keeps the joiners inside a word of a script that writes with them', () => {
    const persian = 'می\u200Cخواهم'; // ZWNJ between two Arabic-script letters
    const hindi = 'क्\u200Dष'; // ZWJ asking for a half form
    expect(visibleText(persian)).toBe(persian);
    expect(visibleText(hindi)).toBe(hindi);
    // ...but not at a word's end, where it only hides a difference.
    expect(visibleText(`${persian}\u200C`)).toBe(persian);
  });

  it('drops a joiner left without its emoji once the invisible characters around it are gone', () => {
    expect(visibleText('👩\u200D\u202E')).toBe('👩');
    expect(visibleText('👩\u200D\u200D💻')).toBe('👩💻');
  });

  it('keeps every visible character of any script, and spaces as typed', () => {
    const name = 'Zoë  O’Brien — 履歴書 & Søn (München) 📎';
    expect(visibleText(name)).toBe(name);
  });

  it('normalises to NFC, so one name has one spelling', () => {
    expect(visibleText('Re\u0301sume\u0301')).toBe('R\u00e9sum\u00e9');
  });

  it('is empty when nothing visible was there, and leaves trimming to the caller', () => {
    expect(visibleText('\u202E\u200B\u200D\uFEFF\u2066')).toBe('');
    expect(visibleText(' \u202E ')).toBe('  ');
  });
});

describe('a required display name in a contract', () => {
  const schema = requiredDisplayText(10, 'Name required');

  it('cleans before it checks: only controls fails as empty, with the field’s own message', () => {
    const result = schema.safeParse(' \u202E\u200B ');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Name required']);
  });

  it('counts the length of what is seen', () => {
    expect(schema.parse(`\u202E${'a'.repeat(10)}\u200B`)).toBe('a'.repeat(10));
  });
});
