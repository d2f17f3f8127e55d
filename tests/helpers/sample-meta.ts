/**
 * A made-up entity's meta for unit tests of the runtime's per-field code (snapshots, list cells, filters):
 * the defaults the generator would write, with the fields and any property a test cares about given.
 */
import type { EntityMeta, FieldKind, FieldMeta } from '../../runtime-shared/meta';

/** A field as the generator describes it, with `extra` over the plain defaults. */
export const fieldMeta = (name: string, kind: FieldKind, extra: Partial<FieldMeta> = {}): FieldMeta => ({
  name,
  kind,
  label: name,
  required: false,
  searchable: false,
  sortable: true,
  writeOnly: false,
  ...extra,
});

/** The entity `sample` (table `samples`, admin-only) holding `fields`. */
export const sampleMeta = (fields: FieldMeta[], extra: Partial<EntityMeta> = {}): EntityMeta => ({
  name: 'sample',
  table: 'samples',
  label: 'Sample',
  pluralLabel: 'Samples',
  titleField: 'title',
  defaultSort: 'id',
  access: { read: 'admin', create: 'admin', update: 'admin', delete: 'admin' },
  admin: { list: 'sample-list', add: 'add-sample', edit: 'edit-sample', details: 'sample-details' },
  singleton: false,
  listFilters: [],
  actions: [],
  views: [],
  rowLinks: [],
  fields,
  ...extra,
});
