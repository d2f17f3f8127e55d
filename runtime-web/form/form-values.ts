import type { EntityMeta, FieldMeta } from '../../runtime-shared/meta';

type Values = Record<string, unknown>;

/** A form value for a field: inputs need '' rather than null, pickers use null for "none". */
function formValue(field: FieldMeta, value: unknown): unknown {
  switch (field.kind) {
    case 'boolean':
      return Boolean(value);
    case 'relation':
    case 'image':
    case 'file':
    case 'money':
    case 'datetime':
      return value ?? null;
    case 'options':
      return Array.isArray(value) ? value.map(String) : [];
    case 'manyToMany':
      // The record holds the related ids (`question_ids: [1, 2]`) beside the attached records.
      return Array.isArray(value) ? value.map(Number) : [];
    case 'json':
      return parseObject(value);
    case 'password':
      return ''; // never sent by the server; empty on edit means "keep the old one"
    case 'date':
      return typeof value === 'string' ? value.slice(0, 10) : '';
    default:
      return value ?? '';
  }
}

/** A JSON field's value as an object; older rows may hold it as text. */
function parseObject(value: unknown): unknown {
  if (typeof value !== 'string') return value && typeof value === 'object' ? value : {};
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return {};
  }
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
    else body.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  // The server reads a multipart update from POST with this override field.
  if (method) body.append('_method', method);
  return body;
}
