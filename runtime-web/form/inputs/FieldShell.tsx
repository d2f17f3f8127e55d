import type { ReactNode } from 'react';
import { get, useFormState, type FieldError } from 'react-hook-form';
import { useFieldId } from '../field-id';
import { useT } from '../../i18n/use-t';
import { validationText } from '../../i18n/validation-messages';

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

/**
 * The error of a field by its name, also a sub-field's path (`seo.title`, `benefits.2.title`): react-hook-form
 * nests those (errors.benefits[2].title).
 */
export function fieldError(errors: object, name: string): FieldError | undefined {
  const found: unknown = get(errors, name);
  return found as FieldError | undefined;
}

/**
 * The field's message as the user should see it. react-hook-form validates a whole list when one of
 * its rows' inputs is left (the resolver's errors are looked up from the list's root), which would
 * flag every row the user has not reached yet; so an input inside a list's row shows its message once
 * it was touched or the form was sent (server messages arrive after sending).
 */
function useShownError(name: string): FieldError | undefined {
  const { errors, touchedFields, isSubmitted } = useFormState({ name });
  const error = fieldError(errors, name);
  if (!error || !/\.\d+(\.|$)/.test(name) || isSubmitted) return error;
  return get(touchedFields, name) === true ? error : undefined;
}

/** The id of a field's error text, for `aria-describedby`. */
export const errorId = (id: string) => `${id}-error`;

/** Label (with a red `*` when required), the control, and the field's error message. */
export function FieldShell({ name, label, required, children, className, labelAfter = false }: FieldShellProps) {
  const id = useFieldId(name);
  const t = useT();
  const shown = useShownError(name)?.message;
  const message = typeof shown === 'string' ? validationText(shown, t) : shown;
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
  const id = errorId(useFieldId(name));
  const invalid = Boolean(useShownError(name));
  return { 'aria-invalid': invalid || undefined, 'aria-describedby': invalid ? id : undefined };
}
