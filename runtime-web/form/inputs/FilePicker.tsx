import { useRef } from 'react';
import type { ControllerRenderProps, FieldValues } from 'react-hook-form';
import { useT } from '../../i18n/use-t';
import { useErrorAria } from './FieldShell';
import { useFieldId } from '../field-id';

export interface FilePickerProps {
  field: ControllerRenderProps<FieldValues, string>;
  accept?: string;
  required: boolean;
}

/**
 * The file input of an upload field: the picked `File` becomes the form value. The browser's own button
 * speaks the browser's language ("Choose File", "No file chosen"), so the input is hidden behind a button
 * in the admin's language; the field's label still names the input, and the chosen file shows beside it
 * (its preview, or "Chosen: cv.pdf").
 */
export function FilePicker({ field, accept, required }: FilePickerProps) {
  const t = useT();
  // Locals, not `field.ref`: the hooks rule takes that for a React ref read during render; it is react-hook-form's callback ref.
  const { name, ref, onBlur, onChange } = field;
  const input = useRef<HTMLInputElement | null>(null);
  const aria = useErrorAria(name);
  const id = useFieldId(name);
  return (
    <span className="file-picker">
      <input
        id={id}
        type="file"
        accept={accept}
        className="file-input"
        tabIndex={-1}
        aria-required={required || undefined}
        {...aria}
        ref={(element) => {
          ref(element);
          input.current = element;
        }}
        onBlur={onBlur}
        // Cancelling the picker keeps the previous value rather than clearing it.
        onChange={(e) => e.target.files?.[0] && onChange(e.target.files[0])}
      />
      <button type="button" className="btn btn-small" onClick={() => input.current?.click()}>
        {t('file.choose')}
      </button>
    </span>
  );
}
