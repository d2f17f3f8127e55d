/**
 * Editing a record in another content locale (docs/localization.md): the form shows the record's values
 * in that locale (its `translations`), its untranslated localized fields empty, and saves with `?locale=`,
 * so the server stores the localized fields as that locale's values.
 */
import { defaultLocale, isLocale } from '../../runtime-shared/locales';
import type { EntityMeta, FieldMeta } from '../../runtime-shared/meta';

type Values = Record<string, unknown>;

/** A content locale's name in the admin's language: `de` → `German` (`Deutsch` in a German admin). */
export function languageName(locale: string, inLanguage = 'en'): string {
  try {
    return new Intl.DisplayNames([inLanguage], { type: 'language' }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}

export const localizedFields = (meta: EntityMeta): FieldMeta[] => meta.fields.filter((f) => f.localized);

/** The locale a form edits from the page's `?locale=`: undefined for the default (or an entity without localized fields). */
export function formLocale(meta: EntityMeta, raw: string | null): string | undefined {
  return raw && raw !== defaultLocale() && isLocale(raw) && localizedFields(meta).length > 0 ? raw : undefined;
}

/** As the server counts it (runtime-server/crud/localize.ts): a group with no text in it is blank too. */
function blank(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value).every((v) => typeof v === 'boolean' || typeof v === 'number' || blank(v));
  return false;
}

/** The labels of the localized fields that have a value in the default locale but none in `locale`. */
export function missingIn(meta: EntityMeta, record: Values | undefined, locale: string): string[] {
  if (!record) return [];
  const own = ((record.translations ?? {}) as Record<string, Values | undefined>)[locale] ?? {};
  return localizedFields(meta).filter((f) => !blank(record[f.name]) && blank(own[f.name])).map((f) => f.label);
}

/** The record as the form edits it in `locale`: each localized field its translation, or empty when it has none. */
export function recordInLocale(meta: EntityMeta, record: Values, locale: string): Values {
  const own = ((record.translations ?? {}) as Record<string, Values | undefined>)[locale] ?? {};
  const out: Values = { ...record };
  for (const f of localizedFields(meta)) out[f.name] = own[f.name] ?? null;
  return out;
}
