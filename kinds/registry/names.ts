// Written by npm run generate from the folders in kinds/: do not edit.

/** Every field kind: the `kind` of a field, one per folder of kinds/. */
export type FieldKind =
  | 'array'
  | 'blocks'
  | 'boolean'
  | 'color'
  | 'date'
  | 'datetime'
  | 'email'
  | 'enum'
  | 'file'
  | 'focalPoint'
  | 'group'
  | 'image'
  | 'json'
  | 'manyToMany'
  | 'money'
  | 'number'
  | 'options'
  | 'password'
  | 'phone'
  | 'relation'
  | 'richText'
  | 'text'
  | 'textarea'
  | 'url';
