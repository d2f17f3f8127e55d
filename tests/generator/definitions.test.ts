/**
 * Mistakes in entity definitions: the compiler catches typos in names and
 * relation targets, and the sanitizer names the file and field of the rest.
 */
import path from 'node:path';
import { Project } from 'ts-morph';
import { describe, expect, it } from 'vitest';
import { defineEntity, relation, text, type AnyEntity } from '../../generator/dsl';
import { DefinitionError } from '../../generator/errors';
import { sanitizeEntities } from '../../generator/sanitize';
import { diffSchema } from '../../generator/diff';
import { EMPTY_SNAPSHOT, snapshotOf } from '../../generator/snapshot';
import { ROOT } from '../helpers/temp-project';

const project = new Project({ tsConfigFilePath: path.join(ROOT, 'tsconfig.json'), skipAddingFilesFromTsConfig: true });

function compileErrors(source: string): string[] {
  const file = project.createSourceFile(path.join(ROOT, 'entities', `probe-${Math.random().toString(36).slice(2)}.entity.ts`), source);
  try {
    return file.getPreEmitDiagnostics().map((d) => {
      const message = d.getMessageText();
      return typeof message === 'string' ? message : message.getMessageText();
    });
  } finally {
    project.removeSourceFile(file);
  }
}

const entityWith = (field: string, imports = "import service from './service.entity';") => `
import { defineEntity, relation, text } from '../generator/dsl';
${imports}
export default defineEntity({
  name: 'probe',
  fields: {
    title: text({ required: true }),
    ${field}
  },
  list: { columns: ['title'] },
});
`;

describe('type errors in entity definitions', () => {
  it('accepts a correct relation', () => {
    expect(compileErrors(entityWith("service_id: relation(() => service, { show: 'name' }),"))).toEqual([]);
  });

  it('rejects a relation to a misspelt entity', () => {
    const errors = compileErrors(entityWith("service_id: relation(() => servce, { show: 'name' }),"));
    expect(errors.join('\n')).toMatch(/Cannot find name 'servce'/);
  });

  it('rejects a relation whose target is not an entity', () => {
    expect(compileErrors(entityWith("service_id: relation(() => 'service', { show: 'name' }),")).length).toBeGreaterThan(0);
  });

  it("rejects a shown field the target doesn't have", () => {
    const errors = compileErrors(entityWith("service_id: relation(() => service, { show: 'nmae' }),"));
    expect(errors.join('\n')).toMatch(/nmae/);
  });

  it('rejects a list column that is not a field', () => {
    const errors = compileErrors(entityWith('').replace("columns: ['title']", "columns: ['titel']"));
    expect(errors.join('\n')).toMatch(/titel/);
  });
});

describe('the sanitizer names the entity file and field', () => {
  const service = defineEntity({ name: 'service', fields: { name: text() } });
  const load = (definition: AnyEntity) => [
    { source: 'entities/service.entity.ts', definition: service },
    { source: 'entities/probe.entity.ts', definition },
  ];

  it('a relation field must end in _id', () => {
    const probe = defineEntity({ name: 'probe', fields: { service: relation(() => service, { show: 'name' }) } });
    expect(() => sanitizeEntities(load(probe))).toThrow(/entities\/probe\.entity\.ts \(service\): a relation field's name ends in _id/);
  });

  it('a relation to an entity outside entities/ is refused', () => {
    const stray = defineEntity({ name: 'stray', fields: { name: text() } });
    const probe = defineEntity({ name: 'probe', fields: { stray_id: relation(() => stray, { show: 'name' }) } });
    expect(() => sanitizeEntities(load(probe))).toThrow(DefinitionError);
  });

  it('system columns cannot be declared', () => {
    const probe = defineEntity({ name: 'probe', fields: { id: text() } });
    expect(() => sanitizeEntities(load(probe))).toThrow(/probe\.entity\.ts \(id\): "id" is added to every table/);
  });

  it('rules, soft delete and computed action values are checked', () => {
    const probe = (extra: Partial<AnyEntity>) => defineEntity({ name: 'probe', fields: { a: text(), service_id: relation(() => service, { show: 'name' }) }, ...extra } as AnyEntity);
    expect(() => sanitizeEntities(load(probe({ rules: [{ field: 'a', lessThan: 'b' }] } as Partial<AnyEntity>)))).toThrow(/probe\.entity\.ts \(rules \(a\)\): "b" is not a field/);
    expect(() => sanitizeEntities(load(probe({ rules: [{ field: 'service_id', belongsTo: { relation: 'a', via: 'nope' } }] } as Partial<AnyEntity>)))).toThrow(/"nope" is not a field of service/);
    expect(() => sanitizeEntities(load(probe({ rules: [{ field: 'a', belongsTo: { relation: 'service_id', via: 'name' } }] } as Partial<AnyEntity>)))).toThrow(/belongsTo needs a relation field/);
    expect(() => sanitizeEntities(load(probe({ actions: { go: { label: 'Go', set: { a: '$tomorrow' } } } } as Partial<AnyEntity>)))).toThrow(/\$tomorrow" is not a computed value; use \$now or \$user/);
    const [, sanitized] = sanitizeEntities(load(probe({ softDelete: true, rules: [{ field: 'a', notBefore: 'a' }] } as Partial<AnyEntity>)));
    expect(sanitized!.internalFields.map((f) => [f.name, f.column])).toEqual([['deleted_at', { type: 'string', length: 30, nullable: true, index: true }]]);
    expect(sanitized!.rules).toEqual([{ field: 'a', notBefore: 'a', message: 'Must not be before the a' }]);
  });

  it('two entities cannot share a name', () => {
    expect(() => sanitizeEntities(load(defineEntity({ name: 'service', table: 'other', fields: { a: text() } })))).toThrow(/entity name "service" is also used/);
  });
});

describe('schema snapshots and migration order', () => {
  it('creates referenced tables first and refuses to drop a field silently', () => {
    const service = defineEntity({ name: 'service', fields: { name: text() } });
    const banner = defineEntity({ name: 'banner', fields: { title: text(), service_id: relation(() => service, { show: 'name' }) } });
    // Declared banner first: the diff must still create services before banners.
    const entities = sanitizeEntities([
      { source: 'entities/banner.entity.ts', definition: banner },
      { source: 'entities/service.entity.ts', definition: service },
    ]);
    const changes = diffSchema(EMPTY_SNAPSHOT, entities);
    expect(changes.map((c) => c.table)).toEqual(['services', 'banners']);

    const withoutTitle = sanitizeEntities([
      { source: 'entities/banner.entity.ts', definition: defineEntity({ name: 'banner', fields: { service_id: relation(() => service, { show: 'name' }) } }) },
      { source: 'entities/service.entity.ts', definition: service },
    ]);
    expect(() => diffSchema(snapshotOf(entities), withoutTitle)).toThrow(/banner\.entity\.ts \(title\): the field was removed/);
  });
});
