/**
 * Issue 25: a change to the sub-fields of a group or a blocks field migrates the values stored, in place,
 * under the rules of columns: a rename declared with `renamedFrom` keeps the values, a new required
 * sub-field is filled with its `backfill`, a removed sub-field or block type must be declared
 * (`removedFields`, `removedTypes`) and is then removed from the stored values; undeclared, the generator
 * refuses, naming the entity file, the sub-field and what to declare. The migration the generator writes
 * (in a copy of the project) then runs on a real database (SQLite, and PostgreSQL with TEST_DATABASE_URL)
 * holding pages saved through the API. It sits among the HTTP suites so that it runs on both databases.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateFresh } from '../helpers/generate';
import { call, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';
import { makeTempProject, type TempProject } from '../helpers/temp-project';

let project: TempProject;
let original: string;
const pageFile = () => path.join(project.root, 'entities/page.entity.ts');

function edit(text: string, from: string, to: string): string {
  expect(text, `page.entity.ts holds ${from}`).toContain(from);
  return text.replace(from, to);
}

/** The page entity with its sub-fields changed: seo.title renamed, seo.robots new and required, seo.no_index removed; quote → testimonial, cta removed. */
function changed(declared: { removed: boolean }): string {
  let text = original;
  text = edit(text, "title: text({ max: 70, help: 'The title search engines show; the page title when empty' })", "heading: text({ max: 70, renamedFrom: 'title' }), robots: text({ required: true, max: 40, backfill: 'index, follow' })");
  text = edit(text, ", no_index: boolean({ label: 'Hide from search engines' }) },\n      { label: 'Search engines', localized: true },", ` },\n      { label: 'Search engines', localized: true${declared.removed ? ", removedFields: ['no_index']" : ''} },`);
  text = edit(text, "quote: block({ text: textarea({ required: true, max: 600 }), author: text({ max: 120 }) }, { label: 'Quote' }),", "testimonial: block({ text: textarea({ required: true, max: 600 }), author: text({ max: 120 }) }, { label: 'Testimonial', renamedFrom: 'quote' }),");
  const sections = "{ label: 'Page sections', help: 'Shown below the body, in this order. The page with the address \"home\" orders the home page.', localized: true";
  text = edit(text, `      ${sections} },`, `      ${sections}${declared.removed ? ", removedTypes: ['cta']" : ''} },`);
  const cta = /\n {8}cta: block\([\s\S]*?\{ label: 'Call to action' \},\n {8}\),/.exec(text);
  expect(cta, 'the cta block').not.toBeNull();
  return text.replace(cta![0], '');
}

let server: TestServer;
let admin: string;

beforeAll(async () => {
  project = makeTempProject({ copyGenerated: true });
  original = readFileSync(pageFile(), 'utf8');
  server = await startTestServer();
  admin = await login(server.url, ADMIN.email, ADMIN.password);
}, 120_000);
afterAll(async () => {
  project?.remove();
  await server?.close();
});

describe('changing the sub-fields of stored JSON values', () => {
  it('refuses a removed sub-field or block type until it is declared', async () => {
    writeFileSync(pageFile(), changed({ removed: false }));
    await expect(generateFresh(project.root)).rejects.toThrow(
      /^entities\/page\.entity\.ts \(seo\.no_index\): the sub-field was removed, and its stored values would be lost\. To remove them, add removedFields: \['no_index'\] to the field/,
    );
    writeFileSync(pageFile(), changed({ removed: false }).replace("{ label: 'Search engines', localized: true }", "{ label: 'Search engines', localized: true, removedFields: ['no_index'] }"));
    await expect(generateFresh(project.root)).rejects.toThrow(/^entities\/page\.entity\.ts \(layout\.cta\): the block type was removed.*add removedTypes: \['cta'\] to the field/);
  }, 120_000);

  it('refuses a new required sub-field without a backfill', async () => {
    writeFileSync(pageFile(), changed({ removed: true }).replace(", backfill: 'index, follow'", ''));
    await expect(generateFresh(project.root)).rejects.toThrow(/^entities\/page\.entity\.ts \(seo\.robots\): the new sub-field is required, but the values already stored have none\. Declare backfill/);
  }, 120_000);

  it('writes a migration that renames, fills and removes in the stored values, and runs it on pages saved before', async () => {
    const page = await call(`${server.url}/api/page`, {
      method: 'POST',
      token: admin,
      json: {
        slug: 'reshaped',
        title: 'Reshaped',
        body: '<p>Body</p>',
        seo: { title: 'Old title', no_index: true },
        layout: [
          { type: 'quote', text: 'Kept', author: 'Ada' },
          { type: 'cta', heading: 'Go', button_label: 'Go', button_url: '/contact-us', style: 'primary' },
          { type: 'hero', heading: 'Hello' },
        ],
      },
    });
    expect(page.status, JSON.stringify(page.body)).toBe(201);

    writeFileSync(pageFile(), changed({ removed: true }));
    expect(await generateFresh(project.root)).toBe(0);
    const dir = path.join(project.root, 'generated/migrations');
    const name = readdirSync(dir).filter((f) => /^\d{4}_.*\.ts$/.test(f)).sort().pop()!;
    const code = readFileSync(path.join(dir, name), 'utf8');
    expect(code).toContain("// entities/page.entity.ts: reshape the values stored in pages.seo: title → heading, remove no_index, robots = 'index, follow' where empty");
    expect(code).toContain("// entities/page.entity.ts: reshape the values stored in pages.layout: block type quote → testimonial, remove blocks of type cta");
    expect(code).toContain("await reshapeJson(trx, 'pages', 'seo', { form: 'one', parts: { '': { rename: { title: 'heading' }, fill: { robots: 'index, follow' }, drop: ['no_index'] } } });");

    const migration = (await import(path.join(dir, name))) as { up(knex: Knex): Promise<void>; down(knex: Knex): Promise<void> };
    await migration.up(server.db);
    const stored = await server.db('pages').where({ slug: 'reshaped' }).first('seo', 'layout');
    const read = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);
    expect(read(stored.seo)).toEqual({ heading: 'Old title', description: null, robots: 'index, follow' });
    expect(read(stored.layout)).toEqual([
      { type: 'testimonial', text: 'Kept', author: 'Ada' },
      { type: 'hero', eyebrow: null, heading: 'Hello', subheading: null, button_label: null, button_url: null },
    ]);
    // Down renames back; what was removed stays removed.
    await migration.down(server.db);
    const back = await server.db('pages').where({ slug: 'reshaped' }).first('seo', 'layout');
    expect(read(back.seo)).toEqual({ title: 'Old title', description: null, robots: 'index, follow' });
    expect((read(back.layout) as { type: string }[]).map((b) => b.type)).toEqual(['quote', 'hero']);
  }, 180_000);
});
