import type { ReactNode } from 'react';

/** A labelled input with its error from the API's `fields` shown inline and tied to the input. */
export function FormField({ id, label, error, children, required }: { id: string; label: string; error?: string; children: (a11y: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode; required?: boolean }) {
  const errorId = `${id}-error`;
  return (
    <div className="site-field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children({ id, ...(error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {}) })}
      {error && <p className="field-error" id={errorId}>{error}</p>}
    </div>
  );
}
