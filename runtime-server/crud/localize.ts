/**
 * Localized fields (docs/localization.md): a record's columns hold the default locale's values, its
 * `translations` column the other locales' values of its `localized` fields, `{ de: { title, body } }`.
 *
 * - Reading with `?locale=de` answers each localized field in German where it has a German value, else
 *   in the default locale, and says which fell back: `_meta: { locale: 'de', fallback: ['body'] }`.
 * - Writing with `?locale=de` checks the localized fields' values as the fields' own (schema, sanitized
 *   HTML) and stores them in `translations.de`; the other fields of the body are written as always.
 * - `?missing_translation=de` lists the records whose German lacks a localized field the default has.
 */
import type { Knex } from 'knex';
import { serverKinds } from '../../kinds/registry/server';
import { defaultLocale, isLocale, locales } from '../../runtime-shared/locales';
import type { EntityMeta, FieldMeta } from '../../runtime-shared/meta';
import { badRequest } from '../http/errors';
import { parseJsonColumn } from './json-column';
import type { Row } from './serialize';

/** The generated column holding the other locales' values (generator/sanitize-locales.ts). */
export const TRANSLATIONS = 'translations';

export type Translations = Record<string, Record<string, unknown>>;

const fieldsOf = new WeakMap<EntityMeta, FieldMeta[]>();
/** The entity's localized fields; none for most entities. */
export function localizedFields(meta: EntityMeta): FieldMeta[] {
  let fields = fieldsOf.get(meta);
  if (!fields) fieldsOf.set(meta, (fields = meta.fields.filter((f) => f.localized)));
  return fields;
}

/** `?locale=`: undefined when absent; 400 for a locale that is not one of LOCALES. */
export function parseLocale(raw: unknown, name = 'locale'): string | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !isLocale(raw)) throw badRequest(`${name} must be one of ${locales().join(', ')}${typeof raw === 'string' ? ` (got "${raw.slice(0, 40)}")` : ''}`);
  return raw;
}

/**
 * A value that says nothing to translate: it falls back to the default locale's (and is not stored as a
 * translation). A group says something when a sub-field holds text (its flags alone are no text).
 */
function blank(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value).every((v) => typeof v === 'boolean' || typeof v === 'number' || blank(v));
  return false;
}


/** The stored translations of a row (its column's text, or an answered record's object). */
export function translationsOf(value: unknown): Translations {
  const parsed = parseJsonColumn(value, {});
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Translations) : {};
}

/**
 * An answered record in `locale`: its localized fields in that locale where translated, the default's
 * otherwise (named in `_meta.fallback`), without the `translations` of every locale.
 */
export function inLocale(meta: EntityMeta, record: Row, locale: string): Row {
  const fields = localizedFields(meta);
  if (fields.length === 0) return record;
  const { [TRANSLATIONS]: stored, ...out } = record;
  const own = locale === defaultLocale() ? undefined : (translationsOf(stored)[locale] ?? {});
  const fallback: string[] = [];
  for (const f of fields) {
    if (!(f.name in out) || !own) continue; // not selected (`fields=`), or the default locale itself
    if (!blank(own[f.name])) out[f.name] = own[f.name];
    else if (!blank(out[f.name])) fallback.push(f.name);
  }
  return { ...out, _meta: { locale, fallback } };
}

/**
 * Validated input of a write in a locale other than the default: its localized fields' values move
 * into `translations[locale]` (each checked and cleaned by its kind as the column's would be), merged
 * over `stored` (the row's, or its draft's, translations); a blank value removes that translation.
 */
export async function intoLocale(meta: EntityMeta, values: Row, locale: string, stored: unknown): Promise<Row> {
  const translations = translationsOf(stored);
  const own: Record<string, unknown> = { ...translations[locale] };
  const out: Row = { ...values };
  for (const f of localizedFields(meta)) {
    if (!(f.name in out)) continue;
    const kind = serverKinds[f.kind];
    const column = kind.toColumn ? await kind.toColumn(out[f.name], { field: f, kinds: serverKinds }) : out[f.name];
    const value = kind.fromColumn ? kind.fromColumn(column, { field: f, kinds: serverKinds }) : column;
    delete out[f.name];
    if (blank(value)) delete own[f.name];
    else own[f.name] = value;
  }
  const merged: Translations = { ...translations, [locale]: own };
  if (Object.keys(own).length === 0) delete merged[locale];
  out[TRANSLATIONS] = merged;
  return out;
}

/**
 * Rows whose `locale` lacks a localized field that the default locale has (a text that is not empty,
 * a group, a list with items). Values only ever reach SQL as bindings; the JSON path is built from a
 * checked locale and field names.
 */
export function whereMissingTranslation(builder: Knex.QueryBuilder, meta: EntityMeta, locale: string, postgres: boolean): Knex.QueryBuilder {
  const fields = localizedFields(meta);
  return builder.where((w) => {
    for (const f of fields) {
      // A group has text when one of its text sub-fields holds some.
      const texts = (f.fields ?? []).filter((s) => serverKinds[s.kind].presence === 'text');
      const groupHas = texts.map(() => (postgres ? "COALESCE(??::jsonb ->> ?, '') <> ''" : "COALESCE(json_extract(??, ?), '') <> ''")).join(' OR ') || '1 = 0';
      const presence = serverKinds[f.kind].presence;
      const has: [string, string[]] =
        presence === 'object' ? [groupHas, texts.flatMap((s) => [f.name, postgres ? s.name : `$."${s.name}"`])]
        : presence === 'list' ? [`?? IS NOT NULL AND ${postgres ? 'jsonb_array_length(??::jsonb)' : 'json_array_length(??)'} > 0`, [f.name, f.name]]
        : ["?? IS NOT NULL AND ?? <> ''", [f.name, f.name]];
      const translated = postgres ? '(?? IS NOT NULL AND (??::jsonb #> ?::text[]) IS NOT NULL)' : '(?? IS NOT NULL AND json_extract(??, ?) IS NOT NULL)';
      const path = postgres ? `{${locale},${f.name}}` : `$."${locale}"."${f.name}"`;
      w.orWhereRaw(`(${has[0]}) AND NOT ${translated}`, [...has[1], TRANSLATIONS, TRANSLATIONS, path]);
    }
  });
}

/** A request's `?locale=` for this entity: 400 when unknown, or when the entity has no localized fields. */
export function requestLocale(meta: EntityMeta, raw: unknown): string | undefined {
  if (raw === undefined) return undefined;
  if (localizedFields(meta).length === 0) throw badRequest(`The ${meta.name} API has no localized fields: leave out locale`);
  return parseLocale(raw);
}
