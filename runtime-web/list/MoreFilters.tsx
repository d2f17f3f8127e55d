import { useState } from 'react';
import type { EntityMeta, FieldMeta } from '../../runtime-shared/meta';
import { FilterInput, FilterSelect, RelationFilter, staticChoices } from './ListFilters';

/** Kinds filtered by a range (from, to) rather than one value. */
const RANGED: FieldMeta['kind'][] = ['date', 'datetime', 'number', 'money'];

export interface MoreFiltersProps {
  meta: EntityMeta;
  /** Fields with a control already (the declared list filters) or filtered by the page itself. */
  shown: readonly string[];
  value: (key: string) => string;
  onChange: (key: string, value: string) => void;
}

/** A range bound as the URL keeps it (the API's value: cents, ISO times) and as the input shows it. */
function bound(field: FieldMeta, op: 'gte' | 'lte') {
  return {
    key: `filter[${field.name}][${op}]`,
    toInput: (v: string) => (v === '' ? '' : field.kind === 'money' ? String(Number(v) / 100) : field.kind === 'datetime' ? v.slice(0, 10) : v),
    fromInput: (v: string) => {
      if (v === '') return '';
      if (field.kind === 'money') return String(Math.round(Number(v) * 100));
      if (field.kind === 'datetime') return `${v}T${op === 'gte' ? '00:00:00.000' : '23:59:59.999'}Z`;
      return v;
    },
  };
}

function RangeFilter({ field, value, onChange }: { field: FieldMeta; value: MoreFiltersProps['value']; onChange: MoreFiltersProps['onChange'] }) {
  const type = field.kind === 'date' || field.kind === 'datetime' ? 'date' : 'number';
  return (
    <fieldset className="list-filter range-filter">
      <legend>{field.label}</legend>
      {(['gte', 'lte'] as const).map((op) => {
        const b = bound(field, op);
        const current = b.toInput(value(b.key));
        const apply = (input: HTMLInputElement) => input.value !== current && onChange(b.key, b.fromInput(input.value.trim()));
        return (
          <input
            key={`${op}:${current}`}
            className="input"
            type={type}
            step={field.kind === 'money' ? '0.01' : undefined}
            aria-label={`${field.label} ${op === 'gte' ? 'from' : 'to'}`}
            placeholder={op === 'gte' ? 'from' : 'to'}
            defaultValue={current}
            onBlur={(e) => apply(e.currentTarget)}
            onKeyDown={(e) => e.key === 'Enter' && apply(e.currentTarget)}
          />
        );
      })}
    </fieldset>
  );
}

/**
 * Every other filterable field of the entity, behind "More filters": a
 * drop-down for relations, enums and booleans, from/to for dates, numbers
 * and money, and an exact-match input for text.
 */
export function MoreFilters({ meta, shown, value, onChange }: MoreFiltersProps) {
  const [toggled, setToggled] = useState<boolean | undefined>(undefined);
  const fields = meta.fields.filter((f) => f.sortable && !f.writeOnly && !shown.includes(f.name));
  if (fields.length === 0) return null;
  const active = fields.filter((f) => value(f.name) || value(`filter[${f.name}][gte]`) || value(`filter[${f.name}][lte]`)).length;
  // Open while a filter of its own is set; the controls exist only while open (their labels would repeat the columns').
  const open = toggled ?? active > 0;
  return (
    <details className="more-filters" open={open} onToggle={(e) => setToggled(e.currentTarget.open)}>
      <summary className="btn btn-small">More filters{active ? ` (${active})` : ''}</summary>
      {open && (
        <div className="list-filters">
          {fields.map((field) =>
            RANGED.includes(field.kind) ? (
              <RangeFilter key={field.name} field={field} value={value} onChange={onChange} />
            ) : field.kind === 'relation' && field.relation ? (
              <RelationFilter key={field.name} field={field} value={value(field.name)} onChange={(v) => onChange(field.name, v)} />
            ) : field.kind === 'enum' || field.kind === 'boolean' ? (
              <FilterSelect key={field.name} field={field} choices={staticChoices(field)} value={value(field.name)} onChange={(v) => onChange(field.name, v)} />
            ) : (
              <FilterInput key={field.name} field={field} value={value(field.name)} onChange={(v) => onChange(field.name, v)} />
            ),
        )}
      </div>
      )}
    </details>
  );
}
