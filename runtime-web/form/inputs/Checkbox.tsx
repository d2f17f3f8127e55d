import { useFormContext } from 'react-hook-form';
import { FieldShell } from './FieldShell';

export interface CheckboxProps {
  name: string;
  label: string;
}

/** A yes/no field; the label follows the box, as people expect. */
export function Checkbox({ name, label }: CheckboxProps) {
  const { register } = useFormContext();
  return (
    <FieldShell name={name} label={label} required={false} className="field-checkbox" labelAfter>
      <input id={name} type="checkbox" {...register(name)} />
    </FieldShell>
  );
}
