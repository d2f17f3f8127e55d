/**
 * The OpenAPI parts of localized fields (docs/localization.md): `locale` on reads and writes,
 * `missing_translation` on lists, and `_meta` on records answered in a locale. The locales themselves
 * are a setting of the server (LOCALES), so the document names their form, not their list.
 */
import type { JsonSchema, OpenApiParameter } from '../../runtime-shared/openapi';
import type { SanitizedEntity } from '../model';

const LOCALE_SCHEMA: JsonSchema = { type: 'string', pattern: '^[a-z]{2,3}(-[A-Z]{2})?$' };

export const isLocalized = (e: SanitizedEntity): boolean => e.fields.some((f) => f.meta.localized);

const localeParameter = (description: string): OpenApiParameter => ({ name: 'locale', in: 'query', required: false, description, schema: LOCALE_SCHEMA });

/** `locale` on reads: each localized field in that locale, falling back to the default per field. */
export const readLocale = (e: SanitizedEntity): OpenApiParameter[] =>
  isLocalized(e) ? [localeParameter("One of the server's LOCALES (by default en, de): each localized field answered in that locale, or in the default where it has no value there (named in `_meta.fallback`). 400 for another locale.")] : [];

/** `locale` on writes: the localized fields sent are that locale's values. */
export const writeLocale = (e: SanitizedEntity): OpenApiParameter[] =>
  isLocalized(e) ? [localeParameter("One of the server's LOCALES: the localized fields sent are written as that locale's values (the other fields as always); a blank value removes that translation. Records are created in the default locale (another answers 400).")] : [];

/** `missing_translation` on lists. */
export const missingTranslation = (e: SanitizedEntity): OpenApiParameter[] =>
  isLocalized(e)
    ? [{ name: 'missing_translation', in: 'query', required: false, description: 'A locale other than the default: only the records whose localized fields have a value in the default locale but none in this one.', schema: LOCALE_SCHEMA }]
    : [];

/** `_meta` of a record answered with `locale`. */
export function localeMeta(e: SanitizedEntity): Record<string, JsonSchema> {
  const names = e.fields.filter((f) => f.meta.localized).map((f) => f.name);
  if (names.length === 0) return {};
  return {
    _meta: {
      type: 'object',
      description: 'With `locale`: the locale answered, and the localized fields shown in the default locale because they have no value in it',
      properties: { locale: LOCALE_SCHEMA, fallback: { type: 'array', items: { type: 'string', enum: names } } },
      required: ['locale', 'fallback'],
      additionalProperties: false,
    },
  };
}
