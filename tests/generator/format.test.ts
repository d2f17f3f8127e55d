/** The generator's last step over every emitted file (generator/format.ts): a syntax check and the formatter. */
import { describe, expect, it } from 'vitest';
import { formatSource } from '../../generator/format';

describe('formatSource', () => {
  it('refuses emitted TypeScript that does not parse, naming the file and the error', () => {
    expect(() => formatSource('generated/web/x/XPage.tsx', 'export const a = <div>;\n')).toThrow(/invalid TypeScript in generated\/web\/x\/XPage\.tsx: .+/);
    expect(() => formatSource('generated/schemas/x.schema.ts', 'export const = 1;\n')).toThrow(/invalid TypeScript in generated\/schemas\/x\.schema\.ts: Variable declaration expected/);
  });

  it('normalises the layout: two-space indents, one newline at the end', () => {
    expect(formatSource('a.ts', 'export function f(){\n\treturn  1;}')).toBe('export function f() {\n  return 1;\n}\n');
  });

  it('formats each text given, also when a path comes again with other text', () => {
    expect(formatSource('b.ts', 'export const a=1')).toBe('export const a = 1\n');
    expect(formatSource('b.ts', 'export const longer={x:2}')).toBe('export const longer = { x: 2 }\n');
  });

  it('leaves files other than TypeScript as they are', () => {
    expect(formatSource('generated/openapi.json', '{ "a":1 }')).toBe('{ "a":1 }');
  });
});
