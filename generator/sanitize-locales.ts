/**
 * Localized fields (`localized: true`, docs/localization.md): the default locale's values stay in the
 * field's own column; the other locales' values of every localized field of a record live in one JSON
 * column, `translations` (`{ de: { title: '…', body: '…' } }`), which the generator adds to the entity.
 * Being one more column of the row, it goes along with everything a row goes through: drafts (a draft
 * holds its translations), the audit log (history and restore), CSV export, the trash.
 */
import type { AnyEntity } from './dsl';
import { json } from './dsl';
import { emitKinds } from '../kinds/registry/emit';
import { DefinitionError } from './errors';
import { kindOf } from './kind-of';
import type { SanitizedField } from './model';

/** The kinds whose values can be translated (their emit part says `translatable`): texts, and the structured kinds made of them. */
const translatableKinds = (): string[] => Object.entries(emitKinds).filter(([, kind]) => 'translatable' in kind).map(([name]) => name);

export const TRANSLATIONS_FIELD = 'translations';

/** Marks localized fields in their meta; answers the `translations` field to add, if any field is localized. */
export function sanitizeLocalized(source: string, d: AnyEntity, fields: SanitizedField[], sanitize: (name: string, field: ReturnType<typeof json>) => SanitizedField): SanitizedField | undefined {
  const localized = fields.filter((f) => (f.definition as { localized?: boolean }).localized === true);
  if (localized.length === 0) return undefined;
  if (TRANSLATIONS_FIELD in d.fields) throw new DefinitionError(source, TRANSLATIONS_FIELD, 'localized fields keep their translations in a column of this name; rename this field');
  for (const f of localized) {
    if (!kindOf(f.definition).translatable) throw new DefinitionError(source, f.name, `localized: ${f.kind} fields cannot be translated; only ${translatableKinds().join(', ')} fields can`);
    if (f.meta.unique) throw new DefinitionError(source, f.name, 'localized: a unique field names one record in every language; it cannot be translated');
    f.meta.localized = true;
  }
  const properties = Object.fromEntries(localized.map((f) => [f.name, { type: kindOf(f.definition).translatable! }]));
  const field = sanitize(
    TRANSLATIONS_FIELD,
    json({
      label: 'Translations',
      schema: {
        type: 'object',
        description: "The localized fields' values in the other locales, by locale; written with ?locale= (docs/localization.md)",
        additionalProperties: { type: 'object', properties, additionalProperties: false },
      },
    }),
  );
  field.meta.readOnly = true; // written by the server from `?locale=` writes, which check each value as the field's own
  return field;
}
