/** The RFC 4180 parser and writer (runtime-server/csv/): what spreadsheets write and what they must read back. */
import { describe, expect, it } from 'vitest';
import { CsvError, parseCsv } from '../../runtime-server/csv/parse';
import { csvField, csvLine } from '../../runtime-server/csv/write';

describe('parseCsv', () => {
  it('reads plain rows with CRLF or LF line ends, and a last line without one', () => {
    expect(parseCsv('a,b\r\n1,2\n3,4')).toEqual([['a', 'b'], ['1', '2'], ['3', '4']]);
  });

  it('reads quoted fields holding commas, doubled quotes and line breaks', () => {
    expect(parseCsv('title,body\r\n"Cloud, Inc.","He said ""hi""\r\nand left"\r\n')).toEqual([
      ['title', 'body'],
      ['Cloud, Inc.', 'He said "hi"\r\nand left'],
    ]);
  });

  it('drops a UTF-8 byte-order mark, as Excel writes one', () => {
    expect(parseCsv('\uFEFFname\r\nZoë\r\n')).toEqual([['name'], ['Zoë']]);
  });

  it('keeps empty fields, quoted or not, and skips blank lines', () => {
    expect(parseCsv('a,b,c\r\n,"",\r\n\r\n1,,3\r\n')).toEqual([['a', 'b', 'c'], ['', '', ''], ['1', '', '3']]);
  });

  it('refuses an unclosed quote, text after a closing quote and a stray quote, naming the line', () => {
    expect(() => parseCsv('a\r\n"open\r\nstill open')).toThrow(new CsvError('a quoted field is never closed', 2));
    expect(() => parseCsv('a\r\n"x"y\r\n')).toThrow(new CsvError('text follows a closing quote', 2));
    expect(() => parseCsv('a\r\nb\r\nx"y\r\n')).toThrow(new CsvError('a quote inside an unquoted field (quote the whole field and double the quote)', 3));
  });
});

describe('csvLine', () => {
  it('quotes only what needs it and doubles quotes', () => {
    expect(csvLine([{ text: 'plain' }, { text: 'a,b' }, { text: 'say "x"' }, { text: 'two\nlines' }, { text: '' }])).toBe('plain,"a,b","say ""x""","two\nlines",\r\n');
  });

  it('defuses spreadsheet formulas in text, but not in numbers', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-3', true)).toBe('-3');
  });

  it('reads back what it writes', () => {
    const rows = [['id', 'title'], ['1', 'He said "hi", twice\r\nthen left'], ['2', ' padded ']];
    expect(parseCsv(rows.map((r) => csvLine(r.map((text) => ({ text })))).join(''))).toEqual(rows);
  });
});
