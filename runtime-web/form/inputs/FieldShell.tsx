import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { useFieldId } from '../field-id';

export interface FieldShellProps {
  name: string;
  label: string;
  required: boolean;
  children: ReactNode;
  /** Extra class, e.g. `field-checkbox` for a label after its box. */
  className?: string;
  /** Put the label after the control (checkboxes). */
  labelAfter?: boolean;
}

/** The id of a field's error text, for `aria-describedby`. */
export const errorId = (id: string) => `${id}-error`;

/** Label (with a red `*` when required), the control, and the field's error message. */
export function FieldShell({ name, label, required, children, className, labelAfter = false }: FieldShellProps) {
  const { errors } = useFormState({ name });
  const id = useFieldId(name);
  const message = errors[name]?.message;
  // The star sits beside the label, not in it, so the field's accessible name is exactly `label`.
  const labelNode = (
    <div className="field-label">
      <label htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      {required && (
        <span className="required" aria-hidden="true">
          *
        </span>
      )}
    </div>
  );
  return (
    <div className={`field${className ? ` ${className}` : ''}${message ? ' has-error' : ''}`}>
      {!labelAfter && labelNode}
      {children}
      {labelAfter && labelNode}
      {typeof message === 'string' && message && (
        <p className="field-error" id={errorId(id)}>
          {message}
        </p>
      )}
    </div>
  );
}

/** ARIA attributes tying a control to its error message. */
export function useErrorAria(name: string) {
  const { errors } = useFormState({ name });
  const id = errorId(useFieldId(name));
  const invalid = Boolean(errors[name]);
  return { 'aria-invalid': invalid || undefined, 'aria-describedby': invalid ? id : undefined };
}
