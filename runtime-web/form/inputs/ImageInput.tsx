import { Controller, useFormContext } from 'react-hook-form';
import { assetUrl } from '../../api/asset-url';
import { useIsRequired, type Required } from '../form-mode';
import { FieldShell, useErrorAria } from './FieldShell';
import { useObjectUrl } from './use-object-url';

export interface ImageInputProps {
  name: string;
  label: string;
  /** `'onCreate'`: a photo must be chosen when adding; editing keeps the stored one. */
  required?: Required;
}

/**
 * An image upload with a preview of the picked file, or else of the stored
 * image. The form value is the picked `File`, or the stored path string.
 */
export function ImageInput({ name, label, required }: ImageInputProps) {
  const { control } = useFormContext();
  const isRequired = useIsRequired(required);
  const aria = useErrorAria(name);
  return (
    <FieldShell name={name} label={label} required={isRequired}>
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <div className="upload">
            <Preview value={field.value} />
            <input
              id={name}
              type="file"
              accept="image/*"
              className="file-input"
              aria-required={isRequired || undefined}
              {...aria}
              ref={field.ref}
              onBlur={field.onBlur}
              // Cancelling the picker keeps the previous value rather than clearing it.
              onChange={(e) => e.target.files?.[0] && field.onChange(e.target.files[0])}
            />
          </div>
        )}
      />
    </FieldShell>
  );
}

function Preview({ value }: { value: unknown }) {
  const picked = value instanceof Blob ? value : null;
  const objectUrl = useObjectUrl(picked);
  const src = picked ? objectUrl : typeof value === 'string' && value ? assetUrl(value) : undefined;
  if (!src) return <div className="upload-preview upload-empty">No image</div>;
  return <img className="upload-preview" src={src} alt="Preview" />;
}
