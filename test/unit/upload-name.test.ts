import { describe, expect, it } from 'vitest';
import { cleanUploadName, uploadNameForType } from '../../src/server/http/upload-name';

const jpeg = { ext: 'jpg', extensions: ['jpg', 'jpeg'] };
const png = { ext: 'png', extensions: ['png'] };
const pdf = { ext: 'pdf', extensions: ['pdf'] };

describe('cleanUploadName', () => {
  it.each([
    ['a right-to-left override', 'invoice\u202Egnp.exe', 'invoicegnp.exe'],
    ['isolates and marks', '\u2066report\u2069\u200F.pdf\u200E', 'report.pdf'],
    [
      'zero-width characters and a byte-order mark',
      '\uFEFFin\u200Bvo\u200Cice\u200D\u2060.pdf',
      'invoice.pdf',
    ],
    ['control characters', 'a\u0000b\u0007c\u009F\td.pdf', 'abcd.pdf'],
    ['line separators', 'one\u2028two\u2029.pdf', 'onetwo.pdf'],
    ['path separators', '../../etc/passwd.png', 'passwd.png'],
    ['a Windows path', 'C:\\Users\\me\\report final.pdf', 'report final.pdf'],
    ['leading dots', '...htaccess', 'htaccess'],
    ['trailing dots and spaces', 'notes.pdf. . ', 'notes.pdf'],
  ])('removes %s', (_label, name, cleaned) => {
    expect(cleanUploadName(name)).toBe(cleaned);
  });

  it('normalises to NFC, so one name has one spelling', () => {
    const decomposed = 'Re\u0301sume\u0301.pdf';
    expect(cleanUploadName(decomposed)).toBe('R\u00e9sum\u00e9.pdf');
  });

  it('keeps what a reader sees: letters of any script, spaces, quotes, emoji', () => {
    expect(cleanUploadName('Résumé "final" 履歴書 📎.pdf')).toBe('Résumé "final" 履歴書 📎.pdf');
  });

  it('is empty when nothing visible is left', () => {
    expect(cleanUploadName('\u202E\u200B/ ')).toBe('');
    expect(cleanUploadName(undefined)).toBe('');
  });

  it('cuts at 200 characters without splitting a character in two', () => {
    const cleaned = cleanUploadName('📎'.repeat(300));
    expect(Array.from(cleaned)).toHaveLength(200);
    expect(cleaned).toBe('📎'.repeat(200));
  });
});

describe('uploadNameForType', () => {
  it('keeps an extension the detected type accepts, in any spelling or case', () => {
    expect(uploadNameForType('photo.jpeg', jpeg)).toBe('photo.jpeg');
    expect(uploadNameForType('photo.JPG', jpeg)).toBe('photo.JPG');
  });

  it('replaces an extension the bytes do not match with the detected one', () => {
    expect(uploadNameForType('page.html', jpeg)).toBe('page.jpg');
    expect(uploadNameForType('invoice\u202Egnp.exe', png)).toBe('invoicegnp.png');
    expect(uploadNameForType('setup.exe.pdf.exe', pdf)).toBe('setup.exe.pdf.pdf');
  });

  it('adds the detected extension to a name without one', () => {
    expect(uploadNameForType('scan', pdf)).toBe('scan.pdf');
    expect(uploadNameForType('John.Smith CV', pdf)).toBe('John.Smith CV.pdf');
  });

  it('falls back to file.<ext> when no name is left', () => {
    expect(uploadNameForType(undefined, pdf)).toBe('file.pdf');
    expect(uploadNameForType('\u202E', png)).toBe('file.png');
    expect(uploadNameForType('../', jpeg)).toBe('file.jpg');
  });

  it('stays within 200 characters, ending in the detected extension', () => {
    const name = uploadNameForType(`${'a'.repeat(300)}.html`, pdf);
    expect(name).toHaveLength(200);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});
