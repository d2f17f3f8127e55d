/**
 * Field factories of the entity DSL. Each returns plain data; the factories
 * exist so that TypeScript checks what an entity author writes.
 *
 * @example
 *   fields: {
 *     title: text({ required: true }),
 *     service_id: relation(() => service, { show: 'name', required: true }),
 *   }
 */

/** What a relation needs of its target; structural, so any entity definition fits. */
export interface RelationTarget {
  name: string;
  table?: string;
  fields: Record<string, Field>;
}

interface Common {
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
}

export interface TextField extends Common {
  kind: 'text';
  /** @default 255 */
  max?: number;
  /** Looked up by the list's search box. @default true */
  searchable?: boolean;
  /** A unique index in the database. @default false */
  unique?: boolean;
}
export interface TextareaField extends Common {
  kind: 'textarea';
  /** @default 5000 */
  max?: number;
}
export interface RichTextField extends Common {
  kind: 'richText';
}
export interface EmailField extends Common {
  kind: 'email';
  unique?: boolean;
}
export interface UrlField extends Common {
  kind: 'url';
}
/** Stored as a bcrypt hash, never sent back to clients. */
export interface PasswordField extends Common {
  kind: 'password';
}
export interface NumberField extends Common {
  kind: 'number';
  /** @default true */
  integer?: boolean;
  min?: number;
  max?: number;
  default?: number;
}
export interface BooleanField extends Omit<Common, 'required'> {
  kind: 'boolean';
  /** @default false */
  default?: boolean;
}
export interface EnumField<V extends string = string> extends Common {
  kind: 'enum';
  /** Value → label. The first value is the default when `default` is not set. */
  options: Readonly<Record<V, string>>;
  default?: NoInfer<V>;
}
export interface DateField extends Common {
  kind: 'date';
}
export interface ImageField extends Omit<Common, 'required'> {
  kind: 'image';
  /** `'onCreate'`: required when adding, optional when editing (the old file is kept). @default false */
  required?: boolean | 'onCreate';
  /** @default 5 */
  maxSizeMb?: number;
}
export interface FileField extends Omit<Common, 'required'> {
  kind: 'file';
  required?: boolean | 'onCreate';
  /** Accepted document types. @default ['pdf'] */
  accept?: readonly ('pdf' | 'docx' | 'doc' | 'zip' | 'png' | 'jpeg')[];
  /** @default 10 */
  maxSizeMb?: number;
  /**
   * Kept out of the public uploads folder: downloaded only through
   * `GET /api/<name>/:id/files/<field>`, by callers with the entity's read grant
   * (résumés, contracts). Answers carry that download path. @default false
   * @example resume: file({ accept: ['pdf'], private: true })
   */
  private?: boolean;
}
export interface RelationField extends Common {
  kind: 'relation';
  /** A function returning the target entity: a typo is a compile error, and import cycles stay harmless. */
  target: () => RelationTarget;
  /** The target's field shown in selects and tables. */
  show: string;
  /** What deleting the target does to this record. @default 'restrict' */
  onDelete?: 'restrict' | 'cascade' | 'set null';
}

/** An amount of money in integer minor units (cents): exact, never a float. */
export interface MoneyField extends Common {
  kind: 'money';
  /** ISO 4217 code shown next to amounts. @default 'USD' */
  currency?: string;
  default?: number;
}
/** A moment in time, stored as an ISO 8601 string in UTC. */
export interface DateTimeField extends Common {
  kind: 'datetime';
}
export interface PhoneField extends Common {
  kind: 'phone';
}
/** A list of short strings (answer options, tags), stored as JSON. */
export interface OptionsField extends Common {
  kind: 'options';
  /** @default 20 */
  maxItems?: number;
}
/** Free-form JSON data edited by hand-written screens (role permissions). */
export interface JsonField extends Omit<Common, 'required'> {
  kind: 'json';
}
/** Many-to-many: a join table `<table>_<field>` holds the pairs; the API value is the list of ids. */
export interface ManyToManyField extends Omit<Common, 'required'> {
  kind: 'manyToMany';
  target: () => RelationTarget;
  show: string;
}

export type Field =
  | TextField
  | MoneyField
  | DateTimeField
  | PhoneField
  | OptionsField
  | JsonField
  | ManyToManyField
  | TextareaField
  | RichTextField
  | EmailField
  | UrlField
  | PasswordField
  | NumberField
  | BooleanField
  | EnumField
  | DateField
  | ImageField
  | FileField
  | RelationField;

type Options<F extends Field> = Omit<F, 'kind'>;

export const text = (options: Options<TextField> = {}): TextField => ({ kind: 'text', ...options });
export const textarea = (options: Options<TextareaField> = {}): TextareaField => ({ kind: 'textarea', ...options });
export const richText = (options: Options<RichTextField> = {}): RichTextField => ({ kind: 'richText', ...options });
export const email = (options: Options<EmailField> = {}): EmailField => ({ kind: 'email', ...options });
export const url = (options: Options<UrlField> = {}): UrlField => ({ kind: 'url', ...options });
export const password = (options: Options<PasswordField> = {}): PasswordField => ({ kind: 'password', ...options });
export const number = (options: Options<NumberField> = {}): NumberField => ({ kind: 'number', ...options });
export const boolean = (options: Options<BooleanField> = {}): BooleanField => ({ kind: 'boolean', ...options });
export const date = (options: Options<DateField> = {}): DateField => ({ kind: 'date', ...options });
export const image = (options: Options<ImageField> = {}): ImageField => ({ kind: 'image', ...options });
export const file = (options: Options<FileField> = {}): FileField => ({ kind: 'file', ...options });

export const money = (options: Options<MoneyField> = {}): MoneyField => ({ kind: 'money', ...options });
export const datetime = (options: Options<DateTimeField> = {}): DateTimeField => ({ kind: 'datetime', ...options });
export const phone = (options: Options<PhoneField> = {}): PhoneField => ({ kind: 'phone', ...options });
export const options = (opts: Options<OptionsField> = {}): OptionsField => ({ kind: 'options', ...opts });
export const json = (opts: Options<JsonField> = {}): JsonField => ({ kind: 'json', ...opts });

/**
 * Many-to-many. The field name ends in `_ids`; answers also carry the related records under the name without it.
 * @example question_ids: manyToMany(() => singleQuestion, { show: 'question' })
 */
export function manyToMany<F extends Record<string, Field>>(
  target: () => { name: string; table?: string; fields: F },
  opts: Omit<Options<ManyToManyField>, 'target' | 'show'> & { show: keyof F & string },
): ManyToManyField {
  return { kind: 'manyToMany', target, ...opts };
}

/** @example status: enumOf({ draft: 'Draft', posted: 'Posted' }, { default: 'draft' }) */
export function enumOf<const V extends string>(
  options: Readonly<Record<V, string>>,
  rest: Omit<Options<EnumField<V>>, 'options'> = {},
): EnumField<V> {
  return { kind: 'enum', options, ...rest };
}

/**
 * A belongs-to relation, stored as `<field>` holding the target's id.
 * @example service_id: relation(() => service, { show: 'name', required: true })
 */
export function relation<F extends Record<string, Field>>(
  target: () => { name: string; table?: string; fields: F },
  options: Omit<Options<RelationField>, 'target' | 'show'> & { show: keyof F & string },
): RelationField {
  return { kind: 'relation', target, ...options };
}
