/** What a field kind's emitter is told about the field it emits. */
import type { EmittedPart, FieldKindEmitter, KindContext, SubField } from '../../kinds/types/emit';
import { kindOf } from '../kind-of';
import type { SanitizedField, SanitizedPart } from '../model';

/** `required`: for the artefact being emitted (an update schema relaxes fields required only on create). */
export function kindContext(field: SanitizedField, required: boolean = field.required !== false): KindContext {
  return {
    name: field.name,
    label: field.label,
    required,
    declaredRequired: field.required,
    ...(field.meta.relation ? { relation: field.meta.relation } : {}),
    ...(field.meta.manyToMany ? { manyToMany: field.meta.manyToMany } : {}),
    ...(field.meta.upload?.library ? { library: field.meta.upload.library } : {}),
    ...(field.parts ? { parts: emittedParts(field.parts) } : {}),
  };
}

/** The parts of a kind made of sub-fields, each sub-field with its own emitter and context (kinds/group/sub-fields.ts). */
export function emittedParts(parts: readonly SanitizedPart[]): EmittedPart[] {
  return parts.map((part) => ({
    key: part.key,
    label: part.label,
    fields: part.fields.map((sub) => ({
      name: sub.name,
      field: sub.definition as SubField,
      emit: kindOf(sub.definition) as unknown as FieldKindEmitter<SubField>,
      ctx: kindContext(sub),
    })),
  }));
}
