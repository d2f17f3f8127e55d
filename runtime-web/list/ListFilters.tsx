import { webKinds } from '../../kinds/registry/web';
import type { EntityMeta } from '../../runtime-shared/meta';
import { fieldMeta } from '../display/format';

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
  const fields = (meta.listFilters ?? []).filter((name) => !fixed.includes(name)).map((name) => fieldMeta(meta, name));
  if (fields.length === 0) return null;
  return (
    <div className="list-filters">
      {fields.map((field) => {
        const { Filter } = webKinds[field.kind];
        return <Filter key={field.name} field={field} value={value(field.name)} onChange={(v) => onChange(field.name, v)} />;
      })}
    </div>
  );
}
