/** What a field kind's emitter is told about the field it emits. */
import type { KindContext } from '../../kinds/types/emit';
import type { SanitizedField } from '../model';

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
  };
}
