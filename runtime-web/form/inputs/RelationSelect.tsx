import Select from 'react-select';
import { Controller, useFormContext } from 'react-hook-form';
import type { ListResponse } from '../../api/client';
import { useApiGet } from '../../api/use-api-get';
import { useIsRequired, type Required } from '../form-mode';
import { FieldShell, useErrorAria } from './FieldShell';

export interface RelationSelectProps {
  name: string;
  label: string;
  /** The related entity's API name, e.g. `service`. */
  entity: string;
  /** The related field shown as the option label, e.g. `name`. */
  show: string;
  required?: Required;
}

interface Option {
  value: number;
  label: string;
}

/**
 * A searchable select of related records; the form value is the chosen id.
 * Loads up to 100 options sorted by the shown field.
 */
export function RelationSelect({ name, label, entity, show, required }: RelationSelectProps) {
  const { control } = useFormContext();
  const isRequired = useIsRequired(required);
  const aria = useErrorAria(name);
  const { data, error, loading } = useApiGet<ListResponse<Record<string, unknown>>>(
    `/api/${entity}?perPage=100&sort=${encodeURIComponent(show)}`,
  );
  const options: Option[] = (data?.data ?? []).map((row) => ({ value: Number(row.id), label: String(row[show] ?? row.id) }));

  return (
    <FieldShell name={name} label={label} required={isRequired}>
      <Controller
        name={name}
        control={control}
        render={({ field }) => {
          const id = field.value === null || field.value === '' || field.value === undefined ? null : Number(field.value);
          // A record beyond the first 100 options still shows something.
          const selected = id === null ? null : (options.find((o) => o.value === id) ?? { value: id, label: `#${id}` });
          return (
            <Select<Option, false>
              inputId={name}
              ref={field.ref}
              classNamePrefix="rs"
              className="relation-select"
              options={options}
              value={selected}
              isLoading={loading}
              isClearable={!isRequired}
              pageSize={5}
              placeholder="Select…"
              noOptionsMessage={() => (error ? 'Could not load options' : 'No options')}
              aria-invalid={aria['aria-invalid']}
              aria-errormessage={aria['aria-describedby']}
              onBlur={field.onBlur}
              onChange={(option) => field.onChange(option ? option.value : null)}
            />
          );
        }}
      />
      {error && <p className="field-error">Could not load the {label.toLowerCase()} options: {error.message}</p>}
    </FieldShell>
  );
}
