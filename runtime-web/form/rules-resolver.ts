import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { checkRules } from '../../runtime-shared/rules';

/**
 * The form's resolver: the entity's zod schema, then its rules across fields
 * (runtime-shared/rules.ts, the same code the server runs), each message
 * under its field. Rules that need the database (`belongsTo`) are the server's.
 */
export function rulesResolver(meta: EntityMeta, schema: ZodType): Resolver<FieldValues> {
  // The generated schemas are typed per entity; this generic form only knows "some values".
  const base = zodResolver(schema as ZodType<FieldValues, FieldValues>) as Resolver<FieldValues>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const parsed = Object.keys(result.errors).length === 0;
    const broken = checkRules(meta.rules, parsed ? result.values : values);
    const errors: FieldErrors = { ...result.errors };
    for (const [field, message] of Object.entries(broken)) errors[field] ??= { type: 'rule', message };
    if (Object.keys(errors).length === 0) return result;
    return { values: {}, errors };
  };
}
