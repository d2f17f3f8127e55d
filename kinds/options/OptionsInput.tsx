import { useState } from 'react';
import { useFormState } from 'react-hook-form';
import { TrashIcon } from '../../runtime-web/display/icons';
import type { Required } from '../../runtime-web/form/form-mode';
import { ControlledField } from '../../runtime-web/form/inputs/ControlledField';
import { fieldError } from '../../runtime-web/form/inputs/FieldShell';
import { useFieldId } from '../../runtime-web/form/field-id';
import { useT } from '../../runtime-web/i18n/use-t';

export interface OptionsInputProps {
  name: string;
  label: string;
  required?: Required;
}

/** An editable list of short texts (answer options); the form value is `string[]`. */
export function OptionsInput({ name, label, required }: OptionsInputProps) {
  return (
    <ControlledField
      name={name}
      label={label}
      required={required}
      render={(field) => (
        <OptionsList name={name} label={label} value={Array.isArray(field.value) ? (field.value as unknown[]).map(String) : []} onChange={field.onChange} onBlur={field.onBlur} />
      )}
    />
  );
}

interface OptionsListProps {
  name: string;
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  onBlur: () => void;
}

function OptionsList({ name, label, value, onChange, onBlur }: OptionsListProps) {
  const t = useT();
  const { errors } = useFormState({ name });
  const id = useFieldId(name);
  // Per-item messages ("An option cannot be empty") arrive as an array under the field's name.
  const itemErrors = fieldError(errors, name) as unknown as ({ message?: string } | undefined)[] | undefined;
  // Focus moves to a row the user just added, not to rows loaded with the record.
  const [added, setAdded] = useState<number | null>(null);
  const set = (index: number, text: string) => onChange(value.map((v, i) => (i === index ? text : v)));
  const remove = (index: number) => onChange(value.filter((_, i) => i !== index));

  return (
    <div className="options-field" role="group" aria-labelledby={`${id}-label`}>
      {value.length === 0 && <p className="muted" style={{ margin: 0 }}>{t('options.none')}</p>}
      <ul className="options-list">
        {value.map((text, index) => {
          const message = Array.isArray(itemErrors) ? itemErrors[index]?.message : undefined;
          return (
            <li key={index}>
              <div className="options-row">
                <input
                  id={index === 0 ? id : undefined}
                  className="input"
                  aria-label={`${label} ${index + 1}`}
                  aria-invalid={message ? true : undefined}
                  value={text}
                  autoFocus={index === added}
                  onChange={(e) => set(index, e.target.value)}
                  onBlur={onBlur}
                />
                <button type="button" className="icon-btn icon-btn-danger" aria-label={t('options.remove', { label, number: index + 1 })} onClick={() => remove(index)}>
                  <TrashIcon />
                </button>
              </div>
              {message && <p className="field-error">{message}</p>}
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="btn btn-small options-add"
        onClick={() => {
          setAdded(value.length);
          onChange([...value, '']);
        }}
      >
        {t('options.add')}
      </button>
    </div>
  );
}
