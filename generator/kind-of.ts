/** The generator's way to a field kind: its emit part, from the registry `npm run generate` writes (kinds/registry/emit.ts). */
import { emitKinds } from '../kinds/registry/emit';
import type { FieldKindEmitter } from '../kinds/types/emit';
import type { Field } from './dsl';

/** The emitter for a field's kind, typed for that field. */
export function kindOf<F extends Field>(field: F): FieldKindEmitter<F> {
  return emitKinds[field.kind] as unknown as FieldKindEmitter<F>;
}
