import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../src/server/platform/csv';

describe('csvCell', () => {
  it('leaves plain text alone and writes null as an empty cell', () => {
    expect(csvCell('Northwind Coffee')).toBe('Northwind Coffee');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
  });

  it('quotes commas, quotes and line breaks, doubling inner quotes (RFC 4180)', () => {
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('cr\r')).toBe('"cr\r"');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const start of ['=', '+', '-', '@', '\t']) {
      expect(csvCell(`${start}SUM(A1:A2)`)).toBe(`'${start}SUM(A1:A2)`);
    }
    expect(csvCell('=1+1, "x"')).toBe(`"'=1+1, ""x"""`);
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('toCsv', () => {
  it('starts with a BOM and ends every record with CRLF', () => {
    expect(
      toCsv(
        ['name', 'note'],
        [
          ['Ann', null],
          ['Bo', 'x,y'],
        ],
      ),
    ).toBe('\uFEFFname,note\r\nAnn,\r\nBo,"x,y"\r\n');
  });
});
