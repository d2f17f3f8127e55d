import { assetUrl } from '../../runtime-web/api/asset-url';
import type { LibraryLink } from '../../runtime-shared/meta';
import type { Required } from '../../runtime-web/form/form-mode';
import { ControlledField } from '../../runtime-web/form/inputs/ControlledField';
import { FilePicker } from '../../runtime-web/form/inputs/FilePicker';
import { LibraryButton } from '../../runtime-web/media/LibraryButton';
import { useObjectUrl } from './use-object-url';
import { useT } from '../../runtime-web/i18n/use-t';

export interface ImageInputProps {
  name: string;
  label: string;
  /** `'onCreate'`: a photo must be chosen when adding; editing keeps the stored one. */
  required?: Required;
  /** The media library entity: "Choose from library" offers its images (the value becomes the library file's path). */
  library?: LibraryLink;
}

/**
 * An image upload with a preview of the picked file, or else of the stored
 * image. The form value is the picked `File`, or the stored path string (a
 * library image's, when chosen from the library).
 */
export function ImageInput({ name, label, required, library }: ImageInputProps) {
  return (
    <ControlledField
      name={name}
      label={label}
      required={required}
      render={(field, isRequired) => (
        <div className="upload">
          <Preview value={field.value as unknown} />
          <FilePicker field={field} accept="image/*" required={isRequired} />
          {library && <LibraryButton library={library} kind="image" label={label} onPick={field.onChange} />}
        </div>
      )}
    />
  );
}

function Preview({ value }: { value: unknown }) {
  const t = useT();
  const picked = value instanceof Blob ? value : null;
  const objectUrl = useObjectUrl(picked);
  const src = picked ? objectUrl : typeof value === 'string' && value ? assetUrl(value) : undefined;
  if (!src) return <div className="upload-preview upload-empty">{t('image.none')}</div>;
  return <img className="upload-preview" src={src} alt={t('image.preview')} />;
}
