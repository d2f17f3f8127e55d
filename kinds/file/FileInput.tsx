import { FileLink } from '../../runtime-web/display/FileLink';
import type { LibraryLink } from '../../runtime-shared/meta';
import type { Required } from '../../runtime-web/form/form-mode';
import { ControlledField } from '../../runtime-web/form/inputs/ControlledField';
import { FilePicker } from '../../runtime-web/form/inputs/FilePicker';
import { LibraryButton } from '../../runtime-web/media/LibraryButton';
import { useT } from '../../runtime-web/i18n/use-t';

export interface FileInputProps {
  name: string;
  label: string;
  required?: Required;
  /** Passed to the picker, e.g. `.pdf,.doc,.docx`. */
  accept?: string;
  /** The media library entity: "Choose from library" offers its files (the value becomes the library file's path). */
  library?: LibraryLink;
}

/** A document upload; shows the picked file's name, or a link to the stored file. */
export function FileInput({ name, label, required, accept, library }: FileInputProps) {
  return (
    <ControlledField
      name={name}
      label={label}
      required={required}
      render={(field, isRequired) => (
        <div className="upload">
          <FilePicker field={field} accept={accept} required={isRequired} />
          {library && <LibraryButton library={library} kind="" label={label} onPick={field.onChange} />}
          <CurrentFile value={field.value as unknown} label={label} />
        </div>
      )}
    />
  );
}

function CurrentFile({ value, label }: { value: unknown; label: string }) {
  const t = useT();
  if (value instanceof File) return <span className="muted">{t('file.chosen', { name: value.name })}</span>;
  if (typeof value === 'string' && value) {
    return (
      <span className="muted">
        {t('file.current')} <FileLink path={value} label={label} />
      </span>
    );
  }
  return null;
}
