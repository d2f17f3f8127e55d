import { lazy, Suspense } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useIsRequired, type Required } from '../form-mode';
import { FieldShell } from './FieldShell';

// Quill is the largest dependency of the admin: load it only on forms that have an editor.
const QuillEditor = lazy(() => import('./QuillEditor'));

export interface RichTextInputProps {
  name: string;
  label: string;
  required?: Required;
}

/** Rich text (HTML) with the spec's toolbar; the server sanitizes what it receives. */
export function RichTextInput({ name, label, required }: RichTextInputProps) {
  const { control } = useFormContext();
  const isRequired = useIsRequired(required);
  return (
    <FieldShell name={name} label={label} required={isRequired}>
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <Suspense fallback={<div className="editor-placeholder">Loading...</div>}>
            <QuillEditor
              id={name}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          </Suspense>
        )}
      />
    </FieldShell>
  );
}
