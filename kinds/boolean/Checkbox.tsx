import { useFormContext } from 'react-hook-form';
import { FieldShell } from '../../runtime-web/form/inputs/FieldShell';
import { useFieldId } from '../../runtime-web/form/field-id';

export interface CheckboxProps {
  name: string;
  label: string;
}

/** A yes/no field; the label follows the box, as people expect. */
export function Checkbox({ name, label }: CheckboxProps) {
  const { register } = useFormContext();
  const id = useFieldId(name);
  return (
    <FieldShell name={name} label={label} required={false} className="field-checkbox" labelAfter>
      <input id={id} type="checkbox" {...register(name)} />
    </FieldShell>
  );
}
