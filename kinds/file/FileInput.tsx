import { FileLink } from '../../runtime-web/display/FileLink';
import type { Required } from '../../runtime-web/form/form-mode';
import { ControlledField } from '../../runtime-web/form/inputs/ControlledField';
import { FilePicker } from '../../runtime-web/form/inputs/FilePicker';

export interface FileInputProps {
  name: string;
  label: string;
  required?: Required;
  /** Passed to the picker, e.g. `.pdf,.doc,.docx`. */
  accept?: string;
}

/** A document upload; shows the picked file's name, or a link to the stored file. */
export function FileInput({ name, label, required, accept }: FileInputProps) {
  return (
    <ControlledField
      name={name}
      label={label}
      required={required}
      render={(field, isRequired) => (
        <div className="upload">
          <FilePicker field={field} accept={accept} required={isRequired} />
          <CurrentFile value={field.value as unknown} label={label} />
        </div>
      )}
    />
  );
}

function CurrentFile({ value, label }: { value: unknown; label: string }) {
  if (value instanceof File) return <span className="muted">Chosen: {value.name}</span>;
  if (typeof value === 'string' && value) {
    return (
      <span className="muted">
        Current: <FileLink path={value} label={label} />
      </span>
    );
  }
  return null;
}
