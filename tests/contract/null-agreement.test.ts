/**
 * Issue 14 item 1, without a server: for every entity, field and write
 * operation, the three places that decide about null agree. The zod schema
 * (what the server accepts), the documented input schema (what clients are
 * told) and the column (what the database can hold): null is accepted only
 * where it is documented and where the column can store it.
 */
import { describe, expect, it } from 'vitest';
import type { ZodObject } from 'zod';
import snapshot from '../../generated/migrations/schema-snapshot.json';
import { entityMetas } from '../../generated/schemas';
import type { EntityMeta } from '../../runtime-shared/meta';
import type { JsonSchema } from '../../runtime-shared/openapi';
import { readOpenApi } from '../helpers/openapi';

const doc = readOpenApi();
const pascal = (name: string) => name.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase());
const camel = (name: string) => pascal(name).replace(/^\w/, (c) => c.toLowerCase());

async function schemasOf(meta: EntityMeta): Promise<{ create: ZodObject; update: ZodObject }> {
  const module = (await import(`../../generated/schemas/${meta.name}.schema.ts`)) as Record<string, ZodObject>;
  return { create: module[`${camel(meta.name)}CreateSchema`]!, update: module[`${camel(meta.name)}UpdateSchema`]! };
}

const nullable = (schema: JsonSchema | undefined) =>
  Array.isArray(schema?.type) ? schema.type.includes('null') : schema?.type === 'null' || (schema?.enum ?? []).includes(null);

const columns = snapshot.tables as Record<string, { columns: Record<string, { nullable: boolean }> }>;

describe.each(entityMetas.map((m) => [m.name, m] as const))('%s', (_name, meta) => {
  it('accepts null only where the document says so and the column can hold it', async () => {
    const { create, update } = await schemasOf(meta);
    // A write nobody may call (access 'none', the audit log) has no body in the document.
    const operations = (meta.singleton ? (['Update'] as const) : (['Create', 'Update', 'Patch'] as const)).filter(
      (op) => meta.access[op === 'Create' ? 'create' : 'update'] !== 'none',
    );
    const zodFor = { Create: create, Update: update, Patch: update.partial() };
    const problems: string[] = [];
    for (const op of operations) {
      const input = doc.components.schemas[`${pascal(meta.name)}${op}`];
      expect(input, `${pascal(meta.name)}${op}`).toBeDefined();
      for (const field of meta.fields) {
        const parsed = zodFor[op].safeParse({ [field.name]: null });
        const refused = !parsed.success && parsed.error.issues.some((i) => i.path[0] === field.name);
        const documented = nullable(input!.properties?.[field.name]);
        if (refused === documented) problems.push(`${op} ${field.name}: zod ${refused ? 'refuses' : 'accepts'} null, the document ${documented ? 'allows' : 'refuses'} it`);
        // A null that zod lets through is stored: the column must hold it (write-only fields drop it: "keep the old one").
        const stored = !refused && !field.writeOnly && (parsed.success ? parsed.data : {})[field.name] !== undefined;
        const column = columns[meta.table]!.columns[field.name];
        if (stored && column && !column.nullable) problems.push(`${op} ${field.name}: null passes validation but the column is NOT NULL`);
      }
    }
    const record = doc.components.schemas[pascal(meta.name)]!;
    for (const field of meta.fields) {
      const column = columns[meta.table]!.columns[field.name];
      if (column && !column.nullable && nullable(record.properties?.[field.name])) problems.push(`record ${field.name}: documented nullable, the column is NOT NULL`);
    }
    expect(problems).toEqual([]);
  });
});
