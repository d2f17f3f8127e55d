/**
 * The sub-fields of the kinds made of them (group, array, blocks), checked and sanitized like an entity's
 * fields, with the entity file and the sub-field's path named in every mistake. Only kinds whose value is
 * plain JSON may nest: files and related records inside a JSON value would be neither resolved nor
 * access-checked, so image, file, relation and many-to-many fields are refused here (as are passwords).
 */
import type { BlockMeta, FieldMeta } from '../runtime-shared/meta';
import type { DeclaredPart, FieldCommon } from '../kinds/types/emit';
import type { Field } from './dsl';
import { DefinitionError } from './errors';
import { kindOf } from './kind-of';
import type { SanitizedField, SanitizedPart } from './model';
import { humanize } from './names';

const BLOCK_TYPE = /^[a-z][A-Za-z0-9]*$/;

/** Sanitizes one sub-field as a field named by its path (`seo.title`); given by sanitize.ts (which this module must not import). */
export type SanitizeSub = (path: string, name: string, field: Field) => SanitizedField;

export function sanitizeParts(source: string, path: string, label: string, declared: DeclaredPart[], sanitize: SanitizeSub): SanitizedPart[] {
  const blocks = declared.some((p) => p.key !== '');
  if (declared.length === 0) throw new DefinitionError(source, path, 'a blocks field needs at least one block type');
  return declared.map((part) => {
    const where = part.key ? `${path}.${part.key}` : path;
    if (part.key && !BLOCK_TYPE.test(part.key)) throw new DefinitionError(source, where, 'a block type is a name in lower camelCase, e.g. "imageWithText"');
    const entries = Object.entries(part.fields);
    if (entries.length === 0) throw new DefinitionError(source, where, 'needs at least one sub-field');
    const fields = entries.map(([name, field]) => {
      if (blocks && name === 'type') throw new DefinitionError(source, `${where}.type`, '"type" names each block\'s type; call the sub-field something else');
      refuseUnnestable(source, `${where}.${name}`, field as Field);
      return sanitize(where, name, field as Field);
    });
    for (const removed of part.removedFields ?? []) {
      if (part.fields[removed]) throw new DefinitionError(source, `${where}.removedFields`, `"${removed}" is still a sub-field: remove it from the fields, or from removedFields to keep it`);
    }
    return {
      key: part.key,
      label: part.key ? part.label || humanize(part.key) : label,
      fields,
      removedFields: [...(part.removedFields ?? [])],
      ...(part.renamedFrom ? { renamedFrom: part.renamedFrom } : {}),
    };
  });
}

function refuseUnnestable(source: string, where: string, field: Field): void {
  const kind = kindOf(field);
  const common = field as FieldCommon & { unique?: boolean };
  const reason =
    kind.upload || kind.link
      ? 'its files or related records would be neither resolved nor access-checked inside a JSON value (docs/structured-content.md); make it a field of the entity'
      : kind.writeOnly
        ? 'a secret cannot be kept inside a JSON value'
        : kind.partsForm === 'typed'
          ? 'blocks cannot sit inside another field; make it a field of the entity'
          : common.internal || common.staffOnly || common.unique || common.index || (common.required as unknown) === 'onCreate'
            ? 'internal, staffOnly, unique, index and required: "onCreate" apply to an entity\'s columns, not to sub-fields'
            : undefined;
  if (reason) throw new DefinitionError(source, where, `a ${field.kind} field cannot be a sub-field: ${reason}`);
}

/** The run-time meta of the parts: a group's or an array's sub-fields, or the block types. */
export function partsMeta(parts: SanitizedPart[]): Partial<FieldMeta> {
  if (parts.every((p) => p.key === '')) return { fields: parts[0]!.fields.map((f) => f.meta) };
  return { blocks: parts.map((p): BlockMeta => ({ type: p.key, label: p.label, fields: p.fields.map((f) => f.meta) })) };
}
