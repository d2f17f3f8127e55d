/**
 * The list's filter controls, for the kinds' web parts to pick from (`Filter`, `RangeFilter` of
 * kinds/types/web.ts): a drop-down of fixed choices, of related records, an input matched exactly,
 * a from/to pair. They know no kind: each kind says which control it uses and how.
 */
import type { FilterProps, RangeFilterProps } from '../../kinds/types/web';
import type { FieldMeta } from '../../runtime-shared/meta';
import type { ListResponse } from '../api/client';
import { useApiGet } from '../api/use-api-get';
import { textOf } from '../display/format';
import type { MessageKey } from '../i18n/messages.en';
import { useT } from '../i18n/use-t';

export interface Choice {
  value: string;
  label: string;
  /** The admin's own word for it (Yes, No): shown in the user's language instead of `label`. */
  key?: MessageKey;
}

/** Yes and No, as a boolean's filter and bulk value offer them. */
export const YES_NO: readonly Choice[] = [
  { value: 'true', label: 'Yes', key: 'dialog.yes' },
  { value: 'false', label: 'No', key: 'dialog.no' },
];

/** The declared options of a field (an enum's values with their labels). */
export const fieldChoices = (field: FieldMeta): Choice[] => (field.options ?? []).map((o) => ({ value: o.value, label: o.label }));

interface FilterSelectProps extends FilterProps {
  choices: readonly Choice[];
  failed?: boolean;
}

/** A drop-down of choices; "All" clears the filter. */
export function FilterSelect({ field, choices, value, onChange, failed = false }: FilterSelectProps) {
  const t = useT();
  return (
    <label className="list-filter">
      <span>{field.label}</span>
      <select className="input" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{failed ? t('filter.allFailed') : t('filter.all')}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.key ? t(c.key) : c.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Options are the related records, up to 100, sorted by the shown field; without relation meta, an id typed exactly. */
export function RelationFilter({ field, value, onChange }: FilterProps) {
  if (!field.relation) return <FilterInput field={field} value={value} onChange={onChange} />;
  return <RelatedChoices field={field} relation={field.relation} value={value} onChange={onChange} />;
}

function RelatedChoices({ field, relation: { entity, show }, value, onChange }: FilterProps & { relation: NonNullable<FieldMeta['relation']> }) {
  const { data, error } = useApiGet<ListResponse<Record<string, unknown>>>(`/api/${entity}?perPage=100&sort=${encodeURIComponent(show)}`);
  const choices = (data?.data ?? []).map((row) => ({ value: String(row.id), label: textOf(row[show] ?? `#${textOf(row.id)}`) }));
  // A chosen record beyond the first 100 (or not loaded yet) still shows as chosen.
  if (value && !choices.some((c) => c.value === value)) choices.unshift({ value, label: `#${value}` });
  return <FilterSelect field={field} choices={choices} value={value} onChange={onChange} failed={Boolean(error)} />;
}

/** An input (a text field's finds the text anywhere in it, others match exactly), applied when it loses focus or Enter is pressed, not on every key; empty clears it. */
export function FilterInput({ field, value, onChange, type = 'text' }: FilterProps & { type?: 'text' | 'number' | 'date' }) {
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

export interface RangeBounds {
  type: 'number' | 'date';
  step?: string;
  /** The URL's value (the API's: cents, ISO times) as the input shows it. */
  toInput?: (value: string) => string;
  /** The typed value as the URL keeps it; `op` says which end (a day's first or last moment). */
  fromInput?: (value: string, op: 'gte' | 'lte') => string;
}

/** From and to, each applied when it loses focus or Enter is pressed; empty clears that end. */
export function RangeInputs({ field, value, onChange, type, step, toInput = (v) => v, fromInput = (v) => v }: RangeFilterProps & RangeBounds) {
  const t = useT();
  return (
    <fieldset className="list-filter range-filter">
      <legend>{field.label}</legend>
      {(['gte', 'lte'] as const).map((op) => {
        const key = `filter[${field.name}][${op}]`;
        const stored = value(key);
        const current = stored === '' ? '' : toInput(stored);
        const apply = (input: HTMLInputElement) => {
          const typed = input.value.trim();
          if (input.value !== current) onChange(key, typed === '' ? '' : fromInput(typed, op));
        };
        return (
          <input
            key={`${op}:${current}`}
            className="input"
            type={type}
            step={step}
            aria-label={t(`filter.${op}Of`, { label: field.label })}
            placeholder={t(`filter.${op}`)}
            defaultValue={current}
            onBlur={(e) => apply(e.currentTarget)}
            onKeyDown={(e) => e.key === 'Enter' && apply(e.currentTarget)}
          />
        );
      })}
    </fieldset>
  );
}
