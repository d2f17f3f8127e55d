/**
 * Field factories of the entity DSL. Each returns plain data; the factories
 * exist so that TypeScript checks what an entity author writes. Each kind's
 * factory and option type live in its folder, `kinds/<kind>/emit.ts`.
 *
 * @example
 *   fields: {
 *     title: text({ required: true }),
 *     service_id: relation(() => service, { show: 'name', required: true }),
 *   }
 */
import type { emitKinds } from '../../kinds/registry/emit';
import type { FieldOf } from '../../kinds/types/emit';

export type { FieldCommon, RelationTarget } from '../../kinds/types/emit';

/** Any field of any kind: the union of the field types of the kinds in kinds/registry/emit.ts. */
export type Field = { [K in keyof typeof emitKinds]: FieldOf<(typeof emitKinds)[K]> }[keyof typeof emitKinds];

// Every kind's DSL builder (`text`, `money`, `enumOf`, ...), listed by `npm run generate` from the folders of kinds/.
export * from '../../kinds/registry/dsl';
