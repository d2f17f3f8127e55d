/** Checks an entity's `unique` combinations: real fields with columns, each named once. */
import type { UniqueMeta } from '../runtime-shared/meta';
import type { AnyEntity } from './dsl';
import { DefinitionError } from './errors';
import type { SanitizedField } from './model';

export function sanitizeUnique(source: string, d: AnyEntity, fields: SanitizedField[]): UniqueMeta[] {
  return (d.unique ?? []).map((u, i) => {
    const where = `unique[${i}]`;
    if (u.fields.length === 0) throw new DefinitionError(source, where, 'name at least one field');
    if (new Set(u.fields).size !== u.fields.length) throw new DefinitionError(source, where, 'a field is named twice');
    const chosen = u.fields.map((name) => {
      const field = fields.find((f) => f.name === name);
      if (!field) throw new DefinitionError(source, where, `"${name}" is not a field of this entity; fields are ${fields.map((f) => f.name).join(', ')}`);
      if (!field.column) throw new DefinitionError(source, where, `"${name}" has no column of its own (a many-to-many field) and cannot be part of a unique index`);
      return field;
    });
    const labels = chosen.map((f) => f.label.toLowerCase()).join(' and ');
    return { fields: [...u.fields], message: u.message ?? `Another record has the same ${labels}` };
  });
}
