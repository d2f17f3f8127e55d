/** The zod helper of array fields: an ordered list of rows, each an object of sub-fields (kinds/group/value.ts reads JSON text). */
import { z } from 'zod';
import { fromJsonText } from '../group/value';

/** The bounds of an array's rows (or a blocks field's items), with messages people read. */
export function listBounds<T extends z.ZodArray>(list: T, options: { min?: number; max: number }, noun: { one: string; many: string }): T {
  const word = (n: number) => (n === 1 ? noun.one : noun.many);
  let bounded = list.max(options.max, `At most ${options.max} ${word(options.max)}`);
  if (options.min) bounded = bounded.min(options.min, `Add at least ${options.min} ${word(options.min)}`);
  return bounded;
}

/**
 * Rows of the same sub-fields, in order; left out is no rows, null is refused (a list is never null). A row's message lands on its
 * path (`benefits.2.title`), the list's own (too few, too many) on the field.
 * @example arrayValue(z.object({ title: textValue({ required: true, max: 120 }) }), { min: 1, max: 20, rowLabel: 'benefit' })
 */
export function arrayValue<T extends z.ZodObject>(row: T, options: { min?: number; max: number; rowLabel?: string }) {
  const one = options.rowLabel ?? 'row';
  const list = listBounds(z.array(row, { error: `Enter a list of ${one}s` }), options, { one, many: `${one}s` });
  // A pipe from an optional input rather than z.preprocess: the record types then let a create leave the list out.
  return z.pipe(
    z
      .unknown()
      .optional()
      .transform((v) => (v === null ? v : (fromJsonText(v) ?? []))),
    list,
  );
}
