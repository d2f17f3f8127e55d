/**
 * The data step of a migration that turned a list kept in a field of another kind (a rich text's bulleted
 * list, an options list, lines of text) into an array's rows (generator/diff/columns.ts writes it when the
 * array declares `rowsFrom`). The migration adds a column for the new values, these helpers fill it from
 * the old one, row by row, and the migration then drops the old column and renames the new one: no stored
 * item is lost either way. Text is copied whole (never cut to the sub-field's `max`): the schema checks
 * the next save.
 */
import type { Knex } from 'knex';
import type { RowsFrom } from '../../kinds/types/emit';
import { eachJsonValue } from './each-json-value';

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** An HTML fragment's text: tags removed, entities decoded, white space collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
      return NAMED[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The items of one stored list: a rich text's `<li>` elements (else its paragraphs and lines), an options
 * list's strings, or a text's non-empty lines.
 * @example listItems('<ul><li>Terraform</li><li>R&amp;D</li></ul>', 'html') // ['Terraform', 'R&D']
 */
export function listItems(stored: string, format: RowsFrom['format']): string[] {
  let items: string[];
  if (format === 'json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(stored);
    } catch {
      parsed = stored.split('\n'); // not JSON: kept line by line rather than lost
    }
    items = (Array.isArray(parsed) ? parsed : [parsed]).map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
  } else if (format === 'lines') {
    items = stored.split(/\r?\n/);
  } else {
    const listed = [...stored.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)].map((m) => m[1]!);
    items = (listed.length > 0 ? listed : stored.split(/<\/p>|<\/h[1-6]>|<br\s*\/?>|\n/i)).map(textOf);
  }
  return items.map((item) => item.trim()).filter((item) => item !== '');
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Rows back to the list form of the down migration; null for no rows (the old field was empty). */
export function listOf(rows: unknown, from: RowsFrom): string | null {
  const items = (Array.isArray(rows) ? rows : [])
    .map((row: unknown) => (typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[from.into] : undefined))
    .filter((text): text is string => typeof text === 'string' && text.trim() !== '');
  if (items.length === 0) return null;
  if (from.format === 'json') return JSON.stringify(items);
  if (from.format === 'lines') return items.join('\n');
  return `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
}

/**
 * Fills `table.target` (a JSON column) with the rows of the list in `table.column`: one row per item, every
 * sub-field of `fields` present, the item's text in `from.into`. A row without a list gets `[]`.
 * @example await listToRows(trx, 'jobs', 'benefits', 'benefits__rows', { format: 'html', into: 'text' }, ['text']);
 */
export async function listToRows(trx: Knex, table: string, column: string, target: string, from: RowsFrom, fields: string[]): Promise<void> {
  const rows: Record<string, unknown>[] = await trx(table).select('id', column);
  for (const row of rows) {
    const stored = row[column];
    const items = typeof stored === 'string' ? listItems(stored, from.format) : [];
    const values = items.map((text) => ({ ...Object.fromEntries(fields.map((name) => [name, null])), [from.into]: text }));
    await trx(table).where({ id: row.id }).update({ [target]: JSON.stringify(values) });
  }
}

/**
 * The down migration's step: fills `table.target` with the list form of the rows in `table.column`.
 * @example await rowsToList(trx, 'jobs', 'benefits', 'benefits__list', { format: 'html', into: 'text' });
 */
export async function rowsToList(trx: Knex, table: string, column: string, target: string, from: RowsFrom): Promise<void> {
  await eachJsonValue(trx, table, column, target, (value) => listOf(value, from));
}
