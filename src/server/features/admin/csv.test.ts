import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvLine, neutralizeFormula } from './csv';

describe('csvCell', () => {
  it('quotes text and dates, writes numbers and booleans as they are, and nothing for null', () => {
    expect(csvCell('Khalid')).toBe('"Khalid"');
    expect(csvCell('خيمة عائلية')).toBe('"خيمة عائلية"');
    expect(csvCell(120.5)).toBe('120.5');
    expect(csvCell(-46.5)).toBe('-46.5');
    expect(csvCell(false)).toBe('false');
    expect(csvCell(new Date('2030-01-02T03:04:05.678Z'))).toBe('"2030-01-02T03:04:05.678Z"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('')).toBe('""');
  });

  it('doubles the quotes of a cell and keeps its separators and line breaks inside the quotes (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('Jeddah;Makkah')).toBe('"Jeddah;Makkah"');
    expect(csvCell('a|b')).toBe('"a|b"');
  });

  it('keeps a spreadsheet from running text as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1')).toBe(`"'+1"`);
    expect(csvCell('-2')).toBe(`"'-2"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\tcmd')).toBe(`"'\tcmd"`);
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvCell('a=b')).toBe('"a=b"');
    expect(neutralizeFormula('+966500000000')).toBe("'+966500000000");
  });

  it('neutralizes a formula after any separator a spreadsheet may split on, spaces or not', () => {
    expect(csvCell('Riyadh;=2+5')).toBe(`"Riyadh;'=2+5"`);
    expect(neutralizeFormula('Dammam, +SUM(1)')).toBe("Dammam, '+SUM(1)");
    expect(neutralizeFormula('x|@cmd')).toBe("x|'@cmd");
    expect(neutralizeFormula('x\t-1')).toBe("x\t'-1");
    expect(neutralizeFormula('\t=1')).toBe("'\t'=1");
    expect(neutralizeFormula('first line\n=1+1')).toBe("first line\n'=1+1");
    expect(neutralizeFormula('a=b-c+d@e')).toBe('a=b-c+d@e');
  });
});

describe('csvLine', () => {
  it('joins the cells with commas and ends with CRLF', () => {
    expect(csvLine(['id', 'name', null, 3])).toBe('"id","name",,3\r\n');
  });

  it('has a byte order mark to put first', () => {
    expect(CSV_BOM).toBe('\uFEFF');
    expect(Buffer.from(CSV_BOM, 'utf8')).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
