/**
 * Mistakes in entity definitions: the compiler catches typos in names and
 * relation targets, and the sanitizer names the file and field of the rest.
 */
import path from 'node:path';
import { Project } from 'ts-morph';
import { describe, expect, it } from 'vitest';
import { date, datetime, defineEntity, enumOf, number, relation, text, type AnyEntity } from '../../generator/dsl';
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

  it('localized: only text, textarea, rich text, group, array and blocks fields; not unique ones; adds the translations field', () => {
    const numbers = defineEntity({ name: 'probe', fields: { title: text({ localized: true }), price: number({ localized: true }) } });
    expect(() => sanitizeEntities(load(numbers))).toThrow(/probe\.entity\.ts \(price\): localized: number fields cannot be translated; only array, blocks, group, richText, text, textarea fields can/);
    const unique = defineEntity({ name: 'probe', fields: { slug: text({ unique: true, localized: true }) } });
    expect(() => sanitizeEntities(load(unique))).toThrow(/\(slug\): localized: a unique field names one record in every language/);
    const named = defineEntity({ name: 'probe', fields: { title: text({ localized: true }), translations: text() } });
    expect(() => sanitizeEntities(load(named))).toThrow(/\(translations\): localized fields keep their translations in a column of this name/);
    const entity = sanitizeEntities(load(defineEntity({ name: 'probe', fields: { title: text({ localized: true }), code: text() } }))).find((e) => e.name === 'probe');
    expect(entity!.fields.map((f) => [f.name, f.meta.localized ?? false, f.meta.readOnly ?? false])).toEqual([['title', true, false], ['code', false, false], ['translations', false, true]]);
    expect(entity!.listColumns).toEqual(['title', 'code']);
  });

  it('a navigation label in another admin language: only an admin language, with a text; kept for the nav', () => {
    const probe = (labels: Record<string, unknown>) => defineEntity({ name: 'probe', fields: { title: text() }, admin: { nav: { order: 5, label: 'Probes', labels } } });
    expect(() => sanitizeEntities(load(probe({ fr: 'Sondes' })))).toThrow(/probe\.entity\.ts \(admin\.nav\.labels\.fr\): "fr" is not an admin language; use one of en, de/);
    expect(() => sanitizeEntities(load(probe({ de: ' ' })))).toThrow(/\(admin\.nav\.labels\.de\): give the label in that language/);
    expect(sanitizeEntities(load(probe({ de: 'Sonden' })))[1]!.nav).toEqual({ order: 5, label: 'Probes', labels: { de: 'Sonden' }, related: ['add-probe', 'edit-probe', 'probe-details'] });
  });

  it('system columns cannot be declared', () => {
    const probe = defineEntity({ name: 'probe', fields: { id: text() } });
    expect(() => sanitizeEntities(load(probe))).toThrow(/probe\.entity\.ts \(id\): "id" is added to every table/);
  });

  it('search names fields that hold words, on an entity the public may read, and an address of its fields', () => {
    const probe = (search: unknown, access = { read: 'public' }) => defineEntity({ name: 'probe', fields: { title: text(), out_at: datetime() }, access, search } as AnyEntity);
    expect(() => sanitizeEntities(load(probe({ title: ['title'], url: '/p/:id' }, { read: 'admin' })))).toThrow(/probe\.entity\.ts \(search\): the site search answers visitors: it needs access\.read 'public' \(it is 'admin'\)/);
    expect(() => sanitizeEntities(load(probe({ title: ['out_at'], url: '/p/:id' })))).toThrow(/\(search\): title: "out_at" is a datetime field, which holds no words to search/);
    expect(() => sanitizeEntities(load(probe({ title: ['title'], body: ['nope'], url: '/p/:id' })))).toThrow(/\(search\): body: "nope" is not a field of this entity/);
    expect(() => sanitizeEntities(load(probe({ title: ['title'], url: '/p/:slug' })))).toThrow(/\(search\): url: ":slug" is not a field of this entity/);
    expect(sanitizeEntities(load(probe({ title: ['title'], url: '/p/:id' })))[1]!.search).toEqual({ title: ['title'], body: [], url: '/p/:id' });
  });

  it("{ lte: 'now' } in a public filter needs a date or datetime field", () => {
    const probe = defineEntity({ name: 'probe', fields: { title: text(), out_at: datetime() }, publicFilter: { title: { lte: 'now' } } });
    expect(() => sanitizeEntities(load(probe))).toThrow(/probe\.entity\.ts \(publicFilter\.title\): \{ lte: 'now' \} needs a date or datetime field, and "title" is a text field/);
    const fine = defineEntity({ name: 'probe', fields: { title: text(), out_at: datetime() }, publicFilter: { out_at: { lte: 'now' } } });
    expect(sanitizeEntities(load(fine))[1]!.publicFilter).toEqual({ out_at: { lte: 'now' } });
  });

  it("{ gte: 'today' } needs a date field; a condition has no other shape", () => {
    const fields = { title: text(), out_at: datetime(), deadline: date() };
    const probe = (publicFilter: unknown) => defineEntity({ name: 'probe', fields, publicFilter } as AnyEntity);
    expect(() => sanitizeEntities(load(probe({ out_at: { gte: 'today' } })))).toThrow(/probe\.entity\.ts \(publicFilter\.out_at\): \{ gte: 'today' \} needs a date field, and "out_at" is a datetime field/);
    const shapes = [{ gte: 'now' }, { lte: 'today' }, { gte: 'today', lte: 'now' }, { gte: 'today', orNull: false }, { lte: 'now', orNull: 1 }, {}];
    for (const shape of shapes) expect(() => sanitizeEntities(load(probe({ deadline: shape }))), JSON.stringify(shape)).toThrow(/a condition is a value to equal, \{ lte: 'now' \} or \{ gte: 'today' \}/);
    expect(sanitizeEntities(load(probe({ deadline: { gte: 'today', orNull: true } })))[1]!.publicFilter).toEqual({ deadline: { gte: 'today', orNull: true } });
  });

  it('rules, soft delete and computed action values are checked', () => {
    const probe = (extra: Partial<AnyEntity>) => defineEntity({ name: 'probe', fields: { a: text(), service_id: relation(() => service, { show: 'name' }) }, ...extra });
    expect(() => sanitizeEntities(load(probe({ rules: [{ field: 'a', lessThan: 'b' }] })))).toThrow(/probe\.entity\.ts \(rules \(a\)\): "b" is not a field/);
    expect(() => sanitizeEntities(load(probe({ rules: [{ field: 'service_id', belongsTo: { relation: 'a', via: 'nope' } }] })))).toThrow(/"nope" is not a field of service/);
    expect(() => sanitizeEntities(load(probe({ rules: [{ field: 'a', belongsTo: { relation: 'service_id', via: 'name' } }] })))).toThrow(/belongsTo needs a relation field/);
    expect(() => sanitizeEntities(load(probe({ actions: { go: { label: 'Go', set: { a: '$tomorrow' } } } })))).toThrow(/\$tomorrow" is not a computed value; use \$now or \$user/);
    const [, sanitized] = sanitizeEntities(load(probe({ softDelete: true, rules: [{ field: 'a', notBefore: 'a' }] })));
    expect(sanitized!.internalFields.map((f) => [f.name, f.column])).toEqual([['deleted_at', { type: 'string', length: 30, nullable: true, index: true }]]);
    expect(sanitized!.rules).toEqual([{ field: 'a', notBefore: 'a', message: 'Must not be before the a' }]);
  });

  it('details.related and editableWhile are checked against the other entity', () => {
    const basket = (extra: Partial<AnyEntity>) => defineEntity<AnyEntity['fields']>({ name: 'basket', fields: { code: text(), state: enumOf({ open: 'Open', sent: 'Sent' }) }, ...extra });
    const line = (extra: Partial<AnyEntity>) => defineEntity<AnyEntity['fields']>({ name: 'basket_line', fields: { basket_id: relation(() => basket({}), { show: 'code' }), label: text() }, ...extra });
    const both = (parent: Partial<AnyEntity>, child: Partial<AnyEntity>) => sanitizeEntities([
      { source: 'entities/basket.entity.ts', definition: basket(parent) },
      { source: 'entities/basket-line.entity.ts', definition: line(child) },
    ]);
    const related = (r: object) => ({ details: { related: [r] } }) as Partial<AnyEntity>;
    expect(() => both(related({ entity: 'basket_lines', field: 'basket_id', columns: ['label'] }), {})).toThrow(/basket\.entity\.ts \(details\.related\[0\]\): "basket_lines" is not an entity/);
    expect(() => both(related({ entity: 'basket_line', field: 'label', columns: ['label'] }), {})).toThrow(/"label" is not a relation of basket_line pointing at basket/);
    expect(() => both(related({ entity: 'basket_line', field: 'basket_id', columns: ['lable'] }), {})).toThrow(/"lable" is not a field of basket_line/);
    const [parent] = both(related({ entity: 'basket_line', field: 'basket_id', columns: ['label'] }), {});
    expect(parent!.detailsRelated).toEqual([{ name: 'basket-line', camel: 'basketLine', field: 'basket_id', title: 'Basket Lines', columns: ['label'] }]);

    const lock = (rule: object) => ({ editableWhile: rule }) as Partial<AnyEntity>;
    expect(() => both({}, lock({ relation: 'label', field: 'state', in: ['open'] }))).toThrow(/basket-line\.entity\.ts \(editableWhile\): "label" is not a relation field/);
    expect(() => both({}, lock({ relation: 'basket_id', field: 'code', in: ['open'] }))).toThrow(/"code" is not an enum field of basket/);
    expect(() => both({}, lock({ relation: 'basket_id', field: 'state', in: ['opened'] }))).toThrow(/"opened" is not a value of basket\.state/);
    const [, child] = both({}, lock({ relation: 'basket_id', field: 'state', in: ['open'] }));
    expect(child!.editableWhile).toEqual({ relation: 'basket_id', table: 'baskets', field: 'state', in: ['open'], message: 'This basket can no longer change, so neither can its basket lines' });
    expect(child!.fields.find((f) => f.name === 'basket_id')!.meta.relation!.also).toEqual(['state']);
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

describe('owner access and unique combinations', () => {
  const user = defineEntity({ name: 'user', fields: { email: text() } });
  const service = defineEntity({ name: 'service', fields: { name: text() } });
  const owned = (rest: Partial<AnyEntity>, field = relation(() => user, { show: 'email', required: true })) =>
    sanitizeEntities([
      { source: 'entities/user.entity.ts', definition: user },
      { source: 'entities/service.entity.ts', definition: service },
      { source: 'entities/note.entity.ts', definition: { name: 'note', fields: { title: text(), user_id: field, service_id: relation(() => service, { show: 'name' }) }, ...rest } },
    ]).find((e) => e.name === 'note')!;
  const OWNED = { read: 'owner', create: 'authenticated', update: 'owner', delete: 'owner' } as const;

  it('accepts an owned entity and carries owner and unique into the model', () => {
    const note = owned({ owner: 'user_id', access: OWNED, unique: [{ fields: ['user_id', 'service_id'] }] });
    expect(note.owner).toBe('user_id');
    expect(note.access).toEqual(OWNED);
    expect(note.unique).toEqual([{ fields: ['user_id', 'service_id'], message: 'Another record has the same user and service' }]);
  });

  it("refuses 'owner' access without an owner field", () => {
    expect(() => owned({ access: { read: 'owner', write: 'admin' } })).toThrow(/note\.entity\.ts \(access\): read: 'owner' needs the field that names each row's owner: add owner: 'user_id'/);
  });

  it('refuses an owner that is not a field, or not a relation to user', () => {
    expect(() => owned({ owner: 'usr_id', access: OWNED })).toThrow(/note\.entity\.ts \(owner\): "usr_id" is not a field of this entity/);
    expect(() => owned({ owner: 'service_id', access: OWNED })).toThrow(/\(owner\): "service_id" must be a relation to user/);
    expect(() => owned({ owner: 'title', access: OWNED })).toThrow(/\(owner\): "title" must be a relation to user/);
  });

  it("refuses create: 'owner' (and write: 'owner' without create) and a public create", () => {
    expect(() => owned({ owner: 'user_id', access: { read: 'owner', write: 'owner' } })).toThrow(/create cannot be 'owner': a new row has no owner yet\. Use create: 'authenticated'/);
    expect(() => owned({ owner: 'user_id', access: { ...OWNED, create: 'public' } })).toThrow(/create cannot be 'public' on an owned entity/);
  });

  it('refuses an optional owner where signed-in users create, a staffOnly owner and a singleton', () => {
    expect(() => owned({ owner: 'user_id', access: OWNED }, relation(() => user, { show: 'email' }))).toThrow(/"user_id" must be required: signed-in users create these rows/);
    expect(() => owned({ owner: 'user_id', access: OWNED }, relation(() => user, { show: 'email', required: true, staffOnly: true }))).toThrow(/remove staffOnly from "user_id"/);
    expect(() => owned({ owner: 'user_id', access: { read: 'owner', write: 'admin' }, singleton: true })).toThrow(/a singleton has one record for everyone and no owner/);
  });

  it('refuses an owner that changes nothing, and owners changing rows they cannot read', () => {
    expect(() => owned({ owner: 'user_id', access: { read: 'admin', write: 'admin' } })).toThrow(/owner changes nothing here/);
    expect(() => owned({ owner: 'user_id', access: { read: 'admin', create: 'admin', update: 'owner', delete: 'admin' } })).toThrow(/update: 'owner' lets owners change rows they cannot read/);
  });

  it('an optional owner is fine where only staff create (applications without an account)', () => {
    expect(owned({ owner: 'user_id', access: { read: 'owner', write: 'admin' } }, relation(() => user, { show: 'email' })).owner).toBe('user_id');
  });

  it('refuses a unique combination naming an unknown field or a field twice', () => {
    expect(() => owned({ unique: [{ fields: ['title', 'titel'] }] })).toThrow(/note\.entity\.ts \(unique\[0\]\): "titel" is not a field/);
    expect(() => owned({ unique: [{ fields: ['title', 'title'] }] })).toThrow(/\(unique\[0\]\): a field is named twice/);
  });

  it('creates, adds and drops unique indexes in migrations', () => {
    const plain = owned({});
    const paired = owned({ unique: [{ fields: ['title', 'service_id'] }] });
    expect(diffSchema(EMPTY_SNAPSHOT, [paired]).find((c) => c.table === 'notes')).toMatchObject({ type: 'createTable', unique: [['title', 'service_id']] });
    expect(diffSchema(snapshotOf([plain]), [paired])).toEqual([{ type: 'addUnique', table: 'notes', source: 'entities/note.entity.ts', columns: ['title', 'service_id'] }]);
    expect(diffSchema(snapshotOf([paired]), [plain])).toEqual([{ type: 'dropUnique', table: 'notes', source: 'entities/note.entity.ts', columns: ['title', 'service_id'] }]);
  });
});
