/**
 * What the site search indexes of a record: its declared fields reduced to plain words. Rich text loses its
 * tags and entities; structured fields (group, array, blocks: JSON) give every text inside them; the address
 * gets the record's values. The index holds plain text only, so an excerpt is escaped once when shown.
 */
import type { EntityMeta, FieldMeta, SearchMeta } from '../../runtime-shared/meta';
import type { Row } from '../crud/serialize';

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The words of an HTML fragment: tags become spaces (so `<p>a</p><p>b</p>` stays two words), entities their character. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every text inside a value: a string, or the strings of a structure (a JSON column as stored, or parsed). */
function textsOf(value: unknown, field: FieldMeta): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'string') {
    const structured = field.fields !== undefined || field.blocks !== undefined;
    if (structured && /^\s*[[{]/.test(value)) {
      try {
        return textsOf(JSON.parse(value) as unknown, field);
      } catch {
        return [value];
      }
    }
    return [value];
  }
  if (Array.isArray(value)) return value.flatMap((item) => textsOf(item, field));
  if (typeof value === 'object') {
    // A block's `type` names its kind of block (hero, faq): no words of the content.
    return Object.entries(value).flatMap(([key, item]) => (key === 'type' || key === 'id' ? [] : textsOf(item, field)));
  }
  return [];
}

const wordsOf = (meta: EntityMeta, row: Row, names: readonly string[]) =>
  names
    .flatMap((name) => {
      const field = meta.fields.find((f) => f.name === name);
      return field ? textsOf(row[name], field).map(htmlToText) : [];
    })
    .filter((text) => text !== '')
    .join(' \u2014 ');

/** The record's public address: `:field` replaced by its value (URL-encoded). */
export const urlOf = (search: SearchMeta, row: Row) =>
  search.url.replace(/:(\w+)/g, (_all, name: string) => {
    const value = row[name];
    return typeof value === 'string' || typeof value === 'number' ? encodeURIComponent(value) : '';
  });

export interface SearchEntry {
  title: string;
  body: string;
  url: string;
}

/** The index's entry of a record (raw row or API record: both hold the declared fields). */
export function entryOf(meta: EntityMeta, search: SearchMeta, row: Row): SearchEntry {
  return { title: wordsOf(meta, row, search.title), body: wordsOf(meta, row, search.body), url: urlOf(search, row) };
}
