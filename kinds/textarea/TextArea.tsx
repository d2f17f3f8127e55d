import { useFormContext } from 'react-hook-form';
import { useIsRequired, type Required } from '../../runtime-web/form/form-mode';
import { FieldShell, useErrorAria } from '../../runtime-web/form/inputs/FieldShell';
import { useFieldId } from '../../runtime-web/form/field-id';

export interface TextAreaProps {
  name: string;
  label: string;
  required?: Required;
}

/** Plain multi-line text. */
export function TextArea({ name, label, required }: TextAreaProps) {
  const { register } = useFormContext();
  const isRequired = useIsRequired(required);
  const aria = useErrorAria(name);
  const id = useFieldId(name);
  return (
    <FieldShell name={name} label={label} required={isRequired}>
      <textarea id={id} className="input" rows={4} aria-required={isRequired || undefined} {...aria} {...register(name)} />
    </FieldShell>
  );
}
