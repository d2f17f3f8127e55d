/**
 * The inputs of the profile forms, described as data so that each page
 * (/edit-skill, /edit-edu, /edit-certificate, /edit-profile) is a list of
 * fields rather than a copy of a form. Errors come from the API's `fields`.
 * Each control is its field kind's plain part (kinds/<kind>/plain.tsx): a
 * server-rendered input that works without JavaScript, and none of the admin's.
 */
import { plain as date } from '../../../kinds/date/plain';
import { plain as enumeration } from '../../../kinds/enum/plain';
import { plain as file } from '../../../kinds/file/plain';
import { plain as image } from '../../../kinds/image/plain';
import { plain as phone } from '../../../kinds/phone/plain';
import { plain as text } from '../../../kinds/text/plain';
import { plain as textarea } from '../../../kinds/textarea/plain';
import { plain as url } from '../../../kinds/url/plain';
import type { PlainKind } from '../../../kinds/types/web';
import type { FieldKind } from '../../../runtime-shared/meta';
import { FormField } from '../../components/FormField';
import { formText } from '../../components/form-text';

/** The kinds the profile forms use, by their kind name. */
const KINDS = { text, textarea, date, url, phone, enum: enumeration, file, image } satisfies Partial<Record<FieldKind, PlainKind>>;

export interface FieldSpec {
  name: string;
  label: string;
  kind: keyof typeof KINDS;
  required?: boolean;
  /** value → label, for `enum`. */
  options?: Record<string, string>;
  max?: number;
  /** What a file input accepts, e.g. `image/*,application/pdf`. */
  accept?: string;
}

/** A file field: the form goes as multipart when one is chosen. */
export const isUpload = (f: FieldSpec) => (KINDS[f.kind]).upload === true;

/** A stored value of a profile field: text (dates, choices and file paths too), or nothing. */
export type FieldValue = string | number | null | undefined;

/** One labelled input, filled with `value` (uploads are never pre-filled: a browser cannot). */
export function Field({ spec, value, error }: { spec: FieldSpec; value: FieldValue; error?: string }) {
  const text = value === null || value === undefined ? '' : String(value);
  const id = `field-${spec.name}`;
  const { Input } = KINDS[spec.kind];
  return (
    <FormField id={id} label={spec.label} error={error} required={spec.required}>
      {(a11y) => <Input name={spec.name} value={text} a11y={a11y} required={spec.required} max={spec.max} options={spec.options} accept={spec.accept} />}
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
    const value = formText(data, f.name).trim();
    json[f.name] = value === '' && !f.required ? null : value;
  }
  return json;
}
