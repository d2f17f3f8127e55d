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
  /** Many related records (many-to-many): the form value is a list of ids. */
  multiple?: boolean;
}

interface Option {
  value: number;
  label: string;
}

const toId = (value: unknown): number | null => (value === null || value === '' || value === undefined ? null : Number(value));

/**
 * A searchable select of related records; the form value is the chosen id,
 * or with `multiple` the chosen ids (`number[]`). Loads up to 100 options
 * sorted by the shown field.
 */
export function RelationSelect({ name, label, entity, show, required, multiple = false }: RelationSelectProps) {
  const { control } = useFormContext();
  const isRequired = useIsRequired(required);
  const aria = useErrorAria(name);
  const { data, error, loading } = useApiGet<ListResponse<Record<string, unknown>>>(
    `/api/${entity}?perPage=100&sort=${encodeURIComponent(show)}`,
  );
  const options: Option[] = (data?.data ?? []).map((row) => ({ value: Number(row.id), label: String(row[show] ?? row.id) }));
  // A record beyond the first 100 options still shows something.
  const optionFor = (id: number): Option => options.find((o) => o.value === id) ?? { value: id, label: `#${id}` };

  return (
    <FieldShell name={name} label={label} required={isRequired}>
      <Controller
        name={name}
        control={control}
        render={({ field }) => {
          const ids = multiple ? (Array.isArray(field.value) ? (field.value as unknown[]) : []).map(toId).filter((id) => id !== null) : [];
          const single = multiple ? null : toId(field.value);
          return (
            <Select<Option, boolean>
              inputId={name}
              ref={field.ref}
              classNamePrefix="rs"
              className="relation-select"
              options={options}
              isMulti={multiple}
              value={multiple ? ids.map(optionFor) : single === null ? null : optionFor(single)}
              isLoading={loading}
              isClearable={multiple || !isRequired}
              pageSize={5}
              placeholder="Select…"
              noOptionsMessage={() => (error ? 'Could not load options' : 'No options')}
              aria-invalid={aria['aria-invalid']}
              aria-errormessage={aria['aria-describedby']}
              onBlur={field.onBlur}
              onChange={(chosen) => {
                if (multiple) field.onChange(((chosen as readonly Option[] | null) ?? []).map((o) => o.value));
                else field.onChange((chosen as Option | null)?.value ?? null);
              }}
            />
          );
        }}
      />
      {error && <p className="field-error">Could not load the {label.toLowerCase()} options: {error.message}</p>}
    </FieldShell>
  );
}
