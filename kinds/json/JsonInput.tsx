import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { FieldShell, useErrorAria } from '../../runtime-web/form/inputs/FieldShell';
import { useFieldId } from '../../runtime-web/form/field-id';

export interface JsonInputProps {
  name: string;
  label: string;
}

const show = (value: unknown) => (value && typeof value === 'object' ? JSON.stringify(value, null, 2) : '');

/** The object typed, or the reason it is not one. Blank means an empty object. */
export function parseJsonObject(text: string): { value: Record<string, unknown> } | { error: string } {
  if (text.trim() === '') return { value: {} };
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return { value: value as Record<string, unknown> };
    return { error: 'Enter a JSON object, e.g. {"key": "value"}' };
  } catch (error) {
    return { error: `Invalid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/**
 * Free-form JSON edited as text, read when the user leaves the field. Invalid
 * text is kept in the form as text, so the schema refuses to save it rather
 * than quietly saving the last valid value.
 */
export function JsonInput({ name, label }: JsonInputProps) {
  const { control, setError, clearErrors, trigger } = useFormContext();
  const aria = useErrorAria(name);
  const id = useFieldId(name);
  return (
    <FieldShell name={name} label={label} required={false}>
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <JsonText
            id={id}
            aria={aria}
            value={field.value as unknown}
            onBlur={(text) => {
              const parsed = parseJsonObject(text);
              field.onChange('value' in parsed ? parsed.value : text);
              field.onBlur();
              if ('value' in parsed) clearErrors(name);
              // The schema checks on blur too; the parser's precise message replaces its generic one.
              else void trigger(name).then(() => setError(name, { type: 'json', message: parsed.error }));
            }}
          />
        )}
      />
    </FieldShell>
  );
}

interface JsonTextProps {
  id: string;
  aria: ReturnType<typeof useErrorAria>;
  value: unknown;
  onBlur: (text: string) => void;
}

function JsonText({ id, aria, value, onBlur }: JsonTextProps) {
  const [text, setText] = useState(() => (typeof value === 'string' ? value : show(value)));
  // A reset from outside (not our own blur, which keeps text and value in step) shows the new value. Adjusted
  // while rendering, when `value` changes (https://react.dev/learn/you-might-not-need-an-effect#adjusting-some-state-when-a-prop-changes).
  const [shownValue, setShownValue] = useState(value);
  if (!Object.is(value, shownValue)) {
    setShownValue(value);
    if (typeof value !== 'string' && JSON.stringify(parseOr(text)) !== JSON.stringify(value)) setText(show(value));
  }
  return (
    <textarea
      id={id}
      className="input json-input"
      rows={8}
      spellCheck={false}
      {...aria}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={() => onBlur(text)}
    />
  );
}

function parseOr(text: string): unknown {
  const parsed = parseJsonObject(text);
  return 'value' in parsed ? parsed.value : undefined;
}
