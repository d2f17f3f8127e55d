/**
 * The sanitized model: entity definitions with every default applied and
 * every cross-reference checked. Emitters read only this.
 */
import type { AdminLanguage } from '../runtime-shared/admin-languages';
import type { AccessLevel, ActionMeta, AdminPaths, DraftsMeta, EditableWhileMeta, FieldKind, FieldMeta, LibraryMeta, Operation, PublicCondition, RuleMeta, SearchMeta, UniqueMeta } from '../runtime-shared/meta';
import type { ColumnSpec, RowsFrom } from '../kinds/types/emit';
import type { Field } from './dsl';

/** A database column as migrations create it; also what the schema snapshot stores (field kinds return it). */
export type { ColumnSpec };

export interface SanitizedField {
  name: string;
  kind: FieldKind;
  label: string;
  required: boolean | 'onCreate';
  help?: string;
  definition: Field;
  /** `null` for many-to-many fields, whose values live in a join table. */
  column: ColumnSpec | null;
  meta: FieldMeta;
  evolution: FieldEvolution;
  /** A kind made of sub-fields (group, array, blocks): its parts, each sub-field sanitized like a field. */
  parts?: SanitizedPart[];
}

/** The sub-fields of a group or an array's row (`key` ''), or of one block type (`key` its type). */
/** The field and every sub-field inside it, at any depth (a group in an array's rows). */
export function withSubFields(field: SanitizedField): SanitizedField[] {
  return [field, ...(field.parts ?? []).flatMap((part) => part.fields.flatMap(withSubFields))];
}

export interface SanitizedPart {
  key: string;
  label: string;
  fields: SanitizedField[];
  removedFields: string[];
  renamedFrom?: string;
}

/** What the next migration needs to know beyond the column itself (see the DSL's common options). */
export interface FieldEvolution {
  renamedFrom?: string;
  backfill?: string | number | boolean;
  convert: boolean;
  /** The list the field held before it became an array (its kind's `rowsFrom`). */
  rowsFrom?: RowsFrom;
}

export interface EntityEvolution {
  renamedFrom?: string;
  removedFields: string[];
}

export interface NavSpec {
  order: number;
  label: string;
  /** The label in other admin languages (`{ de: 'Mediathek' }`). */
  labels?: Partial<Record<AdminLanguage, string>>;
  query?: string;
  related: string[];
}

/** A fixed-filter admin list of an entity (drafted jobs, applicants of one job). */
export interface SanitizedView {
  path: string;
  title: string;
  /** `DraftedJobListView` from `drafted-job-list`: the generated page component. */
  pascal: string;
  filter: Record<string, string | number | boolean>;
  /** Fields filtered by a path parameter, e.g. `job_id` of `applicant-list/:job_id`. */
  params: string[];
  nav: NavSpec | false;
}

/** Records of another entity listed on a details page: `pascal`/`camel`/`name` name its generated schema module. */
export interface SanitizedRelated {
  name: string;
  camel: string;
  field: string;
  title: string;
  columns: string[];
}

export interface SanitizedEntity {
  name: string;
  /** The entity file, relative to the project root, for headers and error messages. */
  source: string;
  /** `banner` → `Banner`, `news_letter` → `NewsLetter`. */
  pascal: string;
  /** `banner` → `banner`, `news_letter` → `newsLetter`. */
  camel: string;
  table: string;
  label: string;
  pluralLabel: string;
  titleField: string;
  defaultSort: string;
  access: Record<Operation, AccessLevel>;
  /** The relation field naming the owning account (see the DSL's `owner`). */
  owner?: string;
  /** Combinations of fields unique together: a unique index each, and a check before writes. */
  unique: UniqueMeta[];
  admin: AdminPaths;
  nav: NavSpec | false;
  singleton: boolean;
  publicFilter?: Record<string, PublicCondition>;
  views: SanitizedView[];
  actions: ActionMeta[];
  /** Delete moves rows to the trash; the `deleted_at` column is among the internal fields. */
  softDelete: boolean;
  rules: RuleMeta[];
  listFilters: string[];
  rowLinks: { label: string; path: string }[];
  listColumns: string[];
  detailsFields: string[];
  /** Child records listed on the details page. */
  detailsRelated: SanitizedRelated[];
  editableWhile?: EditableWhileMeta;
  /** The entity is the media library (see the DSL's `library`). */
  library?: LibraryMeta;
  cache?: { maxAge: number };
  expandDepth?: number;
  /** `drafts: true`, with the live flag found in the public filter. */
  drafts?: DraftsMeta;
  /** `search`: the fields the site search indexes, and the record's public address. */
  search?: SearchMeta;
  fields: SanitizedField[];
  /** Columns the server keeps for itself (`internal: true`): only migrations see them. */
  internalFields: SanitizedField[];
  evolution: EntityEvolution;
}
