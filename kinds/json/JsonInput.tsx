import type { ReactCodeMirrorRef } from '@uiw/react-codemirror';
import { lazy, Suspense, useRef, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { FieldShell, useErrorAria } from '../../runtime-web/form/inputs/FieldShell';
import { useFieldId } from '../../runtime-web/form/field-id';
import { useT } from '../../runtime-web/i18n/use-t';

// CodeMirror is loaded only on forms that show a JSON field.
const JsonEditor = lazy(() => import('./JsonEditor'));

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
 * Free-form JSON in a code editor (highlighting, folding), read when the user leaves it; "Format JSON"
 * indents it. Invalid text is kept in the form as text, so the schema refuses to save it rather than
 * quietly saving the last valid value; a declared schema's messages show under the editor.
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
            onCommit={(text, pretty) => {
              const parsed = parseJsonObject(text);
              field.onChange('value' in parsed ? parsed.value : text);
              field.onBlur();
              // The schema checks too (a declared one says what is wrong inside); the parser's precise message replaces its generic one.
              if ('value' in parsed) {
                clearErrors(name);
                void trigger(name);
                return pretty && text.trim() !== '' ? show(parsed.value) : undefined;
              }
              void trigger(name).then(() => setError(name, { type: 'json', message: parsed.error }));
              return undefined;
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
  /** Reads the text into the form; answers the indented text when asked to format a valid one. */
  onCommit: (text: string, pretty: boolean) => string | undefined;
}

function JsonText({ id, aria, value, onCommit }: JsonTextProps) {
  const t = useT();
  const [text, setText] = useState(() => (typeof value === 'string' ? value : show(value)));
  // A reset from outside (not our own commit, which keeps text and value in step) shows the new value. Adjusted
  // while rendering, when `value` changes (https://react.dev/learn/you-might-not-need-an-effect#adjusting-some-state-when-a-prop-changes).
  const [shownValue, setShownValue] = useState(value);
  if (!Object.is(value, shownValue)) {
    setShownValue(value);
    if (typeof value !== 'string' && JSON.stringify(parseOr(text)) !== JSON.stringify(value)) setText(show(value));
  }
  const editor = useRef<ReactCodeMirrorRef>(null);
  const format = () => {
    const pretty = onCommit(text, true);
    if (pretty === undefined) return;
    // An edit of the user's own, made in the editor: it shows at once (a new value from outside waits until
    // the user has stopped typing for 200 ms, @uiw/react-codemirror's typing latch) and Ctrl+Z undoes it.
    const view = editor.current?.view;
    if (view) view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: pretty } });
    else setText(pretty);
  };
  return (
    <div className="json-field">
      <Suspense fallback={<div className="editor-placeholder">{t('list.loading')}</div>}>
        <JsonEditor
          id={id}
          labelledBy={`${id}-label`}
          describedBy={aria['aria-describedby']}
          invalid={aria['aria-invalid'] === true}
          value={text}
          onChange={setText}
          onBlur={() => void onCommit(text, false)}
          editorRef={editor}
        />
      </Suspense>
      <div className="json-tools">
        <button type="button" className="btn btn-small" onClick={format}>
          {t('json.format')}
        </button>
      </div>
    </div>
  );
}

function parseOr(text: string): unknown {
  const parsed = parseJsonObject(text);
  return 'value' in parsed ? parsed.value : undefined;
}
