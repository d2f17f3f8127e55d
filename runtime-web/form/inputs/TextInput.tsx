import { useFormContext } from 'react-hook-form';
import { useIsRequired, type Required } from '../form-mode';
import { FieldShell, useErrorAria } from './FieldShell';
import { useFieldId } from '../field-id';

export interface TextInputProps {
  name: string;
  label: string;
  required?: Required;
  type?: 'text' | 'email' | 'url' | 'tel' | 'password' | 'number' | 'date';
}

/** A single-line input; the zod schema converts and checks the string it gives. */
export function TextInput({ name, label, required, type = 'text' }: TextInputProps) {
  const { register } = useFormContext();
  const isRequired = useIsRequired(required);
  const aria = useErrorAria(name);
  const id = useFieldId(name);
  return (
    <FieldShell name={name} label={label} required={isRequired}>
      <input
        id={id}
        type={type}
        className="input"
        aria-required={isRequired || undefined}
        autoComplete={type === 'password' ? 'new-password' : undefined}
        step={type === 'number' ? 'any' : undefined}
        {...aria}
        {...register(name)}
      />
    </FieldShell>
  );
}
