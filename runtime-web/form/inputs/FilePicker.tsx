import type { ControllerRenderProps, FieldValues } from 'react-hook-form';
import { useErrorAria } from './FieldShell';
import { useFieldId } from '../field-id';

export interface FilePickerProps {
  field: ControllerRenderProps<FieldValues, string>;
  accept?: string;
  required: boolean;
}

/** The file input of an upload field: the picked `File` becomes the form value. */
export function FilePicker({ field, accept, required }: FilePickerProps) {
  const aria = useErrorAria(field.name);
  const id = useFieldId(field.name);
  return (
    <input
      id={id}
      type="file"
      accept={accept}
      className="file-input"
      aria-required={required || undefined}
      {...aria}
      ref={field.ref}
      onBlur={field.onBlur}
      // Cancelling the picker keeps the previous value rather than clearing it.
      onChange={(e) => e.target.files?.[0] && field.onChange(e.target.files[0])}
    />
  );
}
