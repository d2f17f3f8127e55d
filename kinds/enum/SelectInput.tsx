import { useFormContext } from 'react-hook-form';
import { useIsRequired, type Required } from '../../runtime-web/form/form-mode';
import { FieldShell, useErrorAria } from '../../runtime-web/form/inputs/FieldShell';
import { useFieldId } from '../../runtime-web/form/field-id';
import { useT } from '../../runtime-web/i18n/use-t';

export interface SelectInputProps {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  required?: Required;
}

/** A native select for a fixed set of values (enums); '' means "none chosen". */
export function SelectInput({ name, label, options, required }: SelectInputProps) {
  const t = useT();
  const { register } = useFormContext();
  const isRequired = useIsRequired(required);
  const aria = useErrorAria(name);
  const id = useFieldId(name);
  return (
    <FieldShell name={name} label={label} required={isRequired}>
      <select id={id} className="input" aria-required={isRequired || undefined} {...aria} {...register(name)}>
        <option value="">{t('select.choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
