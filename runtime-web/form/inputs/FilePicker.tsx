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
  // Locals, not `field.ref`: the hooks rule takes that for a React ref read during render; it is react-hook-form's callback ref.
  const { name, ref, onBlur, onChange } = field;
  const aria = useErrorAria(name);
  const id = useFieldId(name);
  return (
    <input
      id={id}
      type="file"
      accept={accept}
      className="file-input"
      aria-required={required || undefined}
      {...aria}
      ref={ref}
      onBlur={onBlur}
      // Cancelling the picker keeps the previous value rather than clearing it.
      onChange={(e) => e.target.files?.[0] && onChange(e.target.files[0])}
    />
  );
}
