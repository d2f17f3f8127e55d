/**
 * A JSON field with a declared schema: the zod helper generated schemas use when the entity gives one.
 * The generator writes the declared JSON Schema out as zod (kinds/json/schema-zod.ts); this checks the
 * object against it.
 */
import type { z } from 'zod';
import { jsonValue } from '../../runtime-shared/validation';

/**
 * A JSON object that also matches `declared`. Each mismatch is one message on the field that names where
 * inside the object it is (`page.1: ...`), since a JSON field's value is one input.
 * @example jsonObject(z.record(z.string(), z.array(z.enum(['read', 'update']))))
 */
export function jsonObject(declared: z.ZodType) {
  return jsonValue().superRefine((value, ctx) => {
    const checked = declared.safeParse(value);
    if (checked.success) return;
    const issue = checked.error.issues[0]!;
    const where = issue.path.map(String).join('.');
    ctx.addIssue({ code: 'custom', message: where ? `${where}: ${issue.message}` : issue.message });
  });
}
