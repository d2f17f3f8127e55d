/** The zod helper of blocks fields: an ordered list of items, each one of the declared block types, told apart by `type`. */
import { z } from 'zod';
import { listBounds } from '../array/value';
import { fromJsonText } from '../group/value';

type BlockTypes = readonly [z.core.$ZodTypeDiscriminable, ...z.core.$ZodTypeDiscriminable[]];

/**
 * Blocks in order; left out is none, null is refused. An item's `type` picks its block type's sub-fields; an
 * unknown type is refused with the types there are.
 * @example blocksValue([z.object({ type: z.literal('quote'), text: textValue({ required: true, max: 500 }) })], { max: 50 }, ['quote'])
 */
export function blocksValue<const T extends BlockTypes>(types: T, options: { min?: number; max: number }, names: readonly string[]) {
  const item = z.discriminatedUnion('type', types, { error: `Choose a block type: ${names.join(', ')}` });
  const list = listBounds(z.array(item, { error: 'Enter a list of blocks' }), options, { one: 'block', many: 'blocks' });
  return z.preprocess((v) => (v === null ? v : (fromJsonText(v) ?? [])), list);
}
