import { lazy, Suspense } from 'react';
import type { Required } from '../../runtime-web/form/form-mode';
import { ControlledField } from '../../runtime-web/form/inputs/ControlledField';
import { useFieldId } from '../../runtime-web/form/field-id';
import { useT } from '../../runtime-web/i18n/use-t';

// Quill is the largest dependency of the admin: load it only on forms that have an editor.
const QuillEditor = lazy(() => import('./QuillEditor'));

export interface RichTextInputProps {
  name: string;
  label: string;
  required?: Required;
}

/** Rich text (HTML) with the spec's toolbar; the server sanitizes what it receives. */
export function RichTextInput({ name, label, required }: RichTextInputProps) {
  const t = useT();
  const id = useFieldId(name);
  return (
    <ControlledField
      name={name}
      label={label}
      required={required}
      render={(field) => (
        <Suspense fallback={<div className="editor-placeholder">{t('list.loading')}</div>}>
          <QuillEditor
            id={id}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        </Suspense>
      )}
    />
  );
}
