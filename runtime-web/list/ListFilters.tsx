import { webKinds } from '../../kinds/registry/web';
import type { EntityMeta } from '../../runtime-shared/meta';
import { fieldMeta } from '../display/format';
import { locales } from '../../runtime-shared/locales';
import { languageName } from '../form/locale-form';
import { useAdminLanguage, useT } from '../i18n/use-t';

export interface ListFiltersProps {
  meta: EntityMeta;
  /** Fields the page filters on itself: no control for them. */
  fixed: readonly string[];
  value: (name: string) => string;
  onChange: (name: string, value: string) => void;
}

/**
 * A control per `meta.listFilters` field, the one its kind gives (a drop-down for enums, booleans and
 * relations, an input matched exactly for a date, a number or a text); empty or "All" clears it.
 */
export function ListFilters({ meta, fixed, value, onChange }: ListFiltersProps) {
  const t = useT();
  const language = useAdminLanguage();
  const fields = (meta.listFilters ?? []).filter((name) => !fixed.includes(name)).map((name) => fieldMeta(meta, name));
  const localized = meta.fields.some((f) => f.localized);
  if (fields.length === 0 && !localized) return null;
  return (
    <div className="list-filters">
      {localized && (
        <label className="list-filter">
          <span>{t('filter.missingTranslation')}</span>
          <select className="input" value={value('missing_translation')} onChange={(event) => onChange('missing_translation', event.target.value)}>
            <option value="">{t('filter.all')}</option>
            {locales().slice(1).map((l) => (
              <option key={l} value={l}>
                {languageName(l, language)}
              </option>
            ))}
          </select>
        </label>
      )}
      {fields.map((field) => {
        const { Filter } = webKinds[field.kind];
        return <Filter key={field.name} field={field} value={value(field.name)} onChange={(v) => onChange(field.name, v)} />;
      })}
    </div>
  );
}
