/**
 * The run-time description of an entity, written by the generator into
 * `generated/schemas/<name>.schema.ts` and read by both runtimes. It is plain
 * data: the server uses it to check access, parse list queries, handle
 * uploads and sanitize rich text; the admin UI uses it for labels and paths.
 */
import type { FieldKind } from '../kinds/registry/names';
import type { FilterOperator } from './filter-operators';

/** Every field kind: one per folder of kinds/, listed by `npm run generate` in kinds/registry/names.ts. */
export type { FieldKind };

/**
 * Who may perform an operation on an entity. `'none'`: nobody through the API
 * (the route does not exist); the server writes such records itself (the audit log).
 * `'owner'` (entities with an `owner` field, not for create): a signed-in user reaches
 * only the rows whose owner is their account; staff whose role grants the operation reach all.
 */
export type AccessLevel = 'public' | 'authenticated' | 'owner' | 'admin' | 'none';

/** The entity whose rows are the accounts that sign in (the runtime's `users` table): owner fields point at it. */
export const ACCOUNT_ENTITY_NAME = 'user';

export type Operation = 'read' | 'create' | 'update' | 'delete';

export interface UploadMeta {
  /** Accepted MIME types, checked against the sniffed content, not the name. */
  mimeTypes: readonly string[];
  maxBytes: number;
  /**
   * Stored outside the public uploads folder and answered only by
   * `GET /api/<name>/:id/files/<field>` to callers with the entity's read grant.
   */
  private?: boolean;
  /** The media library a public field may pick files from (the entity declaring `library`), if the app has one. */
  library?: LibraryLink;
}

/** What the admin's library picker reads of the library: its entity, and the names of the fields it shows and filters. */
export interface LibraryLink {
  entity: string;
  file: string;
  /** The field that names a file (the library's title field). */
  title: string;
  alt: string;
  kind: string;
}

export interface RelationMeta {
  entity: string;
  table: string;
  /** The target's field shown in selects and lists. */
  show: string;
  /** The key under which the related record is attached to API answers. */
  as: string;
  /** The target has a trash: a trashed target cannot be chosen. */
  softDelete?: boolean;
  /** More of the target's fields attached beside `show`, e.g. the order's `status` that decides whether its lines may change (`editableWhile`). */
  also?: readonly string[];
}

/** A many-to-many field: pairs live in a join table, the API value is the list of target ids. */
export interface ManyToManyMeta extends RelationMeta {
  joinTable: string;
  /** Join-table column holding this record's id. */
  ownColumn: string;
  /** Join-table column holding the target's id. */
  targetColumn: string;
}

export interface FieldMeta {
  name: string;
  kind: FieldKind;
  label: string;
  /** `'onCreate'`: required when adding, optional when editing (file fields). */
  required: boolean | 'onCreate';
  /** Searched by the `q` parameter of list calls. */
  searchable: boolean;
  /** May appear in `sort`. */
  sortable: boolean;
  /**
   * The operators `filter[<field>][<operator>]` takes (its kind's `filters`, with `null`/`notNull` when
   * the field may be empty); none: the field cannot be filtered on (runtime-shared/list-query.ts).
   */
  filters?: readonly FilterOperator[];
  /** A relation declared `sortable`: lists sort by the related record's shown field (`sort=category.name`). */
  sortsByShown?: true;
  /** Never sent to clients (password hashes). */
  writeOnly: boolean;
  /** Set only by a role granted the operation; ignored from public or customer requests. */
  staffOnly?: boolean;
  upload?: UploadMeta;
  relation?: RelationMeta;
  manyToMany?: ManyToManyMeta;
  options?: readonly { value: string; label: string }[];
  /** ISO 4217 code of a money field; values are integer minor units (cents). */
  currency?: string;
  /** Bounds of a number field. */
  min?: number;
  max?: number;
  /** A number field with `integer: false` (a decimal column); other numbers are whole. */
  decimal?: true;
  /** The longest text accepted. */
  maxLength?: number;
  /** No two records hold the same value (emails: compared in lower case); CSV import finds the record to update by it. */
  unique?: boolean;
  /** The declared default, filled in by the add form (money in minor units). */
  default?: string | number | boolean;
  /** A value per content locale: the default's in the column, the others' in the record's `translations` (docs/localization.md). */
  localized?: true;
  /** Set by the server only (the media library's facts about a file): no form input, and a request's value is ignored. */
  readOnly?: true;
  /** A group's sub-fields, or the sub-fields of each row of an array (docs/structured-content.md). */
  fields?: readonly FieldMeta[];
  /** A group (one object): lists filter by its sub-fields, `filter[seo.no_index]=true`, with each sub-field's `filters`. */
  subFilters?: true;
  /** The block types of a blocks field, each with its sub-fields; an item's `type` names its block type. */
  blocks?: readonly BlockMeta[];
  /** The fewest and most rows of an array, items of a blocks field. */
  minItems?: number;
  maxItems?: number;
}

/** One block type of a blocks field (hero, quote, faq): its `type` value, label and sub-fields. */
export interface BlockMeta {
  type: string;
  label: string;
  fields: readonly FieldMeta[];
}

/**
 * The fields of the media library entity (the entity that declares `library`): the file, what describes it,
 * and the facts the server records at each upload (runtime-server/uploads/library.ts). Every value names a field.
 */
export interface LibraryMeta {
  /** A public upload field: the file itself (images and documents). */
  file: string;
  /** Alt text, required when the file is an image. */
  alt: string;
  /** A focal-point field (`x,y` in percent): the crops of the image are cut around it. */
  focalPoint: string;
  width: string;
  height: string;
  /** In bytes, as stored (images after re-encoding). */
  size: string;
  mimeType: string;
  /** `image` or `document`: what the picker filters on. */
  kind: string;
  /** A relation to the account that uploaded the file. */
  uploadedBy: string;
}

/** Admin screen paths relative to /admin; `false` where the entity has no such screen. */
export interface AdminPaths {
  list: string;
  add: string | false;
  edit: string | false;
  details: string | false;
}

/** A declared status change: `POST /api/<name>/:id/actions/<name>`, needing the update permission. */
export interface ActionMeta {
  name: string;
  label: string;
  /** Values to set; `'$now'` is the current time and `'$user'` the acting user's id (runtime-server/crud/actions.ts). */
  set: Readonly<Record<string, string | number | boolean>>;
  from?: Readonly<Record<string, readonly (string | number | boolean)[]>>;
  confirm: boolean;
}

/**
 * One condition of a public filter: the column equals the value, or compares with the time of the request:
 * - `{ lte: 'now' }` (date or date-time column): set and not after the moment of the request (a notice with
 *   no publication time is a draft, one published tomorrow is not out yet);
 * - `{ gte: 'today' }` (date column): today (UTC) or later, e.g. an application deadline, the day included.
 * `orNull: true` lets an empty column pass too (a job without a deadline stays open).
 */
export type PublicCondition = string | number | boolean | { readonly lte: 'now'; readonly orNull?: true } | { readonly gte: 'today'; readonly orNull?: true };
/** Fields no two rows may share together (a unique index); a repeat answers 409 with `message`. */
export interface UniqueMeta {
  fields: readonly string[];
  message: string;
}

export interface EntityMeta {
  name: string;
  table: string;
  label: string;
  pluralLabel: string;
  /** The field that names a record (breadcrumbs, selects, confirmations). */
  titleField: string;
  defaultSort: string;
  access: Record<Operation, AccessLevel>;
  /**
   * The relation field naming the account that owns each row (`user_id`): the rows that
   * `'owner'` access limits callers to, and set from the token on their creates, never from the body.
   */
  owner?: string;
  /** Combinations of fields that are unique together (the entity's `unique`). */
  unique?: readonly UniqueMeta[];
  admin: AdminPaths;
  /** This entity is the media library: image and file fields of every entity may pick its files (runtime-server/uploads/library.ts). */
  library?: LibraryMeta;
  /** What a reader without the role's read grant may see: only rows with these values (posted jobs, published notices). */
  publicFilter?: Readonly<Record<string, PublicCondition>>;
  /** One record only: `GET`/`PUT /api/<name>` without an id. */
  singleton: boolean;
  /** Fields offered as filters above the admin list. */
  listFilters: readonly string[];
  actions: readonly ActionMeta[];
  /** The fixed-filter list screens of the entity (drafted jobs, archived jobs), offered as tabs above its lists. */
  views: readonly { path: string; title: string }[];
  /** Links from each list row to another admin screen, e.g. a job's applicants (`applicant-list/:id`). */
  rowLinks: readonly { label: string; path: string }[];
  fields: readonly FieldMeta[];
  /** Delete moves rows to the trash (a `deleted_at` column); `GET ?trashed=only`, restore and purge (runtime-server/crud/trash.ts). */
  softDelete?: boolean;
  /** Rules across fields, checked by the form and the server alike (runtime-shared/rules.ts). */
  rules?: readonly RuleMeta[];
  /** Rows change only while the record they belong to is in one of some states (runtime-shared/editable.ts). */
  editableWhile?: EditableWhileMeta;
  /** Anonymous reads may be kept by browsers and shared caches this many seconds (`Cache-Control: public, max-age`). */
  cache?: { maxAge: number };
  /** How many levels `expand=` reaches (`service.category` is 2). @default DEFAULT_EXPAND_DEPTH (2) */
  expandDepth?: number;
  /** Edits are saved as a draft beside the live record and published later (runtime-server/drafts). */
  drafts?: DraftsMeta;
  /** The entity's records are found by the site search (runtime-server/search, docs/site-search.md). */
  search?: SearchMeta;
}

/**
 * What the site search indexes of an entity's records: their text, reduced to plain words, in two weights,
 * and the public address of a record. Only what the public may read is ever answered (its public filter,
 * the trash), so only entities the public may read declare it.
 */
export interface SearchMeta {
  /** Fields whose words weigh most (a match here ranks above a match in `body`). */
  title: readonly string[];
  /** The other fields searched (text, rich text reduced to plain text, structured fields' texts). */
  body: readonly string[];
  /** The record's public page, `:field` replaced by the record's value, e.g. `/product-details/:id`. */
  url: string;
}

/**
 * An entity with drafts (`drafts: true`): staff save changes as a draft that the public API and site
 * never show; publishing applies it to the live record in one write (runtime-server/local-api/drafts.ts).
 */
export interface DraftsMeta {
  /**
   * The boolean field the public filter requires to be true (`published`, `active`): publishing sets it,
   * unpublishing clears it. None: the record is always live, and only its changes are drafted.
   */
  liveField?: string;
}

/**
 * Rows that may be created, changed or deleted only while the record their relation field
 * points at has, in its column `field`, one of the values `in`: order lines while the order is
 * pending. Any other write answers 409 with `message` (runtime-server/crud/editable-while.ts).
 */
export interface EditableWhileMeta {
  relation: string;
  /** The related table, read by the server's check. */
  table: string;
  /** An enum (or text) field of the related entity. */
  field: string;
  in: readonly string[];
  message: string;
}

/**
 * A rule across fields, as data so that the generator can emit it and both
 * runtimes can run it. Each names the field its message goes under.
 * - `lessThan`: the field, when set, is below the other field (a discount price below the price);
 * - `notBefore`: the field, when set, is not earlier than the other (an end date and its start);
 * - `belongsTo`: the record chosen in the relation `field` has, in its column `via`, this
 *   record's value of `relation` (a subcategory of the chosen category). It needs the database:
 *   only the server checks it.
 */
export type RuleMeta =
  | { field: string; lessThan: string; message: string }
  | { field: string; notBefore: string; message: string }
  | { field: string; belongsTo: { relation: string; via: string; table: string }; message: string };

/** Columns every table has besides the declared fields. */
export const SYSTEM_COLUMNS = ['id', 'created_at', 'updated_at'] as const;
