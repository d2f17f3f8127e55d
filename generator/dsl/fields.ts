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

// One line per kind: its DSL builder (the field types come with the registry above).
export { boolean } from '../../kinds/boolean/emit';
export { color } from '../../kinds/color/emit';
export { date } from '../../kinds/date/emit';
export { datetime } from '../../kinds/datetime/emit';
export { email } from '../../kinds/email/emit';
export { enumOf } from '../../kinds/enum/emit';
export { file } from '../../kinds/file/emit';
export { image } from '../../kinds/image/emit';
export { json } from '../../kinds/json/emit';
export { manyToMany } from '../../kinds/many-to-many/emit';
export { money } from '../../kinds/money/emit';
export { number } from '../../kinds/number/emit';
export { options } from '../../kinds/options/emit';
export { password } from '../../kinds/password/emit';
export { phone } from '../../kinds/phone/emit';
export { relation } from '../../kinds/relation/emit';
export { richText } from '../../kinds/rich-text/emit';
export { text } from '../../kinds/text/emit';
export { textarea } from '../../kinds/textarea/emit';
export { url } from '../../kinds/url/emit';
