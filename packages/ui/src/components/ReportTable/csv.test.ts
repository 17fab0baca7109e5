import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

describe('CSV export', () => {
  it('quotes fields with commas, quotes and line breaks and ends records with CRLF (RFC 4180)', () => {
    expect(
      toCsv([
        ['Name', 'Note'],
        ['Rao, Asha', 'said "hi"'],
        ['Ravi', 'line one\nline two'],
      ]),
    ).toBe('Name,Note\r\n"Rao, Asha","said ""hi"""\r\nRavi,"line one\nline two"');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvField('+1 555')).toBe("'+1 555");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvField('Asha = top')).toBe('Asha = top');
  });

  it('writes numbers, including negative ones, as numbers and leaves empty values empty', () => {
    expect(toCsv([[-5, 3.5, 0, null, undefined]])).toBe('-5,3.5,0,,');
  });
});
