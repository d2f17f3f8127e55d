/**
 * `defineEntity()`: the one call an entity file makes. It returns its input,
 * typed, so that list columns, the title field and the default sort can only
 * name fields that exist.
 */
import type { AccessLevel, LibraryMeta, Operation, PublicCondition } from '../../runtime-shared/meta';
import type { AdminLanguage } from '../../runtime-shared/admin-languages';
import type { Field } from './fields';

type FieldName<F> = keyof F & string;
type SortKey<F> = FieldName<F> | 'id' | 'created_at' | 'updated_at';

/**
 * A fixed-filter list screen of the same entity, e.g. drafted jobs, or a
 * nested list whose path carries the filter (`applicant-list/:job_id`).
 */
export interface ListView<F> {
  /** Admin path; a `:field` segment filters by that field, e.g. 'applicant-list/:job_id'. */
  path: string;
  /** The page title. */
  title: string;
  /** Fixed filter values, e.g. { status: 'draft' }. */
  filter?: Partial<Record<FieldName<F>, string | number | boolean>>;
  /** A navigation entry of its own. @default none (the view is reached from elsewhere) */
  nav?: { order: number; label?: string; labels?: NavLabels; related?: readonly string[] };
}

/**
 * The navigation label in other admin languages, shown to users who chose one (docs/localization.md);
 * the label itself is the English one. @example labels: { de: 'Mediathek' }
 */
export type NavLabels = Readonly<Partial<Record<AdminLanguage, string>>>;

/**
 * A declared status change, offered as a row button and served at
 * `POST /api/<name>/:id/actions/<action>`; it needs the update permission.
 * @example shortlist: { label: 'Shortlist', set: { status: 'shortlisted' }, from: { status: ['new', 'rejected'] } }
 */
export interface Transition<F> {
  label: string;
  set: Partial<Record<FieldName<F>, string | number | boolean>>;
  /** Allowed only when the record's field has one of these values. */
  from?: Partial<Record<FieldName<F>, readonly (string | number | boolean)[]>>;
  /** Ask "Are you sure?" before running it. @default false */
  confirm?: boolean;
}

/**
 * A rule across fields, checked by the admin form and the server alike; its message goes under `field`.
 * @example { field: 'discount_price', lessThan: 'price' }            // below the price, when both are set
 * @example { field: 'discount_end_date', notBefore: 'discount_start_date' }
 * @example { field: 'subcategory_id', belongsTo: { relation: 'category_id', via: 'category_id' } } // the chosen subcategory's category_id is ours (server only)
 */
export type Rule<F> =
  | { field: FieldName<F>; lessThan: FieldName<F>; message?: string }
  | { field: FieldName<F>; notBefore: FieldName<F>; message?: string }
  | { field: FieldName<F>; belongsTo: { relation: FieldName<F>; via: string }; message?: string };

/** Child records listed on a details page (see `details.related`). */
export interface RelatedList {
  /** The child entity's name, e.g. 'order_item'. */
  entity: string;
  /** The child's relation field pointing at this entity, e.g. 'order_id'. */
  field: string;
  /** The child's fields shown, in order. */
  columns: readonly string[];
  /** The heading. @default the child's plural label */
  title?: string;
}

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
  /**
   * Breaking changes of the API accepted on purpose, by the text `npm run generate` prints for each
   * (docs/change-safety.md); `generate --check` fails on a breaking change no entity names. A field's
   * removal also accepts its traces in this resource's list, export and bulk parameters.
   * @example breaking: ['banner.sub_title removed', 'GET /api/banner status 404 removed']
   */
  breaking?: readonly string[];
  /** The field that names a record. @default the first text field */
  titleField?: FieldName<F>;
  /** One record only (about-data): `GET`/`PUT /api/<name>` without an id; screens `<list>` and `<edit>`. @default false */
  singleton?: boolean;
  list?: {
    /** The table's columns, in order. @default the first four displayable fields */
    columns?: readonly FieldName<F>[];
    /** Fields offered as filters above the table: drop-downs for enum, boolean and relation fields, inputs for the rest. */
    filters?: readonly FieldName<F>[];
    /**
     * Links from each row to another admin screen; `:id` and `:<field>` take the row's values.
     * @example links: [{ label: 'Applicants', path: 'applicant-list/:id' }]
     */
    links?: readonly { label: string; path: string }[];
    /** `-` for descending. @default '-id' (newest first) */
    defaultSort?: SortKey<F> | `-${SortKey<F>}`;
  };
  details?: {
    /** The fields shown on the details page. @default all fields that are not write-only */
    fields?: readonly FieldName<F>[];
    /**
     * Records of other entities that point at this one, listed under the details (an order's lines).
     * `entity` is the other entity's name, `field` its relation to this entity, `columns` its fields to show;
     * the generator checks all three.
     * @example related: [{ entity: 'order_item', field: 'order_id', columns: ['product_id', 'quantity', 'unit_price', 'line_total'] }]
     */
    related?: readonly RelatedList[];
  };
  /**
   * Rows may be created, changed or deleted only while the record their relation `relation` points at
   * has, in its enum field `field`, one of the values `in`. Every other write, whatever the route
   * (CRUD, bulk, import, history restore, trash), answers 409 with `message`; the admin offers no
   * Edit or Delete on such rows.
   * @example editableWhile: { relation: 'order_id', field: 'status', in: ['pending'], message: 'The order is no longer pending' }
   */
  editableWhile?: { relation: FieldName<F>; field: string; in: readonly string[]; message?: string };
  /**
   * Who may do what. `'admin'`: a signed-in user whose role grants the operation on this entity.
   * `'owner'` (with `owner` below): a signed-in user reaches only their own rows, staff with the grant all rows.
   * `write` sets create, update and delete at once.
   * @default { read: 'admin', write: 'admin' }
   * @example access: { read: 'owner', create: 'authenticated', update: 'owner', delete: 'owner' }
   */
  access?: Partial<Record<Operation | 'write', AccessLevel>>;
  /**
   * The relation to `user` naming who owns each row. A create by a caller without the create
   * grant is owned by that caller (a body value is ignored); an update by a caller without the
   * update grant keeps the stored owner. `'owner'` access levels limit callers to their own rows.
   * @example owner: 'user_id'
   */
  owner?: FieldName<F>;
  /**
   * Combinations of fields no two rows may share: a unique index over them, checked before
   * each write so that a repeat answers 409 with `message` (the index still holds under races).
   * @example unique: [{ fields: ['user_id', 'product_id'], message: 'This product is bookmarked already' }]
   */
  unique?: readonly { fields: readonly FieldName<F>[]; message?: string }[];
  /**
   * The rows a reader without the role's read permission (the public site) may see; staff see all.
   * A value the field must equal, or `{ lte: 'now' }` on a date or date-time field: set, and not
   * after the moment of the request (drafts and future publications stay hidden).
   * @example publicFilter: { state: 'posted' }
   * @example publicFilter: { published_at: { lte: 'now' } }
   * @example publicFilter: { state: 'posted', deadline: { gte: 'today', orNull: true } }
   */
  publicFilter?: Partial<Record<FieldName<F>, PublicCondition>>;
  /** Extra list screens with fixed filters. */
  views?: readonly ListView<F>[];
  /**
   * Delete moves rows to the trash instead of removing them: `GET /api/<name>?trashed=only` lists them,
   * `POST /api/<name>/:id/restore` brings one back, `DELETE /api/<name>/:id?purge=1` removes it for good.
   * The generator adds a `deleted_at` column. @default false
   */
  softDelete?: boolean;
  /** Rules across fields, run by the form and the server. */
  rules?: readonly Rule<F>[];
  /**
   * This entity is the media library (one per app): its file field holds images and documents that the
   * image and file fields of every entity may pick; a file in use cannot be deleted, and replacing it (or
   * moving the focal point) updates every record that shows it. The facts fields are set by the server at
   * each upload (no form input; request values are ignored). docs/media-library.md.
   * @example library: { file: 'file', alt: 'alt', focalPoint: 'focal_point', width: 'width', height: 'height', size: 'size', mimeType: 'mime_type', kind: 'kind', uploadedBy: 'uploaded_by_id' }
   */
  library?: { readonly [K in keyof LibraryMeta]: FieldName<F> };
  /**
   * How long browsers and shared caches may keep an anonymous read of this entity's public records
   * (`Cache-Control: public, max-age=<seconds>`); reads needing a sign-in are never kept (`no-store`).
   * @default no declaration: anonymous reads are `no-cache` (kept, but checked again with their ETag)
   * @example cache: { maxAge: 60 }
   */
  cache?: { maxAge: number };
  /** How many levels of relations `expand=` reaches (`service.category` is 2), 1 to 3. @default 2 */
  expandDepth?: number;
  /**
   * Drafts of live records: saving in the admin stores a draft that the public API and site never show;
   * "Publish" applies it (now, or at a scheduled time), "Discard draft" drops it; a signed link previews it.
   * When the public filter requires a boolean field to be true (`published: true`), publishing sets it and
   * unpublishing clears it. Files and many-to-many links are saved to the live record directly.
   * See docs/drafts-and-scheduling.md. @default false
   * @example drafts: true
   */
  drafts?: boolean;
  /**
   * The site search finds this entity's records (`/search?q=`, `GET /api/search`; docs/site-search.md):
   * `title` fields weigh most, `body` fields less (rich text is reduced to its words), `url` is the record's
   * public page with `:field` replaced by the record's value. The index follows every write; visitors only
   * find what they may read (the public filter, not the trash). Needs `access.read: 'public'`.
   * @example search: { title: ['title'], body: ['summary', 'body'], url: '/product-details/:id' }
   */
  search?: { title: readonly FieldName<F>[]; body?: readonly FieldName<F>[]; url: string };
  /**
   * Declared status changes (shortlist, reject, archive, publish). A `set` value `'$now'` is the current
   * time, `'$user'` the acting user's id: `mark_paid: { label: 'Mark as paid', set: { status: 'paid', paid_at: '$now' } }`.
   */
  actions?: Readonly<Record<string, Transition<F>>>;
  /** Admin screen paths and navigation. Paths are relative to /admin; `false`: no such screen. */
  admin?: {
    list?: string;
    add?: string | false;
    edit?: string | false;
    details?: string | false;
    /** The left navigation entry, or `false` for none. @default { order: 1000 } */
    nav?: false | { order?: number; label?: string; labels?: NavLabels; query?: string; related?: readonly string[] };
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
