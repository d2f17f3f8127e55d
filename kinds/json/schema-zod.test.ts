/** The declared schema of a JSON field as zod source (kinds/json/schema-zod.ts), and what that zod accepts. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaToZod } from './schema-zod';

/** The generated expression, run as the generated schema runs it. */
const run = (source: string): z.ZodType => {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the generator's output is code: run it to see what it checks
  const make = new Function('z', `return ${source};`) as (zod: typeof z) => z.ZodType;
  return make(z);
};

describe('schemaToZod', () => {
  it('writes a map of lists of choices, without repeats', () => {
    const source = schemaToZod({ type: 'object', additionalProperties: { type: 'array', items: { enum: ['read', 'update'] }, uniqueItems: true } });
    expect(source).toBe(
      "z.record(z.string(), z.array(z.enum(['read', 'update'])).refine((list) => new Set(list.map((item) => JSON.stringify(item))).size === list.length, 'Items must not repeat'))",
    );
    const schema = run(source);
    expect(schema.safeParse({ page: ['read'] }).success).toBe(true);
    expect(schema.safeParse({ page: ['read', 'read'] }).error?.issues[0]?.message).toBe('Items must not repeat');
    expect(schema.safeParse({ page: ['fly'] }).error?.issues[0]?.path).toEqual(['page', 0]);
  });

  it('writes objects with required and optional properties, bounds and patterns', () => {
    const schema = run(
      schemaToZod({
        type: 'object',
        properties: { name: { type: 'string', minLength: 1, maxLength: 5, pattern: '^[a-z]+$' }, level: { type: 'integer', minimum: 1, maximum: 3 }, on: { type: 'boolean' } },
        required: ['name'],
        additionalProperties: false,
      }),
    );
    expect(schema.safeParse({ name: 'abc', level: 2 }).success).toBe(true);
    expect(schema.safeParse({ level: 2 }).success).toBe(false);
    expect(schema.safeParse({ name: 'ABC' }).success).toBe(false);
    expect(schema.safeParse({ name: 'abc', level: 1.5 }).success).toBe(false);
    expect(schema.safeParse({ name: 'abc', extra: 1 }).success).toBe(false);
  });

  it('refuses a keyword it does not check, naming it and where it is', () => {
    expect(() => schemaToZod({ type: 'object', properties: { a: { oneOf: [{ type: 'string' }] } } }, 'settings.schema')).toThrow(
      'settings.schema.a: the JSON Schema keyword "oneOf" is not supported by json({ schema })',
    );
    expect(() => schemaToZod({ type: ['string', 'null'] })).toThrow('give one "type"');
  });
});
