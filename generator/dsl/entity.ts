/**
 * `defineEntity()`: the one call an entity file makes. It returns its input,
 * typed, so that list columns, the title field and the default sort can only
 * name fields that exist.
 */
import type { AccessLevel, Operation } from '../../runtime-shared/meta';
import type { Field } from './fields';

type FieldName<F> = keyof F & string;
type SortKey<F> = FieldName<F> | 'id' | 'created_at' | 'updated_at';

export interface EntityDefinition<F extends Record<string, Field> = Record<string, Field>> {
  /** Singular, lower case, words joined by `_` or `-`: the API path `/api/<name>` and the default admin paths. */
  name: string;
  /** @default the name in snake case with an "s" (banner → banners) */
  table?: string;
  /** A record's name in words, for buttons ("Add Banner"). @default the name in title case */
  label?: string;
  /** The navigation label and list title. @default the label */
  pluralLabel?: string;
  fields: F;
  /**
   * The entity's previous name: the next migration renames its table (foreign keys
   * pointing at it follow). Ignored once the rename is applied.
   * @example renamedFrom: 'news'
   */
  renamedFrom?: string;
  /**
   * Fields deleted on purpose: the next migration drops their columns and their data.
   * A field that disappears without being listed here is refused by the generator.
   * Uploaded files the column pointed at stay on disk.
   * @example removedFields: ['old_price']
   */
  removedFields?: readonly string[];
  /** The field that names a record. @default the first text field */
  titleField?: FieldName<F>;
  list?: {
    /** The table's columns, in order. @default the first four displayable fields */
    columns?: readonly FieldName<F>[];
    /** `-` for descending. @default '-id' (newest first) */
    defaultSort?: SortKey<F> | `-${SortKey<F>}`;
  };
  /** The fields shown on the details page. @default all fields that are not write-only */
  details?: { fields?: readonly FieldName<F>[] };
  /**
   * Who may do what. `write` sets create, update and delete at once.
   * @default { read: 'admin', write: 'admin' }
   */
  access?: Partial<Record<Operation | 'write', AccessLevel>>;
  /** Admin screen paths and navigation. Paths are relative to /admin. */
  admin?: {
    list?: string;
    add?: string;
    edit?: string;
    details?: string;
    /** The left navigation entry, or `false` for none. @default { order: 1000 } */
    nav?: false | { order?: number; label?: string; query?: string; related?: readonly string[] };
  };
}

/** Any entity, compared structurally (a generic reference would be invariant in its fields). */
export type AnyEntity = Omit<EntityDefinition<Record<string, Field>>, never>;

/**
 * @example
 *   export default defineEntity({
 *     name: 'service',
 *     fields: { name: text({ required: true }) },
 *     access: { read: 'public', write: 'admin' },
 *   });
 */
export function defineEntity<const F extends Record<string, Field>>(definition: EntityDefinition<F>): EntityDefinition<F> {
  return definition;
}
