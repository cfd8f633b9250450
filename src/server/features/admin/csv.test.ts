import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvLine, neutralizeFormula } from './csv';

describe('csvCell', () => {
  it('writes plain text, numbers, booleans and dates as they are, and nothing for null', () => {
    expect(csvCell('Khalid')).toBe('Khalid');
    expect(csvCell('خيمة عائلية')).toBe('خيمة عائلية');
    expect(csvCell(120.5)).toBe('120.5');
    expect(csvCell(-46.5)).toBe('-46.5');
    expect(csvCell(false)).toBe('false');
    expect(csvCell(new Date('2030-01-02T03:04:05.678Z'))).toBe('2030-01-02T03:04:05.678Z');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('')).toBe('');
  });

  it('quotes a cell with a quote, a comma or a line break, doubling its quotes (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it('keeps a spreadsheet from running text as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvCell('a=b')).toBe('a=b');
    expect(neutralizeFormula('+966500000000')).toBe("'+966500000000");
  });
});

describe('csvLine', () => {
  it('joins the cells with commas and ends with CRLF', () => {
    expect(csvLine(['id', 'name', null, 3])).toBe('id,name,,3\r\n');
  });

  it('has a byte order mark to put first', () => {
    expect(CSV_BOM).toBe('\uFEFF');
    expect(Buffer.from(CSV_BOM, 'utf8')).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
