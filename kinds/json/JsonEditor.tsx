/**
 * CodeMirror with the JSON language (syntax highlighting, bracket matching, folding): loaded only when a
 * form shows a JSON field (kinds/json/JsonInput.tsx imports it lazily), so lists, details pages and the
 * public site never download it.
 */
import { json } from '@codemirror/lang-json';
import CodeMirror, { EditorView, type ReactCodeMirrorRef } from '@uiw/react-codemirror';
import { type Ref, useMemo } from 'react';

export interface JsonEditorProps {
  id: string;
  /** The label's id: the editor's accessible name. */
  labelledBy: string;
  describedBy?: string | undefined;
  invalid: boolean;
  value: string;
  onChange: (text: string) => void;
  onBlur: () => void;
  /** Gives the caller the editor's view, to make an edit of the user's own (formatting) in it. */
  editorRef?: Ref<ReactCodeMirrorRef>;
}

export default function JsonEditor({ id, labelledBy, describedBy, invalid, value, onChange, onBlur, editorRef }: JsonEditorProps) {
  // The editable element is CodeMirror's own: it gets the id, name and error ties a text area would have.
  const extensions = useMemo(
    () => [
      json(),
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({
        id,
        'aria-labelledby': labelledBy,
        'aria-multiline': 'true',
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      }),
    ],
    [id, labelledBy, describedBy, invalid],
  );
  return (
    <CodeMirror
      ref={editorRef}
      className={`json-editor${invalid ? ' is-invalid' : ''}`}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      extensions={extensions}
      basicSetup={{ highlightActiveLine: false, highlightActiveLineGutter: false, autocompletion: false }}
      minHeight="8rem"
      maxHeight="28rem"
    />
  );
}
