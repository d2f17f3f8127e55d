import { isRealDate } from '../../runtime-shared/validation';
import type { Required } from '../../runtime-web/form/form-mode';
import { ControlledField } from '../../runtime-web/form/inputs/ControlledField';
import { useErrorAria } from '../../runtime-web/form/inputs/FieldShell';
import { useFieldId } from '../../runtime-web/form/field-id';

export interface DateTimeInputProps {
  name: string;
  label: string;
  required?: Required;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO moment → `YYYY-MM-DDTHH:mm` in the browser's time zone, as `datetime-local` shows it. */
export function isoToLocalInput(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (local time, no zone) → an ISO string in UTC; blank → null; an impossible day stays as typed, for the schema to refuse. */
export function localInputToIso(text: string): string | null {
  if (!text) return null;
  if (!isRealDate(text)) return text; // new Date() would move 2026-02-30 to 2 March
  const time = new Date(text).getTime();
  return Number.isNaN(time) ? text : new Date(time).toISOString();
}

/** A date and time, edited in the user's local time; the form value is an ISO string in UTC. */
export function DateTimeInput({ name, label, required }: DateTimeInputProps) {
  const aria = useErrorAria(name);
  const id = useFieldId(name);
  return (
    <ControlledField
      name={name}
      label={label}
      required={required}
      render={(field, isRequired) => (
        <input
          id={id}
          type="datetime-local"
          className="input"
          aria-required={isRequired || undefined}
          {...aria}
          ref={field.ref}
          value={isoToLocalInput(field.value)}
          onChange={(e) => field.onChange(localInputToIso(e.target.value))}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
