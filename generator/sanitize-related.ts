/**
 * Checks what ties an entity to its children and parents beyond the relation
 * fields themselves: the details page's `related` lists (child entity, its
 * relation back to us, its columns) and `editableWhile` (a relation of ours
 * and an enum field of its target). Mistakes name the entity file and option.
 */
import type { EditableWhileMeta } from '../runtime-shared/meta';
import type { AnyEntity, Field } from './dsl';
import { DefinitionError } from './errors';
import { kindOf } from './kind-of';
import type { LoadedEntity } from './load';
import type { SanitizedField, SanitizedRelated } from './model';
import { camelCase, humanize, kebabCase, pluralize } from './names';

export function sanitizeRelated(source: string, d: AnyEntity, all: Map<string, LoadedEntity>): SanitizedRelated[] {
  return (d.details?.related ?? []).map((r, i) => {
    const where = `details.related[${i}]`;
    const child = all.get(r.entity)?.definition;
    if (!child) throw new DefinitionError(source, where, `"${r.entity}" is not an entity; entities are ${[...all.keys()].join(', ')}`);
    const field = child.fields[r.field];
    const link = field && kindOf(field).link?.(field);
    if (!link || link.many || link.target().name !== d.name) {
      throw new DefinitionError(source, where, `"${r.field}" is not a relation of ${r.entity} pointing at ${d.name}`);
    }
    for (const column of r.columns) {
      if (!(column in child.fields)) throw new DefinitionError(source, where, `"${column}" is not a field of ${r.entity}; fields are ${Object.keys(child.fields).join(', ')}`);
    }
    if (r.columns.length === 0) throw new DefinitionError(source, where, 'name at least one column');
    const childLabel = child.label ?? humanize(child.name).replace(/\b\w/g, (c) => c.toUpperCase());
    return { name: kebabCase(child.name), camel: camelCase(child.name), field: r.field, title: r.title ?? child.pluralLabel ?? pluralize(childLabel), columns: [...r.columns] };
  });
}

/**
 * The entity's `editableWhile`, resolved; also names the deciding field in the relation's `also`,
 * so that answers attach it and the admin can leave out Edit and Delete on locked rows.
 */
export function sanitizeEditableWhile(source: string, d: AnyEntity, fields: SanitizedField[]): EditableWhileMeta | undefined {
  const rule = d.editableWhile;
  if (!rule) return undefined;
  const where = 'editableWhile';
  const relation = fields.find((f) => f.name === rule.relation);
  const rel = relation?.meta.relation;
  if (!relation || !rel) throw new DefinitionError(source, where, `"${rule.relation}" is not a relation field of this entity`);
  const target = kindOf(relation.definition).link!(relation.definition).target();
  // The deciding field has a fixed set of values (an enum): its kind lists them.
  const deciding = target.fields[rule.field] as Field | undefined;
  const values = deciding && kindOf(deciding).options?.(deciding).map((o) => o.value);
  if (!values) throw new DefinitionError(source, where, `"${rule.field}" is not an enum field of ${target.name}`);
  const unknown = rule.in.find((value) => !values.includes(value));
  if (unknown !== undefined) throw new DefinitionError(source, where, `"${unknown}" is not a value of ${target.name}.${rule.field}`);
  if (rule.in.length === 0) throw new DefinitionError(source, where, 'name at least one value in `in`');
  relation.meta.relation = { ...rel, also: [rule.field] };
  const targetLabel = humanize(target.name).toLowerCase();
  return {
    relation: rule.relation,
    table: rel.table,
    field: rule.field,
    in: [...rule.in],
    message: rule.message ?? `This ${targetLabel} can no longer change, so neither can its ${pluralize((d.label ?? humanize(d.name)).toLowerCase())}`,
  };
}
