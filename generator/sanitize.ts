/**
 * Turns loaded definitions into the sanitized model: defaults filled in,
 * names derived, relations resolved, and every mistake reported with the
 * entity file and field named.
 */
import type { AccessLevel, ActionMeta, DraftsMeta, FieldMeta, ManyToManyMeta, Operation, PublicCondition, RelationMeta, RuleMeta } from '../runtime-shared/meta';
import { SYSTEM_COLUMNS } from '../runtime-shared/meta';
import { ADMIN_LANGUAGES } from '../runtime-shared/admin-languages';
import { fieldFilters } from '../runtime-shared/list-query';
import { datetime, type AnyEntity, type Field } from './dsl';
import { sanitizeSearch } from './sanitize-search';
import { DefinitionError } from './errors';
import type { KindContext, RelationTarget } from '../kinds/types/emit';
import { kindOf } from './kind-of';
import type { LoadedEntity } from './load';
import { sanitizeLibrary } from './sanitize-library';
import { sanitizeLocalized } from './sanitize-locales';
import { sanitizeOwner } from './sanitize-owner';
import { partsMeta, sanitizeParts } from './sanitize-parts';
import { emittedParts } from './emit/kind-context';
import { sanitizeEditableWhile, sanitizeRelated } from './sanitize-related';
import { sanitizeUnique } from './sanitize-unique';
import type { EntityEvolution, FieldEvolution, NavSpec, SanitizedEntity, SanitizedField, SanitizedView } from './model';
import { camelCase, humanize, kebabCase, pascalCase, pluralize, snakeCase } from './names';

export const NAME = /^[a-z][a-z0-9]*([_-][a-z0-9]+)*$/;
const FIELD_NAME = /^[a-z][a-z0-9_]*$/;

export function sanitizeEntities(loaded: LoadedEntity[]): SanitizedEntity[] {
  // Relation targets are matched by name: a target imported by another entity file may be another module instance.
  const byName = new Map<string, LoadedEntity>(loaded.map((l) => [l.definition.name, l]));
  const entities = loaded.map((l) => sanitizeEntity(l, byName));
  assertUnique(entities, (e) => e.name, 'entity name');
  assertUnique(entities, (e) => e.table, 'table');
  const paths = entities.flatMap((e) => [e.admin.list, e.admin.add, e.admin.edit, e.admin.details, ...e.views.map((v) => v.path)].filter((p): p is string => p !== false).map((p) => ({ p, e })));
  assertUnique(paths.map(({ p, e }) => ({ ...e, name: p })), (e) => e.name, 'admin path');
  linkLibrary(entities);
  return entities;
}

/** The media library, if declared (once): every other entity's public upload field may pick its files. */
function linkLibrary(entities: SanitizedEntity[]): void {
  const libraries = entities.filter((e) => e.library);
  if (libraries.length > 1) throw new DefinitionError(libraries[1]!.source, 'library', `${libraries[0]!.source} is the media library already; an app has one`);
  const library = libraries[0];
  if (!library) return;
  const { file, alt, kind } = library.library!;
  const link = { entity: library.name, file, title: library.titleField, alt, kind };
  for (const e of entities) {
    if (e === library) continue;
    for (const f of e.fields) if (f.meta.upload && !f.meta.upload.private) f.meta.upload = { ...f.meta.upload, library: link };
  }
}

function assertUnique(entities: SanitizedEntity[], key: (e: SanitizedEntity) => string, what: string) {
  const seen = new Map<string, SanitizedEntity>();
  for (const e of entities) {
    const k = key(e);
    const other = seen.get(k);
    if (other) throw new DefinitionError(e.source, undefined, `${what} "${k}" is also used by ${other.source}; choose another`);
    seen.set(k, e);
  }
}

function sanitizeEntity(loaded: LoadedEntity, all: Map<string, LoadedEntity>): SanitizedEntity {
  const { source, definition: d } = loaded;
  if (!NAME.test(d.name ?? '')) {
    throw new DefinitionError(source, 'name', `"${d.name}" is not a valid entity name: use lower case words joined by _ or -, e.g. "news_letter"`);
  }
  const fieldEntries = Object.entries(d.fields);
  if (fieldEntries.length === 0) throw new DefinitionError(source, 'fields', 'an entity needs at least one field');
  const sanitized = fieldEntries.map(([name, field]) => sanitizeField(source, d, name, field, all));
  const isInternal = (f: SanitizedField) => f.definition.internal === true;
  const fields = sanitized.filter((f) => !isInternal(f));
  const internalFields = sanitized.filter(isInternal);
  if (d.softDelete) internalFields.push(trashColumn(source, d, all));
  const names = fields.map((f) => f.name);
  const check = (where: string, list: readonly string[] | undefined) => {
    for (const n of list ?? []) {
      if (!names.includes(n)) throw new DefinitionError(source, where, `"${n}" is not a field of this entity; fields are ${names.join(', ')}`);
    }
  };
  check('list.columns', d.list?.columns);
  check('details.fields', d.details?.fields);
  check('titleField', d.titleField ? [d.titleField] : []);
  check('list.filters', d.list?.filters);
  check('publicFilter', Object.keys(d.publicFilter ?? {}));
  const evolution = sanitizeEvolution(source, d, names);
  const kebab = kebabCase(d.name);
  const label = d.label ?? humanize(d.name).replace(/\b\w/g, (c) => c.toUpperCase());
  const displayable = fields.filter((f) => !f.meta.writeOnly && !kindOf(f.definition).wide);
  const singleton = d.singleton ?? false;
  const screen = (value: string | false | undefined, fallback: string): string | false => (value === false ? false : (value ?? fallback));
  const admin = {
    list: d.admin?.list ?? (singleton ? kebab : `${kebab}-list`),
    add: singleton ? (false as const) : screen(d.admin?.add, `add-${kebab}`),
    edit: screen(d.admin?.edit, `edit-${kebab}`),
    details: singleton ? (false as const) : screen(d.admin?.details, `${kebab}-details`),
  };
  const related = [admin.add, admin.edit, admin.details].filter((p): p is string => p !== false);
  const nav = d.admin?.nav;
  const access = sanitizeAccess(d.access);
  const owner = sanitizeOwner(source, d, access, fields);
  const editableWhile = sanitizeEditableWhile(source, d, fields);
  const library = sanitizeLibrary(source, d, fields);
  const drafts = d.drafts ? sanitizeDrafts(source, d, fields, singleton, access) : undefined;
  // Added after the defaults of lists and details pages were taken: the translations show in the form, not there.
  const translations = sanitizeLocalized(source, d, fields, (name, field) => sanitizeField(source, d, name, field, all));
  const search = sanitizeSearch(source, d, fields, access);
  return {
    name: kebab,
    source,
    pascal: pascalCase(d.name),
    camel: camelCase(d.name),
    table: d.table ?? pluralize(snakeCase(d.name)),
    label,
    pluralLabel: d.pluralLabel ?? pluralize(label),
    titleField: d.titleField ?? fields.find((f) => kindOf(f.definition).namesRecord)?.name ?? 'id',
    defaultSort: d.list?.defaultSort ?? '-id',
    access,
    ...(owner ? { owner } : {}),
    unique: sanitizeUnique(source, d, fields),
    admin,
    nav: nav === false ? false : sanitizeNav(source, 'admin.nav', nav, d.pluralLabel ?? pluralize(label), related),
    singleton,
    ...(d.publicFilter ? { publicFilter: sanitizePublicFilter(source, d.publicFilter as Record<string, PublicCondition>, fields) } : {}),
    views: (d.views ?? []).map((v) => sanitizeView(source, v, names)),
    actions: Object.entries(d.actions ?? {}).map(([name, a]) => sanitizeAction(source, name, a, names)),
    softDelete: d.softDelete ?? false,
    rules: (d.rules ?? []).map((rule) => sanitizeRule(source, rule, fields)),
    listFilters: [...(d.list?.filters ?? [])],
    rowLinks: (d.list?.links ?? []).map((link) => {
      for (const [, field] of link.path.matchAll(/:(\w+)/g)) {
        if (field !== 'id' && !names.includes(field!)) throw new DefinitionError(source, `list.links: ${link.path}`, `":${field}" is not a field of this entity`);
      }
      return { label: link.label, path: link.path };
    }),
    listColumns: [...(d.list?.columns ?? displayable.slice(0, 4).map((f) => f.name))],
    detailsFields: [...(d.details?.fields ?? fields.filter((f) => !f.meta.writeOnly).map((f) => f.name))],
    detailsRelated: sanitizeRelated(source, d, all),
    ...(editableWhile ? { editableWhile } : {}),
    ...(library ? { library } : {}),
    ...sanitizeCaching(source, d),
    ...(drafts ? { drafts } : {}),
    ...(search ? { search } : {}),
    fields: translations ? [...fields, translations] : fields,
    internalFields,
    evolution,
  };
}

/** `cache` and `expandDepth`, checked: whole seconds up to a day, and 1 to 3 levels. */
function sanitizeCaching(source: string, d: AnyEntity): { cache?: { maxAge: number }; expandDepth?: number } {
  const maxAge = d.cache?.maxAge;
  if (maxAge !== undefined && !(Number.isInteger(maxAge) && maxAge >= 0 && maxAge <= 86_400)) {
    throw new DefinitionError(source, 'cache.maxAge', 'a whole number of seconds from 0 to 86400 (a day)');
  }
  if (d.expandDepth !== undefined && !(Number.isInteger(d.expandDepth) && d.expandDepth >= 1 && d.expandDepth <= 3)) {
    throw new DefinitionError(source, 'expandDepth', 'a whole number from 1 to 3');
  }
  return { ...(maxAge !== undefined ? { cache: { maxAge } } : {}), ...(d.expandDepth !== undefined ? { expandDepth: d.expandDepth } : {}) };
}

type NavInput = { order?: number; label?: string; labels?: Readonly<Record<string, unknown>>; query?: string; related?: readonly string[] } | undefined;

function sanitizeNav(source: string, where: string, nav: NavInput, label: string, related: string[]): NavSpec {
  const labels = Object.entries(nav?.labels ?? {});
  for (const [language, text] of labels) {
    if (!(ADMIN_LANGUAGES as readonly string[]).includes(language)) throw new DefinitionError(source, `${where}.labels.${language}`, `"${language}" is not an admin language; use one of ${ADMIN_LANGUAGES.join(', ')}`);
    if (typeof text !== 'string' || !text.trim()) throw new DefinitionError(source, `${where}.labels.${language}`, 'give the label in that language (a text, not empty)');
  }
  return {
    order: nav?.order ?? 1000,
    label: nav?.label ?? label,
    ...(labels.length ? { labels: Object.fromEntries(labels) } : {}),
    ...(nav?.query ? { query: nav.query } : {}),
    related: [...(nav?.related ?? related)],
  };
}

/**
 * `{ lte: 'now' }` compares moments: only date and date-time fields may carry it; `{ gte: 'today' }` compares
 * days: date fields only (a date-time of this morning is not "today or later"). Either may add `orNull: true`.
 */
/** `drafts: true`: records with an update route; the live flag is the public filter's boolean that must be true. */
function sanitizeDrafts(source: string, d: AnyEntity, fields: readonly SanitizedField[], singleton: boolean, access: Record<Operation, AccessLevel>): DraftsMeta {
  if (singleton) throw new DefinitionError(source, 'drafts', 'a singleton has no drafts: it is one record, saved as a whole');
  if (access.update === 'none') throw new DefinitionError(source, 'drafts', 'drafts need an update route (access.update is none)');
  const flags = Object.entries(d.publicFilter ?? {}).filter(([name, value]) => value === true && fields.find((f) => f.name === name)?.column?.type === 'boolean'); // a yes/no column, whatever kind stores it
  return flags.length === 1 ? { liveField: flags[0]![0] } : {};
}

function sanitizePublicFilter(source: string, filter: Record<string, PublicCondition>, fields: readonly SanitizedField[]): Record<string, PublicCondition> {
  for (const [name, condition] of Object.entries(filter)) {
    if (typeof condition !== 'object') continue;
    const field = fields.find((f) => f.name === name);
    const kind = field?.kind;
    const time = field ? kindOf(field.definition).time : undefined;
    const { orNull, ...comparison } = condition as Record<string, unknown>;
    const lte = comparison.lte === 'now' && Object.keys(comparison).length === 1;
    const gte = comparison.gte === 'today' && Object.keys(comparison).length === 1;
    if ((!lte && !gte) || (orNull !== undefined && orNull !== true)) {
      throw new DefinitionError(source, `publicFilter.${name}`, "a condition is a value to equal, { lte: 'now' } or { gte: 'today' }, each optionally with orNull: true");
    }
    if (lte && time === undefined) {
      throw new DefinitionError(source, `publicFilter.${name}`, `{ lte: 'now' } needs a date or datetime field, and "${name}" is a ${kind} field`);
    }
    if (gte && time !== 'day') {
      throw new DefinitionError(source, `publicFilter.${name}`, `{ gte: 'today' } needs a date field, and "${name}" is a ${kind} field`);
    }
  }
  return { ...filter };
}

function sanitizeView(source: string, v: NonNullable<AnyEntity['views']>[number], names: string[]): SanitizedView {
  const params = [...v.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  for (const field of [...params, ...Object.keys(v.filter ?? {})]) {
    if (!names.includes(field)) throw new DefinitionError(source, `views: ${v.path}`, `"${field}" is not a field of this entity`);
  }
  const base = v.path.split('/')[0]!;
  return {
    path: v.path,
    title: v.title,
    pascal: `${pascalCase(base)}View`,
    filter: { ...(v.filter as Record<string, string | number | boolean>) },
    params,
    nav: v.nav ? sanitizeNav(source, `views: ${v.path}: nav`, v.nav, v.title, []) : false,
  };
}

function sanitizeAction(source: string, name: string, a: NonNullable<AnyEntity['actions']>[string], names: string[]): ActionMeta {
  if (!/^[a-z][a-z0-9_-]*$/.test(name)) throw new DefinitionError(source, `actions.${name}`, 'action names are lower case words, e.g. "shortlist"');
  for (const field of [...Object.keys(a.set), ...Object.keys(a.from ?? {})]) {
    if (!names.includes(field)) throw new DefinitionError(source, `actions.${name}`, `"${field}" is not a field of this entity`);
  }
  for (const [field, value] of Object.entries(a.set)) {
    if (typeof value === 'string' && value.startsWith('$') && !COMPUTED.includes(value)) {
      throw new DefinitionError(source, `actions.${name}.set.${field}`, `"${value}" is not a computed value; use ${COMPUTED.join(' or ')}`);
    }
  }
  return {
    name,
    label: a.label,
    set: { ...(a.set as Record<string, string | number | boolean>) },
    ...(a.from ? { from: { ...(a.from as Record<string, readonly (string | number | boolean)[]>) } } : {}),
    confirm: a.confirm ?? false,
  };
}

/** The computed values an action may set (runtime-server/crud/actions.ts). */
const COMPUTED = ['$now', '$user'];

/** The `deleted_at` column of a soft-delete entity: a nullable, indexed time that only the server writes. */
function trashColumn(source: string, d: AnyEntity, all: Map<string, LoadedEntity>): SanitizedField {
  if ('deleted_at' in d.fields) throw new DefinitionError(source, 'deleted_at', 'softDelete adds the deleted_at column itself; rename this field');
  return sanitizeField(source, d, 'deleted_at', { ...datetime({ label: 'Deleted at' }), index: true }, all);
}

function sanitizeRule(source: string, rule: NonNullable<AnyEntity['rules']>[number], fields: SanitizedField[]): RuleMeta {
  const where = `rules (${rule.field})`;
  const field = (name: string) => {
    const found = fields.find((f) => f.name === name);
    if (!found) throw new DefinitionError(source, where, `"${name}" is not a field of this entity`);
    return found;
  };
  const subject = field(rule.field);
  if ('lessThan' in rule) {
    const other = field(rule.lessThan);
    return { field: rule.field, lessThan: rule.lessThan, message: rule.message ?? `Must be below the ${other.label.toLowerCase()}` };
  }
  if ('notBefore' in rule) {
    const other = field(rule.notBefore);
    return { field: rule.field, notBefore: rule.notBefore, message: rule.message ?? `Must not be before the ${other.label.toLowerCase()}` };
  }
  const relation = field(rule.belongsTo.relation);
  const target = subject.meta.relation;
  if (!target) throw new DefinitionError(source, where, 'belongsTo needs a relation field');
  const targetFields = kindOf(subject.definition).link!(subject.definition).target().fields;
  if (!(rule.belongsTo.via in targetFields)) throw new DefinitionError(source, where, `"${rule.belongsTo.via}" is not a field of ${target.entity}`);
  return {
    field: rule.field,
    belongsTo: { relation: rule.belongsTo.relation, via: rule.belongsTo.via, table: target.table },
    message: rule.message ?? `The chosen ${subject.label.toLowerCase()} does not belong to the chosen ${relation.label.toLowerCase()}`,
  };
}

function sanitizeEvolution(source: string, d: AnyEntity, names: string[]): EntityEvolution {
  if (d.renamedFrom !== undefined && !NAME.test(d.renamedFrom)) {
    throw new DefinitionError(source, 'renamedFrom', `"${d.renamedFrom}" is not an entity name: write the entity's previous name, e.g. 'news'`);
  }
  for (const removed of d.removedFields ?? []) {
    if (names.includes(removed)) {
      throw new DefinitionError(source, 'removedFields', `"${removed}" is still a field: remove it from fields, or from removedFields to keep it`);
    }
  }
  for (const n of names) {
    const from = d.fields[n]!.renamedFrom;
    if (from !== undefined && (from === n || names.includes(from) || !FIELD_NAME.test(from))) {
      throw new DefinitionError(source, n, `renamedFrom: "${from}" must be the field's previous name, and no other field may have that name now`);
    }
  }
  return { ...(d.renamedFrom ? { renamedFrom: d.renamedFrom } : {}), removedFields: [...(d.removedFields ?? [])] };
}

function sanitizeAccess(access: AnyEntity['access']): Record<Operation, AccessLevel> {
  const write = access?.write ?? 'admin';
  return {
    read: access?.read ?? 'admin',
    create: access?.create ?? write,
    update: access?.update ?? write,
    delete: access?.delete ?? write,
  };
}

/** `path`: where a sub-field sits (`seo.title`), for messages; an entity's own field is named by its name. */
function sanitizeField(source: string, owner: AnyEntity, name: string, field: Field, all: Map<string, LoadedEntity>, path = name): SanitizedField {
  if (!FIELD_NAME.test(name)) {
    throw new DefinitionError(source, path, 'field names are lower case letters, digits and _, starting with a letter');
  }
  if (path === name && (SYSTEM_COLUMNS as readonly string[]).includes(name)) {
    throw new DefinitionError(source, name, `"${name}" is added to every table by the generator; remove it from fields`);
  }
  const required = 'required' in field && field.required !== undefined ? field.required : false;
  const label = field.label ?? humanize(name);
  const kind = kindOf(field);
  const link = kind.link?.(field);
  const relation = link && !link.many ? resolveRelation(source, name, link, all) : undefined;
  const manyToMany = link?.many ? resolveManyToMany(source, owner, name, link, all) : undefined;
  // Sub-fields (group, array, blocks) are sanitized as fields named by their path, e.g. `seo.title`.
  const declaredParts = kind.parts?.(field);
  const parts = declaredParts
    ? sanitizeParts(source, name, label, declaredParts, (path, sub, subField) => sanitizeField(source, owner, sub, subField, all, `${path}.${sub}`))
    : undefined;
  const ctx: KindContext = {
    name,
    label,
    required: required === true || required === 'onCreate',
    declaredRequired: required,
    ...(relation ? { relation } : {}),
    ...(manyToMany ? { manyToMany } : {}),
    ...(parts ? { parts: emittedParts(parts) } : {}),
  };
  const options = kind.options?.(field);
  const upload = kind.upload?.(field);
  const column = kind.column(field, ctx);
  const filters = kind.writeOnly ? undefined : fieldFilters(kind.filters, required);
  const meta: FieldMeta = {
    name,
    kind: field.kind,
    label,
    required,
    searchable: kind.searchable(field),
    sortable: kind.sortable,
    ...(filters ? { filters } : {}),
    writeOnly: kind.writeOnly ?? false,
    ...(field.staffOnly ? { staffOnly: true } : {}),
    ...(upload ? { upload } : {}),
    ...(relation ? { relation } : {}),
    ...(manyToMany ? { manyToMany } : {}),
    ...(options ? { options } : {}),
    // A money field's currency, bounds of numbers, the longest text.
    ...kind.meta?.(field),
    ...(parts ? partsMeta(parts) : {}),
    // One object per record: a sub-field can be read out of the JSON column in a filter (crud/list-filter.ts).
    ...(parts && kind.partsForm === 'one' && !kind.writeOnly ? { subFilters: true as const } : {}),
    ...(column?.unique ? { unique: true } : {}),
  };
  // The add form starts from the column's default (runtime-web/form/form-values.ts).
  if (column?.default !== undefined) meta.default = column.default;
  // Unique and relation columns have an index already; a second one would only slow writes.
  if (column && field.index && !column.unique && !column.references) column.index = true;
  const evolution: FieldEvolution = {
    ...(field.renamedFrom !== undefined ? { renamedFrom: field.renamedFrom } : {}),
    ...(field.backfill !== undefined ? { backfill: field.backfill } : {}),
    convert: field.convert ?? false,
  };
  const rowsFrom = kind.rowsFrom?.(field);
  if (rowsFrom) {
    const into = parts?.[0]?.fields.find((sub) => sub.name === rowsFrom.into);
    if (!into || !kindOf(into.definition).plainText) {
      throw new DefinitionError(source, path, `rowsFrom.into: "${rowsFrom.into}" is not a text or textarea sub-field of the field; name the sub-field that receives each item's text`);
    }
    evolution.rowsFrom = rowsFrom;
  }
  return { name, kind: field.kind, label, required, ...(field.help ? { help: field.help } : {}), definition: field, column, meta, evolution, ...(parts ? { parts } : {}) };
}

/** What a linking kind names: its target and the target's field shown for a record (kinds' `link()`). */
type Link = { target: () => RelationTarget; show: string };

function resolveManyToMany(source: string, owner: AnyEntity, name: string, field: Link, all: Map<string, LoadedEntity>): ManyToManyMeta {
  if (!name.endsWith('_ids')) {
    throw new DefinitionError(source, name, `a many-to-many field's name ends in _ids (e.g. "${name}_ids"): it holds the related records' ids`);
  }
  const base = resolveRelation(source, name.replace(/_ids$/, '_id'), { target: field.target, show: field.show }, all);
  const ownTable = owner.table ?? pluralize(snakeCase(owner.name));
  const ownColumn = `${snakeCase(owner.name)}_id`;
  const targetColumn = `${snakeCase(base.entity)}_id`;
  if (ownColumn === targetColumn) throw new DefinitionError(source, name, 'a many-to-many field cannot point at its own entity');
  return { ...base, as: name.replace(/_ids$/, ''), joinTable: `${ownTable}_${name.replace(/_ids$/, '')}`, ownColumn, targetColumn };
}

function resolveRelation(source: string, name: string, field: Link, all: Map<string, LoadedEntity>): RelationMeta {
  const target = typeof field.target === 'function' ? field.target() : undefined;
  const loaded = target ? all.get(target.name) : undefined;
  if (!target || !loaded) {
    throw new DefinitionError(source, name, 'the relation target is not an entity of entities/: pass `() => otherEntity` imported from its .entity.ts file');
  }
  if (!(field.show in loaded.definition.fields)) {
    throw new DefinitionError(source, name, `show: "${field.show}" is not a field of ${loaded.source}`);
  }
  if (!name.endsWith('_id')) {
    throw new DefinitionError(source, name, `a relation field's name ends in _id (e.g. "${name}_id"): it holds the related record's id`);
  }
  return {
    entity: kebabCase(target.name),
    table: target.table ?? pluralize(snakeCase(target.name)),
    show: field.show,
    as: name.replace(/_id$/, ''),
    ...(loaded.definition.softDelete ? { softDelete: true } : {}),
  };
}
