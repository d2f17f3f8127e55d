import { Controller, useFormContext } from 'react-hook-form';
import { assetUrl } from '../../api/asset-url';
import { fileName } from '../../display/format';
import { useIsRequired, type Required } from '../form-mode';
import { FieldShell, useErrorAria } from './FieldShell';

export interface FileInputProps {
  name: string;
  label: string;
  required?: Required;
  /** Passed to the picker, e.g. `.pdf,.doc,.docx`. */
  accept?: string;
}

/** A document upload; shows the picked file's name, or a link to the stored file. */
export function FileInput({ name, label, required, accept }: FileInputProps) {
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
            <input
              id={name}
              type="file"
              accept={accept}
              className="file-input"
              aria-required={isRequired || undefined}
              {...aria}
              ref={field.ref}
              onBlur={field.onBlur}
              onChange={(e) => e.target.files?.[0] && field.onChange(e.target.files[0])}
            />
            <CurrentFile value={field.value} />
          </div>
        )}
      />
    </FieldShell>
  );
}

function CurrentFile({ value }: { value: unknown }) {
  if (value instanceof File) return <span className="muted">Chosen: {value.name}</span>;
  if (typeof value === 'string' && value) {
    return (
      <span className="muted">
        Current:{' '}
        <a href={assetUrl(value)} target="_blank" rel="noreferrer">
          {fileName(value)}
        </a>
      </span>
    );
  }
  return null;
}
