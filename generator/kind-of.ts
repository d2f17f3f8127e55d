/** The generator's way to a field kind: its emit part, from the registry `npm run generate` writes (kinds/registry/emit.ts). */
import { emitKinds } from '../kinds/registry/emit';
import type { FieldKindEmitter } from '../kinds/types/emit';
import type { Field } from './dsl';

/** The emitter for a field's kind, typed for that field. */
export function kindOf<F extends Field>(field: F): FieldKindEmitter<F> {
  const kind = emitKinds[field.kind] as unknown as FieldKindEmitter<F> | undefined;
  // A field built by hand, or a kind whose folder lacks emit.ts: say so rather than fail on `undefined` later.
  if (!kind) throw new Error(`"${String(field.kind)}" is not a field kind: kinds are ${Object.keys(emitKinds).join(', ')} (one folder each in kinds/)`);
  return kind;
}
