import { useState } from 'react';
import type { Required } from '../../runtime-web/form/form-mode';
import { ControlledField } from '../../runtime-web/form/inputs/ControlledField';
import { useErrorAria } from '../../runtime-web/form/inputs/FieldShell';
import { useFieldId } from '../../runtime-web/form/field-id';

export interface MoneyInputProps {
  name: string;
  label: string;
  /** ISO 4217 code shown beside the amount, e.g. `USD`. */
  currency: string;
  required?: Required;
}

/** Minor units (1250) → the amount as typed (`12.50`). */
export function minorToText(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? (value / 100).toFixed(2) : '';
}

/**
 * The amount as typed → minor units, rounded (12.5 → 1250); blank → null.
 * Unreadable text stays text, so the schema reports "Enter a number".
 */
export function textToMinor(text: string): number | string | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const amount = Number(trimmed);
  return Number.isFinite(amount) ? Math.round(amount * 100) : text;
}

/**
 * An amount of money: people type decimals (12.50), the form holds integer
 * minor units (1250) as the API stores them, so no float ever reaches it.
 */
export function MoneyInput({ name, label, currency, required }: MoneyInputProps) {
  return (
    <ControlledField
      name={name}
      label={label}
      required={required}
      render={(field, isRequired) => (
        <MoneyControl name={name} currency={currency} required={isRequired} value={field.value as unknown} onChange={field.onChange} onBlur={field.onBlur} />
      )}
    />
  );
}

interface MoneyControlProps {
  name: string;
  currency: string;
  required: boolean;
  value: unknown;
  onChange: (value: number | string | null) => void;
  onBlur: () => void;
}

function MoneyControl({ name, currency, required, value, onChange, onBlur }: MoneyControlProps) {
  const aria = useErrorAria(name);
  const id = useFieldId(name);
  const [text, setText] = useState(() => minorToText(value));
  // The form value changed from outside (a reset): show it, unless it is what the text already means. Adjusted
  // while rendering, when `value` changes (https://react.dev/learn/you-might-not-need-an-effect#adjusting-some-state-when-a-prop-changes).
  // Only a change of `value` is checked: typing changes `text` and must not be re-formatted mid-word.
  const [shownValue, setShownValue] = useState(value);
  if (!Object.is(value, shownValue)) {
    setShownValue(value);
    if (textToMinor(text) !== value) setText(minorToText(value));
  }
  return (
    <div className="input-adorned">
      <span className="adornment" aria-hidden="true">
        {currency}
      </span>
      <input
        id={id}
        className="input"
        type="text"
        inputMode="decimal"
        aria-required={required || undefined}
        {...aria}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onChange(textToMinor(e.target.value));
        }}
        onBlur={() => {
          // Tidy what was typed (12.5 → 12.50) once the user leaves the field.
          if (typeof value === 'number') setText(minorToText(value));
          onBlur();
        }}
      />
    </div>
  );
}
