import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { Required } from '../../runtime-web/form/form-mode';
import { useFieldId } from '../../runtime-web/form/field-id';
import { ControlledField } from '../../runtime-web/form/inputs/ControlledField';
import { useErrorAria } from '../../runtime-web/form/inputs/FieldShell';
import { HEX_COLOR_MESSAGE, isHexColor } from './value';
import { useT } from '../../runtime-web/i18n/use-t';

export interface ColorInputProps {
  name: string;
  label: string;
  required?: Required;
}

/**
 * A colour: the browser's colour picker beside a text box for the hex code, kept in step. The form
 * value is the code in lower case (`#1e90ff`), '' for none; a code that is not one stays as typed
 * and is named under the field when the user leaves the box, so nothing wrong is saved quietly.
 */
export function ColorInput({ name, label, required }: ColorInputProps) {
  return (
    <ControlledField
      name={name}
      label={label}
      required={required}
      render={(field, isRequired) => (
        <ColorControl name={name} label={label} required={isRequired} value={field.value as unknown} onChange={field.onChange} onBlur={field.onBlur} />
      )}
    />
  );
}

interface ColorControlProps {
  name: string;
  label: string;
  required: boolean;
  value: unknown;
  onChange: (value: string) => void;
  onBlur: () => void;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : '');
/** A valid code is kept in lower case, whatever case was typed; anything else as typed. */
const normalise = (text: string) => (isHexColor(text.trim()) ? text.trim().toLowerCase() : text);

function ColorControl({ name, label, required, value, onChange, onBlur }: ColorControlProps) {
  const t = useT();
  const { setError, clearErrors, trigger } = useFormContext();
  const aria = useErrorAria(name);
  const id = useFieldId(name);
  const [text, setText] = useState(() => asText(value));
  // A reset from outside shows the new value, unless it is what the text already means. Adjusted while
  // rendering, when `value` changes (https://react.dev/learn/you-might-not-need-an-effect#adjusting-some-state-when-a-prop-changes).
  const [shownValue, setShownValue] = useState(value);
  if (!Object.is(value, shownValue)) {
    setShownValue(value);
    if (normalise(text) !== asText(value)) setText(asText(value));
  }
  const change = (next: string) => {
    setText(next);
    onChange(normalise(next));
  };
  return (
    <div className="color-input">
      <input
        type="color"
        // The picker cannot be empty: black, dimmed, until a colour is chosen or typed.
        className={`color-picker${isHexColor(text.trim()) ? '' : ' color-picker-unset'}`}
        aria-label={t('color.picker', { label })}
        value={isHexColor(text.trim()) ? text.trim().toLowerCase() : '#000000'}
        onChange={(e) => change(e.target.value)}
        onBlur={onBlur}
      />
      <input
        id={id}
        className="input"
        type="text"
        placeholder={t('color.format')}
        maxLength={7}
        spellCheck={false}
        autoComplete="off"
        aria-required={required || undefined}
        {...aria}
        value={text}
        onChange={(e) => change(e.target.value)}
        onBlur={() => {
          onBlur();
          if (text.trim() === '' || isHexColor(text.trim())) clearErrors(name);
          // The schema checks on blur too; this message names the expected shape whatever its own says.
          else void trigger(name).then(() => setError(name, { type: 'pattern', message: HEX_COLOR_MESSAGE }));
        }}
      />
    </div>
  );
}
