import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

const oneCell = (value: unknown) => toCsv([[value]]);

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

  it('defuses text a spreadsheet would run as a formula, and a reader gets the text back', () => {
    const formulas = ['=HYPERLINK("http://x","y")', '+1 555', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'];
    for (const formula of formulas) {
      const [[cell]] = Papa.parse<string[]>(oneCell(formula)).data as [[string]];
      expect(cell).toBe(`'${formula}`);
    }
    expect(oneCell('Asha = top')).toBe('Asha = top');
  });

  it('writes numbers, including negative ones, as numbers, dates as ISO 8601 and leaves empty values empty', () => {
    expect(toCsv([[-5, 3.5, 0, null, undefined]])).toBe('-5,3.5,0,,');
    expect(oneCell(new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))).toBe('2026-01-02T03:04:05.000Z');
  });
});
