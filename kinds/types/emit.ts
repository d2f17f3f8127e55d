/**
 * The generator part of a field kind: what one kind contributes to each artefact the generator
 * writes (column, zod schema, record type, form input, JSON Schema, run-time meta), and the DSL
 * options every kind shares. Each `kinds/<kind>/emit.ts` exports `emit` implementing
 * `FieldKindEmitter`; `kinds/registry/emit.ts` (written by `npm run generate`) lists them all.
 */
import type { FieldMeta, LibraryLink, ManyToManyMeta, RelationMeta, UploadMeta } from '../../runtime-shared/meta';
import type { FilterOperator } from '../../runtime-shared/filter-operators';
import type { JsonSchema } from '../../runtime-shared/openapi';

/** Options every field of the entity DSL accepts. */
export interface FieldCommon {
  /** Shown in forms, tables and error messages. @default the field name in words ("sub_title" → "Sub title") */
  label?: string;
  /** @default false */
  required?: boolean;
  /** A hint shown under the form input. */
  help?: string;
  /**
   * Only a role granted the operation may set it (e.g. `published` of a testimonial that
   * customers submit); from anyone else the value is ignored and the default applies. @default false
   */
  staffOnly?: boolean;
  /** A (non-unique) database index on the column, for filters and sorts on large tables. @default false */
  index?: boolean;
  /**
   * The field's previous name: the next migration renames the column, keeping its data.
   * Keep it as long as you like; it is ignored once the rename is applied.
   * @example title: text({ renamedFrom: 'heading' })
   */
  renamedFrom?: string;
  /**
   * The value a migration writes into existing rows that hold no value, when the
   * field becomes required (or is added as required to a table with rows).
   * @example sub_title: text({ required: true, backfill: '' })
   */
  backfill?: string | number | boolean;
  /**
   * Allows a migration to change the column to a type that may not hold every
   * existing value (text → number, a shorter text). PostgreSQL fails the migration
   * on a value that does not convert; SQLite keeps such values as they are.
   * @default false
   */
  convert?: boolean;
  /**
   * A column the server keeps for itself: migrations create it, but it is never in the
   * API, the forms, the record type or the OpenAPI document, and no request can set it.
   * @default false
   * @example token_version: number({ internal: true, required: true, default: 0 })
   * @example two_factor_secret: text({ internal: true, max: 200 })
   */
  internal?: boolean;
  /**
   * The field holds a value per content locale (LOCALES): the default locale's in its column, the others'
   * in the record's `translations` column, read and written with `?locale=` (docs/localization.md).
   * Text, textarea, rich text, group, array and blocks fields only. @default false
   * @example title: text({ required: true, localized: true })
   */
  localized?: boolean;
}

/** The options of a kind's DSL builder: its field minus the `kind` tag. */
export type BuilderOptions<F extends { kind: string }> = Omit<F, 'kind'>;

/** What a relation needs of its target; structural, so any entity definition fits. */
export interface RelationTarget {
  name: string;
  table?: string;
  fields: Record<string, { readonly kind: string }>;
}

/** A database column as migrations create it; also what the schema snapshot stores. */
export interface ColumnSpec {
  /** `json`: JSON text on SQLite, jsonb on PostgreSQL (group, array, blocks). */
  type: 'string' | 'text' | 'integer' | 'decimal' | 'boolean' | 'date' | 'datetime' | 'json';
  length?: number;
  nullable: boolean;
  unique?: boolean;
  /** With `unique`: the index is on `lower(column)`, so `A@x.com` and `a@x.com` cannot both exist (emails). */
  caseInsensitive?: boolean;
  /** A plain index (`index: true` on the field). Relation columns are always indexed; unique ones need none. */
  index?: boolean;
  default?: string | number | boolean;
  references?: { table: string; onDelete: 'RESTRICT' | 'CASCADE' | 'SET NULL' };
  /**
   * A JSON column's shape (group, array, blocks): its sub-fields per part, so that the next migration can
   * change the stored values when a sub-field is renamed, added as required, or removed.
   */
  shape?: JsonShape;
}

/** The sub-fields of each part of a JSON column (key '' for a group or an array's rows, the block type for blocks). */
export type JsonShape = Record<string, Record<string, JsonShapeField>>;

/**
 * How a migration changes the values stored in a JSON column (group, array, blocks) when its sub-fields
 * change: written by the generator's diff, run by runtime-server/db/reshape-json.ts on every row.
 */
export interface ReshapePlan {
  /** `one`: a group's object; `list`: an array's rows; `typed`: blocks, whose parts are picked by `type`. */
  form: 'one' | 'list' | 'typed';
  /** Per part ('' or the block type, as named after `renameTypes`): what changes in each object. */
  parts: Record<string, PartReshape>;
  /** Blocks: old type → new type. */
  renameTypes?: Record<string, string>;
  /** Blocks: types whose blocks are removed. */
  dropTypes?: string[];
}

/**
 * How a field that held a list in a column of its own kind (rich text with a bulleted list, an options
 * list, lines of text) becomes an array: each item is one row, its text in sub-field `into`
 * (runtime-server/db/list-to-rows.ts). `format` is how the old column holds the list, and what the down
 * migration writes back.
 */
export interface RowsFrom {
  /** `html`: rich text (its `<li>` items, else its paragraphs); `json`: a JSON list of strings (options); `lines`: one item a line. */
  format: 'html' | 'json' | 'lines';
  /** The sub-field that receives each item's text. */
  into: string;
}

/** The changes to the objects of one part: applied in the order rename, drop, fill, nested. */
export interface PartReshape {
  /** Old sub-field name → new. */
  rename?: Record<string, string>;
  /** Sub-fields removed from every object. */
  drop?: string[];
  /** Sub-fields set where they hold no value (a new or newly required sub-field's backfill or default). */
  fill?: Record<string, string | number | boolean>;
  /** Sub-fields that are themselves groups or arrays whose sub-fields change. */
  nested?: Record<string, ReshapePlan>;
}

/** One sub-field in a JSON column's shape. */
export interface JsonShapeField {
  kind: string;
  required: boolean;
  /** A sub-field's own shape (a group or an array inside a row). */
  shape?: JsonShape;
}

export interface KindContext {
  name: string;
  label: string;
  /** Required-ness for the schema being emitted (create or update). */
  required: boolean;
  /** Required-ness as declared, for form inputs (`'onCreate'` marks the input only when adding). */
  declaredRequired: boolean | 'onCreate';
  relation?: RelationMeta;
  manyToMany?: ManyToManyMeta;
  /** A public upload field of an app with a media library: what its input's "Choose from library" reads. */
  library?: LibraryLink;
  /**
   * A kind made of sub-fields (group, array, blocks): its parts (one, or one per block type), each sub-field
   * with its own emitter and context, as the generator sanitized them. Sub-fields are emitted by their own kinds.
   */
  parts?: readonly EmittedPart[];
}

/** A sub-field, ready to be emitted by its own kind. */
export interface EmittedSubField {
  name: string;
  field: SubField;
  emit: FieldKindEmitter<SubField>;
  ctx: KindContext;
}

/** The sub-fields of a group or an array's row (`key` ''), or of one block type (`key` its type). */
export interface EmittedPart {
  key: string;
  label: string;
  fields: readonly EmittedSubField[];
}

/** A sub-field as an entity author writes it: a field of any kind (the generator refuses the kinds that cannot nest). */
export type SubField = FieldCommon & { readonly kind: string };

/**
 * The sub-fields a kind is made of, as the author declared them: one part for a group or an array's rows,
 * one per block type for blocks. The generator checks each sub-field like an entity's field.
 */
export interface DeclaredPart {
  /** '' for a group or an array; the block type (`hero`) for blocks. */
  key: string;
  label: string;
  fields: Readonly<Record<string, SubField>>;
  /** Sub-fields deleted on purpose: the next migration removes them from stored values. */
  removedFields?: readonly string[];
  /** The part's previous block type, for blocks: the next migration renames it in stored values. */
  renamedFrom?: string;
}

/** ` library={{ entity: 'media', ... }}`, or nothing, for an upload input's JSX. */
export function libraryAttr(ctx: KindContext): string {
  if (!ctx.library) return '';
  return ` library={{ ${(Object.entries(ctx.library) as [string, string][]).map(([k, v]) => `${k}: ${quote(v)}`).join(', ')} }}`;
}

/**
 * Where a JSON Schema is used: `record` is the value in API answers,
 * `input` the value of a JSON request body, `multipart` the value of a
 * multipart/form-data part (where uploads are binary files).
 */
export type SchemaMode = 'record' | 'input' | 'multipart';

export interface SchemaContext extends KindContext {
  mode: SchemaMode;
}

export interface FieldKindEmitter<F> {
  /** The database column (migrations, schema snapshot); `null` when the value lives elsewhere (a join table). */
  column(field: F, ctx: KindContext): ColumnSpec | null;
  /** A zod expression, using the helpers of runtime-shared/validation. */
  zod(field: F, ctx: KindContext): string;
  /** The TypeScript type of the value in API answers. */
  tsType(field: F, ctx: KindContext): string;
  /** The JSX of the admin form input: a component of `inputFrom`, or a shared one of runtime-web/form/fields. */
  input(field: F, ctx: KindContext): string;
  /**
   * The module (from the project root, without extension) exporting the component `input` names, when it is
   * the kind's own, e.g. `kinds/money/MoneyInput`; left out for the shared inputs of runtime-web/form/fields
   * (TextInput, RelationSelect). Generated form pages import it from there.
   */
  inputFrom?: string;
  /**
   * The JSON Schema of the value (OpenAPI 3.1): nullable when `ctx.required`
   * is false, as the API answers or accepts it. Label and help are added by the emitter.
   * @example text → { type: 'string', maxLength: 255 }
   */
  jsonSchema(field: F, ctx: SchemaContext): JsonSchema;
  searchable(field: F): boolean;
  sortable: boolean;
  /**
   * The operators of `filter[<field>][<operator>]` (runtime-shared/list-query.ts): one of the sets of
   * runtime-shared/filter-operators.ts, or a list of its own. `null`/`notNull` are added for fields that
   * may be empty; the server's part checks each value (`filterValue` of kinds/types/server.ts).
   * Left out: the field cannot be filtered on (files, JSON, long texts).
   * @example filters: TEXT_FILTERS
   */
  filters?: readonly FilterOperator[];
  writeOnly?: boolean;
  upload?(field: F): UploadMeta;
  /** The fixed values the field may hold (an enum): selects, filters, and `editableWhile`'s deciding field. */
  options?(field: F): { value: string; label: string }[];
  /** More run-time meta of the field: a money field's currency, a number's bounds, a text's longest length. */
  meta?(field: F): Partial<FieldMeta>;
  /** A kind made of sub-fields (group, array, blocks): its declared parts, which the generator sanitizes like fields. */
  parts?(field: F): DeclaredPart[];
  /** How the value holds its parts: one object, a list of rows, or a list of typed blocks (migrations reshape stored values by it). */
  partsForm?: ReshapePlan['form'];
  /** Parts deleted on purpose (block types): the next migration removes their stored items. */
  removedParts?(field: F): readonly string[];
  /** The list the field held before it had rows (an array's `rowsFrom`): the next migration turns each item into a row. */
  rowsFrom?(field: F): RowsFrom | undefined;
  /** A link to records of another entity, resolved by the generator: one id (`many: false`) or a join table of ids. */
  link?(field: F): { many: boolean; target: () => RelationTarget; show: string };
  /** The first field of such a kind names a record (breadcrumbs, selects) when the entity sets no `titleField`. */
  namesRecord?: true;
  /** The JSON type of a translation of the value (`localized: true`, docs/localization.md); absent: the kind cannot be localized. */
  translatable?: 'string' | 'object' | 'array';
  /** Holds plain text that a migration may fill from a list's items (an array's `rowsFrom.into`). */
  plainText?: true;
  /** Left out of a list's default columns: too long or too structured for a table cell. */
  wide?: true;
  /**
   * Compared with the time of a request by a public filter: `day` fields allow `{ gte: 'today' }` and
   * `{ lte: 'now' }`, `moment` fields only `{ lte: 'now' }`.
   */
  time?: 'day' | 'moment';
  /**
   * Zod helpers of the kind's own, beside runtime-shared/validation's: generated schemas import the
   * ones `zod()` used from `from` (a module path from the project root, e.g. `kinds/color/value`).
   */
  zodHelpers?: { from: string; names: readonly string[] };
}

/** The field type an emitter is written for. */
export type FieldOf<E> = E extends FieldKindEmitter<infer F> ? F : never;

/** A JavaScript string literal in single quotes. */
export const quote = (value: string): string => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** A JSX attribute value: `"text"`, or `{'text'}` when the text holds characters JSX strings cannot escape. */
export const jsxString = (value: string): string => (/["\\{}<>]/.test(value) ? `{${quote(value)}}` : `"${value}"`);

/** `required="onCreate"`, `required` or nothing, for JSX. */
export function requiredAttr(ctx: KindContext): string {
  if (ctx.declaredRequired === 'onCreate') return ' required="onCreate"';
  return ctx.declaredRequired ? ' required' : '';
}

export const MB = 1024 * 1024;

/** `schema` that also accepts null when `nullable`: `type` becomes a list, an `enum` gains null. */
export function orNull(schema: JsonSchema, nullable: boolean): JsonSchema {
  if (!nullable) return schema;
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return { ...schema, type: [...types, 'null'], ...(schema.enum ? { enum: [...schema.enum, null] } : {}) };
}

/**
 * An uploaded file's value. Answers hold the stored path; only a multipart
 * part can carry a new file, and a JSON body can at most send the stored path back.
 */
export function uploadSchema(ctx: SchemaContext, stored: string): JsonSchema {
  if (ctx.mode === 'record') return orNull({ type: 'string', description: stored }, !ctx.required);
  if (ctx.mode === 'multipart') {
    return { type: 'string', contentMediaType: 'application/octet-stream', description: 'The file, checked by its content; on update leave it out (or send the stored path back) to keep the stored file' };
  }
  return orNull({ type: 'string', description: 'A JSON body cannot upload a file (use multipart/form-data); send the stored path back, or nothing, to keep it' }, !ctx.required);
}
