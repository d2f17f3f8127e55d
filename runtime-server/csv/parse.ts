/**
 * An RFC 4180 CSV parser. No CSV library is installed (node_modules has none,
 * and adding one is the lead's call), and import needs only this much: quoted
 * fields holding commas, doubled quotes and line breaks, CRLF or LF line ends,
 * a UTF-8 byte-order mark (Excel writes one), blank lines skipped. A malformed
 * file is refused with its line named, never guessed at.
 *
 * @example parseCsv('title,price\r\n"A, b",1.50\r\n') // [['title', 'price'], ['A, b', '1.50']]
 */
export class CsvError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`Line ${line}: ${message}`);
    this.name = 'CsvError';
  }
}

export function parseCsv(text: string): string[][] {
  const s = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false; // the current field was quoted: nothing but a comma or a line end may follow
  let started = false; // the current line holds a field: a blank line holds none and is skipped
  let line = 1;
  let i = 0;
  const endRow = () => {
    if (started) rows.push([...row, field]);
    row = [];
    field = '';
    quoted = false;
    started = false;
  };
  while (i < s.length) {
    const c = s[i]!;
    if (c === '"') {
      if (field !== '' || quoted) throw new CsvError('a quote inside an unquoted field (quote the whole field and double the quote)', line);
      const opened = line;
      quoted = true;
      started = true;
      i++;
      for (;;) {
        if (i >= s.length) throw new CsvError('a quoted field is never closed', opened);
        const q = s[i]!;
        if (q === '"' && s[i + 1] === '"') {
          field += '"';
          i += 2;
        } else if (q === '"') {
          i++;
          break;
        } else {
          if (q === '\n') line++;
          field += q;
          i++;
        }
      }
      const next = s[i];
      if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') throw new CsvError('text follows a closing quote', line);
    } else if (c === ',') {
      row.push(field);
      field = '';
      quoted = false;
      started = true;
      i++;
    } else if (c === '\r' || c === '\n') {
      i += c === '\r' && s[i + 1] === '\n' ? 2 : 1;
      endRow();
      line++;
    } else {
      field += c;
      started = true;
      i++;
    }
  }
  endRow();
  return rows;
}
