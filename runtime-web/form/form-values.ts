import { webKinds } from '../../kinds/registry/web';
import type { EntityMeta, FieldMeta } from '../../runtime-shared/meta';
import { textOf } from '../display/format';

type Values = Record<string, unknown>;

/** A form value for a field, as its kind keeps it: inputs need '' rather than null, pickers use null for "none". */
function formValue(field: FieldMeta, value: unknown): unknown {
  const toForm = webKinds[field.kind].toForm;
  return toForm ? toForm(value, field) : (value ?? '');
}

/**
 * The form's starting values: the loaded record's fields when editing, else
 * the declared defaults (`enumOf(..., { default: 'hybrid' })`) or empty ones.
 * Only declared fields: `id`, timestamps and attached relations are not form data.
 */
export function toFormValues(meta: EntityMeta, record?: Values): Values {
  return Object.fromEntries(meta.fields.map((field) => [field.name, formValue(field, record ? record[field.name] : field.default)]));
}

/** Whether saving must be multipart (any upload field) rather than JSON. */
export function hasUploads(meta: EntityMeta): boolean {
  return meta.fields.some((field) => field.upload !== undefined);
}

/**
 * Multipart body per spec section 7: files as chosen, else the stored path;
 * lists and objects (options, json, many-to-many ids) as JSON text, booleans
 * as 'true'/'false', missing values as '' so the server sees every field.
 */
export function toFormData(values: Values, method?: 'PUT'): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value instanceof Blob) body.append(name, value, value instanceof File ? value.name : name);
    else if (value === null || value === undefined) body.append(name, '');
    else body.append(name, textOf(value));
  }
  // The server reads a multipart update from POST with this override field.
  if (method) body.append('_method', method);
  return body;
}
