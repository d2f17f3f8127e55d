/**
 * `fields=` and `expand=` of a list or record read: which fields each record answers, and which relations
 * come as whole records (as their own entity answers them) instead of their id and shown field.
 *
 * - `fields=id,title,service_id`: only these (`id` always); a field nobody may read (a password) is no
 *   field here. A relation's attached record comes with its field (`service` with `service_id`).
 * - `expand=service,service.category`: by the key the relation is answered under, `.` for a level more,
 *   up to the entity's `expandDepth` (2 unless declared). Each expanded record is read as its own
 *   entity's list would show it to the same caller (access, public filter, owner, trash): one the caller
 *   may not read is `null`, as the summary was (or left out of a many-to-many list). Its id stays in the
 *   record's own field.
 */
import { DEFAULT_EXPAND_DEPTH, expandableRelations, selectableFields } from '../../runtime-shared/list-query';
import type { EntityMeta } from '../../runtime-shared/meta';
import { badRequest } from '../http/errors';

/** Relations to expand, by their answer key, each with what to expand inside it. */
export type ExpandTree = ReadonlyMap<string, ExpandTree>;

export interface Selection {
  /** The answered fields; undefined: every field. */
  fields?: ReadonlySet<string>;
  expand: ExpandTree;
}

/** Names of a comma-separated parameter; empty names (`a,,b`) are refused. */
function names(raw: unknown, param: string): string[] | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') throw badRequest(`The query parameter "${param}" is given more than once or in an unknown form`);
  const list = raw.split(',');
  if (list.some((n) => n === '')) throw badRequest(`${param} is a comma-separated list of names, none of them empty`);
  return list;
}

/**
 * The selection of a request's `fields` and `expand`, checked against the entity: unknown names and paths
 * deeper than the entity allows are 400s naming the parameter. Names inside an expanded relation are
 * checked against its entity when the records are read (`checkExpand`).
 */
export function parseSelection(meta: EntityMeta, query: Record<string, unknown>): Selection | undefined {
  const fields = names(query.fields, 'fields');
  const expand = names(query.expand, 'expand');
  if (!fields && !expand) return undefined;
  if (fields) {
    const known = selectableFields(meta);
    const unknown = fields.find((f) => !known.includes(f));
    if (unknown) throw badRequest(`fields: "${unknown}" is not a field of ${meta.label}; choose from ${known.join(', ')}`);
  }
  const depth = meta.expandDepth ?? DEFAULT_EXPAND_DEPTH;
  type Node = Map<string, Node>;
  const tree: Node = new Map();
  for (const path of expand ?? []) {
    const parts = path.split('.');
    if (parts.length > depth) throw badRequest(`expand: "${path}" reaches ${parts.length} levels deep; ${meta.label} allows ${depth}`);
    let node = tree;
    for (const part of parts) {
      if (!/^\w+$/.test(part)) throw badRequest(`expand: "${path}" is not a relation path (names joined by ".")`);
      if (!node.has(part)) node.set(part, new Map());
      node = node.get(part)!;
    }
  }
  const relations = expandableRelations(meta);
  for (const name of tree.keys()) {
    const relation = relations.find((r) => r.as === name);
    if (!relation) throw badRequest(`expand: "${name}" is not a relation of ${meta.label}; choose from ${relations.map((r) => r.as).join(', ') || 'none'}`);
    if (fields && !fields.includes(relation.field)) throw badRequest(`expand: "${name}" needs its field ${relation.field} in fields`);
  }
  return { ...(fields ? { fields: new Set(['id', ...fields]) } : {}), expand: tree };
}

/**
 * The names inside expanded relations, checked against each related entity (the parser checked the first
 * level): before anything is read, so that the answer does not depend on which records exist.
 */
export function checkExpand(meta: EntityMeta, tree: ExpandTree, entities: ReadonlyMap<string, EntityMeta>, path = ''): void {
  const relations = expandableRelations(meta);
  for (const [name, inner] of tree) {
    const relation = relations.find((r) => r.as === name);
    const target = relation && entities.get(relation.entity);
    if (!relation || !target) throw badRequest(`expand: "${path}${name}" names no relation of ${meta.label}; it has ${relations.map((r) => r.as).join(', ') || 'none'}`);
    checkExpand(target, inner, entities, `${path}${name}.`);
  }
}

/** Whether the selection answers a field. */
export const selects = (selection: Selection | undefined, field: string): boolean => !selection?.fields || selection.fields.has(field);
