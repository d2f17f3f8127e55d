/**
 * A kept JSON column of a group, array or blocks field whose sub-fields changed: the values stored in it
 * are reshaped in place by the migration, under the same rules as columns (generator/diff/columns.ts):
 * a renamed sub-field declares `renamedFrom` and keeps its values; a new required sub-field, or one that
 * becomes required, needs `backfill` (or a default) written into the stored values; a sub-field that
 * disappears must be listed in its part's `removedFields`, a block type in `removedTypes` (or be renamed
 * with `renamedFrom` on the block type); anything else is refused, since it would lose or break data.
 */
import type { JsonShape, PartReshape, ReshapePlan } from '../../kinds/types/emit';
import { DefinitionError } from '../errors';
import { kindOf } from '../kind-of';
import type { ColumnSpec, SanitizedField, SanitizedPart } from '../model';
import type { Change } from './changes';

type At = { table: string; source: string };

/** The reshape step for a kept column, or none when the stored values need no change. */
export function reshapeChanges(at: At, field: SanitizedField & { column: ColumnSpec }, before: ColumnSpec): Change[] {
  if (!field.parts || !before.shape) return [];
  const plan = reshapePlan(at.source, field.name, field, before.shape);
  return plan ? [{ type: 'reshapeJson', ...at, column: field.name, plan }] : [];
}

/** What changes in the stored values of `field` (whose old shape is `old`); undefined when nothing does. */
function reshapePlan(source: string, where: string, field: SanitizedField, old: JsonShape): ReshapePlan | undefined {
  const kind = kindOf(field.definition);
  const form = kind.partsForm ?? 'one';
  const plan: ReshapePlan = { form, parts: {} };
  const consumed = new Set<string>();
  for (const part of field.parts ?? []) {
    const from = part.key !== '' && !(part.key in old) && part.renamedFrom !== undefined && part.renamedFrom in old ? part.renamedFrom : part.key;
    if (part.renamedFrom !== undefined && from === part.key && !(part.key in old)) {
      throw new DefinitionError(source, `${where}.${part.key}`, `renamedFrom: "${part.renamedFrom}" is not a block type of the stored values (they have ${Object.keys(old).join(', ')})`);
    }
    if (from !== part.key) (plan.renameTypes ??= {})[from] = part.key;
    const before = old[from];
    if (!before) continue; // a new block type: no stored block has it
    consumed.add(from);
    const changes = partChanges(source, part.key ? `${where}.${part.key}` : where, part, before);
    if (changes) plan.parts[part.key] = changes;
  }
  const removedParts = kind.removedParts?.(field.definition) ?? [];
  for (const key of Object.keys(old)) {
    if (consumed.has(key)) continue;
    if (!removedParts.includes(key)) {
      throw new DefinitionError(
        source,
        `${where}.${key}`,
        `the block type was removed, and the stored blocks of that type would be lost. To remove them, add removedTypes: ['${key}'] to the field; if it was renamed, add renamedFrom: '${key}' to the renamed block type; otherwise restore it`,
      );
    }
    (plan.dropTypes ??= []).push(key);
  }
  const changed = Object.keys(plan.parts).length > 0 || plan.renameTypes !== undefined || plan.dropTypes !== undefined;
  return changed ? plan : undefined;
}

function partChanges(source: string, where: string, part: SanitizedPart, old: JsonShape[string]): PartReshape | undefined {
  const out: PartReshape = {};
  const consumed = new Set<string>();
  for (const sub of part.fields) {
    const from = sub.evolution.renamedFrom;
    const oldName = sub.name in old ? sub.name : from !== undefined && from in old ? from : undefined;
    const path = `${where}.${sub.name}`;
    const required = sub.required !== false;
    const fallback = sub.evolution.backfill ?? sub.column?.default;
    if (oldName === undefined) {
      if (from !== undefined) throw new DefinitionError(source, path, `renamedFrom: "${from}" is not a sub-field of the stored values (they have ${Object.keys(old).join(', ')})`);
      if (required && fallback === undefined && !sub.parts) {
        throw new DefinitionError(source, path, 'the new sub-field is required, but the values already stored have none. Declare backfill: <value> on it (written into them), or add it as optional first');
      }
      if (required && fallback !== undefined) (out.fill ??= {})[sub.name] = fallback;
      continue;
    }
    consumed.add(oldName);
    if (oldName !== sub.name) (out.rename ??= {})[oldName] = sub.name;
    const before = old[oldName]!;
    if (before.kind !== sub.kind) {
      throw new DefinitionError(source, path, `the sub-field changes from ${before.kind} to ${sub.kind}, which may not read the values stored; add a new sub-field instead`);
    }
    if (!before.required && required && !sub.parts) {
      if (fallback === undefined) throw new DefinitionError(source, path, 'the sub-field becomes required, but values already stored may hold none. Declare backfill: <value> on it (written where none is), or give it a default');
      (out.fill ??= {})[sub.name] = fallback;
    }
    if (sub.parts && before.shape) {
      const nested = reshapePlan(source, path, sub, before.shape);
      if (nested) (out.nested ??= {})[sub.name] = nested;
    }
  }
  for (const name of Object.keys(old)) {
    if (consumed.has(name)) continue;
    if (!part.removedFields.includes(name)) {
      throw new DefinitionError(
        source,
        `${where}.${name}`,
        `the sub-field was removed, and its stored values would be lost. To remove them, add removedFields: ['${name}'] to ${part.key ? `the block type ${part.key}` : 'the field'}; if it was renamed, add renamedFrom: '${name}' to the renamed sub-field; otherwise restore it`,
      );
    }
    (out.drop ??= []).push(name);
  }
  return Object.keys(out).length > 0 ? out : undefined;
}
