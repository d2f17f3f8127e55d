import type { ControllerRenderProps, FieldValues } from 'react-hook-form';
import { useErrorAria } from './FieldShell';
import { FileButton } from './FileButton';
import { useFieldId } from '../field-id';

export interface FilePickerProps {
  field: ControllerRenderProps<FieldValues, string>;
  accept?: string;
  required: boolean;
}

/** The file input of an upload field, a button in the admin's language: the picked `File` becomes the form value (shown beside it as a preview or "Chosen: cv.pdf"). */
export function FilePicker({ field, accept, required }: FilePickerProps) {
  // Locals, not `field.ref`: the hooks rule takes that for a React ref read during render; it is react-hook-form's callback ref.
  const { name, ref, onBlur, onChange } = field;
  const aria = useErrorAria(name);
  const id = useFieldId(name);
  return <FileButton id={id} accept={accept} aria-required={required || undefined} {...aria} inputRef={ref} onBlur={onBlur} onFile={onChange} />;
}
