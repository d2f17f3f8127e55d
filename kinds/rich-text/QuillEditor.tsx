/**
 * The Quill editor, in its own chunk (imported lazily by RichTextInput).
 * react-quill-new, not react-quill: the latter calls findDOMNode, gone in React 19.
 */
import { useEffect, useRef } from 'react';
import ReactQuill from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';

/** Spec section 5: the toolbar. */
const modules = {
  toolbar: [
    [{ header: [1, 2, false] }, { font: [] }, { size: [] }],
    ['bold', 'italic', 'underline', 'strike', 'blockquote'],
    [{ list: 'ordered' }, { list: 'bullet' }, { indent: '-1' }, { indent: '+1' }],
    ['link', 'image'],
    ['clean'],
  ],
};

/** Quill 2 names both list kinds `list` (there is no separate `bullet` format); video stays allowed. */
const formats = ['header', 'font', 'size', 'bold', 'italic', 'underline', 'strike', 'blockquote', 'list', 'indent', 'link', 'image', 'video'];

export interface QuillEditorProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
}

export default function QuillEditor({ id, value, onChange, onBlur }: QuillEditorProps) {
  const quill = useRef<ReactQuill>(null);

  // The editable area is a div, not an input: name it after the field's label for screen readers and tests.
  useEffect(() => {
    const root = quill.current?.editor?.root;
    root?.setAttribute('role', 'textbox');
    root?.setAttribute('aria-multiline', 'true');
    root?.setAttribute('aria-labelledby', `${id}-label`);
  }, [id]);

  return (
    <ReactQuill
      ref={quill}
      id={id}
      theme="snow"
      value={value}
      modules={modules}
      formats={formats}
      // Quill 2's semantic HTML turns every space into &nbsp;; the editor's own HTML keeps text plain.
      useSemanticHTML={false}
      // Only the user's edits: Quill also reports its own normalising of the initial value.
      onChange={(html, _delta, source) => source === 'user' && onChange(html)}
      onBlur={() => onBlur()}
    />
  );
}
