/** The color kind on its own: its zod helper, what the generator emits for it, and its server part. */
import { describe, expect, it } from 'vitest';
import { emit } from './emit';
import { server } from './server';
import { colorValue } from './value';

const ctx = { name: 'accent_color', label: 'Accent colour', required: false, declaredRequired: false } as const;

describe('colorValue', () => {
  it('accepts #rrggbb in either case, trimmed, and keeps it in lower case', () => {
    expect(colorValue({ required: true }).parse('#12ab9F')).toBe('#12ab9f');
    expect(colorValue({ required: false }).parse(' #ABCDEF ')).toBe('#abcdef');
  });

  it('refuses names, short codes and other text, saying what to type', () => {
    for (const bad of ['red', '#12345', '#1234567', '12ab9f', '#12ab9g', 'rgb(1,2,3)']) {
      const result = colorValue({ required: false }).safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Enter a colour as # followed by six hex digits, e.g. #1e90ff');
    }
  });

  it('blank is no colour when optional, and "required" when required', () => {
    expect(colorValue({ required: false }).parse('')).toBeNull();
    expect(colorValue({ required: false }).parse(null)).toBeNull();
    expect(colorValue({ required: false }).parse(undefined)).toBeUndefined();
    expect(colorValue({ required: true }).safeParse('  ').error?.issues[0]?.message).toBe('This field is required');
  });
});

describe('the generator part', () => {
  const field = { kind: 'color' } as const;

  it('is a seven-character column, and its zod expression uses its own helper', () => {
    expect(emit.column(field, ctx)).toEqual({ type: 'string', length: 7, nullable: true });
    expect(emit.zod(field, { ...ctx, required: true })).toBe('colorValue({ required: true })');
    expect(emit.zodHelpers).toEqual({ from: 'kinds/color/value', names: ['colorValue'] });
    expect(emit.tsType(field, ctx)).toBe('string | null');
  });

  it('describes the value with the pattern the helper checks', () => {
    expect(emit.jsonSchema(field, { ...ctx, mode: 'input' })).toEqual({ type: ['string', 'null'], pattern: '^#[0-9a-fA-F]{6}$', description: 'A colour as #rrggbb', examples: ['#1e90ff'] });
  });
});

describe('the server part', () => {
  it('filters by the code in lower case, as it is stored', () => {
    expect(server.filterValue?.(' #12AB9F', { column: 'accent_color', field: undefined, param: 'filter[accent_color]' })).toBe('#12ab9f');
  });
});
