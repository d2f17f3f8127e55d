import type { EntityMeta, FieldMeta } from '../../runtime-shared/meta';
import type { ListResponse } from '../api/client';
import { useApiGet } from '../api/use-api-get';
import { fieldMeta } from '../display/format';

interface Choice {
  value: string;
  label: string;
}

export interface ListFiltersProps {
  meta: EntityMeta;
  /** Fields the page filters on itself: no control for them. */
  fixed: readonly string[];
  value: (name: string) => string;
  onChange: (name: string, value: string) => void;
}

/**
 * A drop-down per `meta.listFilters` enum, boolean or relation field ("All" clears it), and an
 * input for any other kind (a date, a number, a text matched exactly); empty clears it.
 */
export function ListFilters({ meta, fixed, value, onChange }: ListFiltersProps) {
  const fields = (meta.listFilters ?? []).filter((name) => !fixed.includes(name)).map((name) => fieldMeta(meta, name));
  if (fields.length === 0) return null;
  return (
    <div className="list-filters">
      {fields.map((field) =>
        field.kind === 'relation' && field.relation ? (
          <RelationFilter key={field.name} field={field} value={value(field.name)} onChange={(v) => onChange(field.name, v)} />
        ) : field.kind === 'enum' || field.kind === 'boolean' ? (
          <FilterSelect key={field.name} field={field} choices={staticChoices(field)} value={value(field.name)} onChange={(v) => onChange(field.name, v)} />
        ) : (
          <FilterInput key={field.name} field={field} value={value(field.name)} onChange={(v) => onChange(field.name, v)} />
        ),
      )}
    </div>
  );
}

export function staticChoices(field: FieldMeta): Choice[] {
  if (field.kind === 'boolean') return [{ value: 'true', label: 'Yes' }, { value: 'false', label: 'No' }];
  return (field.options ?? []).map((o) => ({ value: o.value, label: o.label }));
}

/** Options are the related records, up to 100, sorted by the shown field. */
export function RelationFilter({ field, value, onChange }: { field: FieldMeta; value: string; onChange: (value: string) => void }) {
  const { entity, show } = field.relation!;
  const { data, error } = useApiGet<ListResponse<Record<string, unknown>>>(`/api/${entity}?perPage=100&sort=${encodeURIComponent(show)}`);
  const choices = (data?.data ?? []).map((row) => ({ value: String(row.id), label: String(row[show] ?? `#${String(row.id)}`) }));
  // A chosen record beyond the first 100 (or not loaded yet) still shows as chosen.
  if (value && !choices.some((c) => c.value === value)) choices.unshift({ value, label: `#${value}` });
  return <FilterSelect field={field} choices={choices} value={value} onChange={onChange} failed={Boolean(error)} />;
}

interface FilterSelectProps {
  field: FieldMeta;
  choices: Choice[];
  value: string;
  onChange: (value: string) => void;
  failed?: boolean;
}

export function FilterSelect({ field, choices, value, onChange, failed = false }: FilterSelectProps) {
  return (
    <label className="list-filter">
      <span>{field.label}</span>
      <select className="input" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{failed ? 'All (could not load the options)' : 'All'}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Applied when the input loses focus or Enter is pressed, not on every key. */
export function FilterInput({ field, value, onChange }: { field: FieldMeta; value: string; onChange: (value: string) => void }) {
  const type = field.kind === 'date' ? 'date' : field.kind === 'number' || field.kind === 'money' ? 'number' : 'text';
  const apply = (input: HTMLInputElement) => {
    if (input.value !== value) onChange(input.value.trim());
  };
  return (
    <label className="list-filter">
      <span>{field.label}</span>
      <input
        key={value}
        className="input"
        type={type}
        defaultValue={value}
        onBlur={(e) => apply(e.currentTarget)}
        onKeyDown={(e) => e.key === 'Enter' && apply(e.currentTarget)}
      />
    </label>
  );
}
