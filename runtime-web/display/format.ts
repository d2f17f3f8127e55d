/**
 * Turning stored values into text, shared by the list cells and the details
 * page so a value reads the same everywhere. The kinds' web parts use these
 * helpers; `valueText` (value-text.ts) picks the kind's own.
 */
import { SYSTEM_COLUMNS, type EntityMeta, type FieldMeta } from '../../runtime-shared/meta';
import { formatSiteTime, siteTimeZone } from '../../runtime-shared/site-time';
import { displayLocale } from '../i18n/display-language';

type Row = Record<string, unknown>;

/** The meta of a field; system columns (`id`, `created_at`, ...) get a sortable text meta. */
export function fieldMeta(meta: EntityMeta, name: string): FieldMeta {
  const found = meta.fields.find((f) => f.name === name);
  if (found) return found;
  const system = (SYSTEM_COLUMNS as readonly string[]).includes(name);
  return { name, kind: 'text', label: name, required: false, searchable: false, sortable: system, writeOnly: false };
}

/** Visible text of rich-text HTML. DOMParser builds an inert document: no scripts run, no images load. */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export function truncate(text: string, max = 80): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/**
 * A stored value as text: a string as it is, a number or boolean as `String` writes it, a list or an
 * object as JSON, nothing (null, undefined) as ''.
 */
export function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/** The related record's shown field (`row.service.name`), else the raw id. */
export function relationText(field: FieldMeta, row: Row): string {
  const related = field.relation ? (row[field.relation.as] as Row | null | undefined) : undefined;
  const shown = field.relation ? related?.[field.relation.show] : undefined;
  if (shown !== undefined && shown !== null) return textOf(shown);
  const id = row[field.name];
  return id === null || id === undefined || id === '' ? '' : `#${textOf(id)}`;
}

/** Dates and timestamps in the admin's language (else the reader's locale); date-only values stay calendar dates. */
export function dateText(value: string): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00` : value);
  if (Number.isNaN(date.getTime())) return value;
  return dateOnly ? date.toLocaleDateString(displayLocale()) : date.toLocaleString(displayLocale());
}

/** A moment in the site's time zone, named, in the admin's language: `Nov 30, 2026, 9:00 AM EST`. */
export const siteTimeText = (at: Date | string, zone: string = siteTimeZone()): string => formatSiteTime(at, zone, displayLocale() ?? 'en-US');

/** Integer minor units in the field's currency: 1250 USD → `$12.50` (`12,50 $` in a German admin). */
export function moneyText(field: FieldMeta, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const minor = Number(value);
  if (!Number.isFinite(minor)) return textOf(value);
  try {
    return new Intl.NumberFormat(displayLocale(), { style: 'currency', currency: field.currency ?? 'USD' }).format(minor / 100);
  } catch {
    // An unknown currency code: still show the amount.
    return `${(minor / 100).toFixed(2)} ${field.currency ?? ''}`.trim();
  }
}

/** The related records' shown fields (`row.questions[].title`); the id of each the reader may not see. */
export function manyToManyText(field: FieldMeta, row: Row): string {
  const m = field.manyToMany;
  const related = m && Array.isArray(row[m.as]) ? (row[m.as] as Row[]) : [];
  const shown = new Map(related.map((r) => [Number(r?.id), m ? r?.[m.show] : undefined]));
  const ids = row[field.name];
  return Array.isArray(ids) ? ids.map((id: unknown) => textOf(shown.get(Number(id)) ?? `#${textOf(id)}`)).join(', ') : '';
}

/**
 * The value as text when its kind has no rendering of its own (text, numbers, email, ...):
 * a `*_at` column reads as a moment, an object as JSON, nothing as ''.
 */
export function plainText(field: FieldMeta, row: Row): string {
  const value = row[field.name];
  if (value === null || value === undefined) return '';
  if (/_at$/.test(field.name) && typeof value === 'string') return dateText(value);
  return textOf(value);
}

/** The last part of a stored path: `uploads/cv/abc-resume.pdf` → `abc-resume.pdf`. */
export function fileName(path: string): string {
  return path.split('/').pop() ?? path;
}
