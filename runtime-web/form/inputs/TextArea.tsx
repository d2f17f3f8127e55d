import { useFormContext } from 'react-hook-form';
import { useIsRequired, type Required } from '../form-mode';
import { FieldShell, useErrorAria } from './FieldShell';

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
  return (
    <FieldShell name={name} label={label} required={isRequired}>
      <textarea id={name} className="input" rows={4} aria-required={isRequired || undefined} {...aria} {...register(name)} />
    </FieldShell>
  );
}
