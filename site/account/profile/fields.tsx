/**
 * The inputs of the profile forms, described as data so that each page
 * (/edit-skill, /edit-edu, /edit-certificate, /edit-profile) is a list of
 * fields rather than a copy of a form. Errors come from the API's `fields`.
 */
import { FormField } from '../../components/FormField';

export interface FieldSpec {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'date' | 'url' | 'tel' | 'select' | 'file' | 'image';
  required?: boolean;
  /** value → label, for `select`. */
  options?: Record<string, string>;
  max?: number;
  /** What a file input accepts, e.g. `image/*,application/pdf`. */
  accept?: string;
}

export const isUpload = (f: FieldSpec) => f.kind === 'file' || f.kind === 'image';

/** One labelled input, filled with `value` (uploads are never pre-filled: a browser cannot). */
export function Field({ spec, value, error }: { spec: FieldSpec; value: unknown; error?: string }) {
  const text = value === null || value === undefined ? '' : String(value);
  const id = `field-${spec.name}`;
  return (
    <FormField id={id} label={spec.label} error={error} required={spec.required}>
      {(a) => {
        const common = { ...a, name: spec.name };
        switch (spec.kind) {
          case 'textarea':
            return <textarea {...common} rows={4} maxLength={spec.max} defaultValue={text} />;
          case 'select':
            return (
              <select {...common} defaultValue={text}>
                {!spec.required && <option value="">None</option>}
                {/* A value stored before the list existed stays selectable: saving must not drop it. */}
                {text && !(text in (spec.options ?? {})) && <option value={text}>{text}</option>}
                {Object.entries(spec.options ?? {}).map(([v, label]) => (
                  <option key={v} value={v}>{label}</option>
                ))}
              </select>
            );
          case 'file':
          case 'image':
            return <input {...common} type="file" accept={spec.accept ?? (spec.kind === 'image' ? 'image/jpeg,image/png,image/webp,image/gif' : undefined)} />;
          default:
            return <input {...common} type={spec.kind} maxLength={spec.max} defaultValue={text} />;
        }
      }}
    </FormField>
  );
}

/**
 * The body of a save: FormData when a file was chosen (the API takes
 * multipart then), else JSON with blank optional values as null. Required
 * blanks are sent as '' so that the API names them ("This field is required").
 */
export function bodyOf(form: HTMLFormElement, fields: FieldSpec[]): FormData | Record<string, string | null> {
  const data = new FormData(form);
  const chosen = fields.filter(isUpload).some((f) => (data.get(f.name) as File | null)?.size);
  if (chosen) {
    for (const f of fields.filter(isUpload)) if (!(data.get(f.name) as File | null)?.size) data.delete(f.name);
    return data;
  }
  const json: Record<string, string | null> = {};
  for (const f of fields.filter((field) => !isUpload(field))) {
    const value = String(data.get(f.name) ?? '').trim();
    json[f.name] = value === '' && !f.required ? null : value;
  }
  return json;
}
