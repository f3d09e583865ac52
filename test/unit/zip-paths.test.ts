import { describe, expect, it } from 'vitest';
import { uniqueZipPaths, zipSafeName } from '../../src/server/storage/zip-stream';

// The entry names of the zips the server streams (Download All Assets, a client's data export).

describe('zip entry names', () => {
  it('keeps a plain name, and makes any other one safe on every system', () => {
    expect(zipSafeName('Q3 results (final).pdf')).toBe('Q3 results (final).pdf');
    expect(zipSafeName('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(zipSafeName('a\\b:c*d?e"f<g>h|i\u0000j.txt')).toBe('a_b_c_d_e_f_g_h_i_j.txt');
    expect(zipSafeName('.hidden')).toBe('hidden');
    expect(zipSafeName(' .. ')).toBe('file');
    expect(zipSafeName('')).toBe('file');
  });

  it('numbers a name met again in the same folder, in any case, and only there', () => {
    const pathOf = uniqueZipPaths();
    expect(pathOf('files/a', 'brief.pdf')).toBe('files/a/brief.pdf');
    expect(pathOf('files/a', 'Brief.PDF')).toBe('files/a/Brief (2).PDF');
    expect(pathOf('files/a', 'brief.pdf')).toBe('files/a/brief (3).pdf');
    expect(pathOf('files/b', 'brief.pdf')).toBe('files/b/brief.pdf');
    expect(pathOf('files/a', 'README')).toBe('files/a/README');
    expect(pathOf('files/a', 'readme')).toBe('files/a/readme (2)');
  });
});
