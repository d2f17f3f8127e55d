/**
 * Changes that would lose or reject data are refused by `npm run generate`
 * until the definition declares what to do. Each refusal names the entity
 * file and field, says what to declare, and writes nothing.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateFresh as run } from '../helpers/generate';
import { makeTempProject, type TempProject } from '../helpers/temp-project';

let project: TempProject;
const originals = new Map<string, string>();
const file = (name: string) => path.join(project.root, name);

/** Every file under generated/, with its text: what "writes nothing" compares. */
function generatedState(): string {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [`${path.join(dir, e.name)}\n${readFileSync(path.join(dir, e.name), 'utf8')}`]));
  return walk(file('generated')).sort().join('\n');
}

function edit(entity: string, from: string, to: string) {
  const text = readFileSync(file(entity), 'utf8');
  expect(text, `${entity} holds ${from}`).toContain(from);
  writeFileSync(file(entity), text.replace(from, to));
}

beforeAll(() => {
  project = makeTempProject({ copyGenerated: true });
  for (const f of readdirSync(file('entities'))) originals.set(`entities/${f}`, readFileSync(file(`entities/${f}`), 'utf8'));
});
afterAll(() => project.remove());
beforeEach(() => {
  for (const [f, text] of originals) writeFileSync(file(f), text);
  rmSync(file('entities/removed.ts'), { force: true });
});

async function expectRefusal(message: RegExp) {
  const before = generatedState();
  await expect(run(project.root, [])).rejects.toThrow(message);
  expect(generatedState()).toBe(before);
}

describe('the generator refuses changes that would lose data', () => {
  it('a removed field, unless removedFields lists it', async () => {
    edit('entities/banner.entity.ts', "    sub_title: text({ required: true, label: 'Subtitle', localized: true }),\n", '');
    await expectRefusal(/^entities\/banner\.entity\.ts \(sub_title\): the field was removed.*add removedFields: \['sub_title'\] to the entity.*renamedFrom: 'sub_title'/);
  });

  it('a removed entity, unless entities/removed.ts lists it', async () => {
    rmSync(file('entities/testimonial.entity.ts'));
    await expectRefusal(/^entities\/testimonial\.entity\.ts: the entity "testimonial" is gone, and dropping its table testimonials deletes its rows\. To drop it, list it in entities\/removed\.ts \(export default \['testimonial'\]\)/);
  });

  it('a field that becomes an array, unless it declares rowsFrom naming a text sub-field', async () => {
    // Issue 25: the stored rich text would not read as rows; rowsFrom says how to turn its items into rows.
    edit('entities/job.entity.ts', "summary: textarea({ label: 'Short description', max: 500, help: 'Shown on the careers list', localized: true })", "summary: array({ text: text({ required: true }) })");
    await expectRefusal(/^entities\/job\.entity\.ts \(summary\): the field now has sub-fields, and the values stored in its column would not read as them\..*declare rowsFrom: \{ format: 'html' \| 'json' \| 'lines', into: '<sub-field>' \}/);
    edit('entities/job.entity.ts', 'summary: array({ text: text({ required: true }) })', "summary: array({ text: text({ required: true }) }, { rowsFrom: { format: 'lines', into: 'line' } })");
    await expectRefusal(/^entities\/job\.entity\.ts \(summary\): rowsFrom\.into: "line" is not a text or textarea sub-field of the field/);
  });

  it('a field made required, unless it declares a backfill or a default', async () => {
    edit('entities/user.entity.ts', 'last_name: text({ max: 80 })', 'last_name: text({ max: 80, required: true })');
    await expectRefusal(/^entities\/user\.entity\.ts \(last_name\): the field becomes required.*Declare backfill: <value>/);
  });

  it('a new required field, unless it declares a backfill', async () => {
    edit('entities/user.entity.ts', 'last_name: text({ max: 80 }),', "last_name: text({ max: 80 }),\n    nickname: text({ required: true }),");
    await expectRefusal(/^entities\/user\.entity\.ts \(nickname\): the new field is required.*Declare backfill: <value>/);
  });

  it('a narrowing type change, unless it declares convert: true', async () => {
    edit('entities/service.entity.ts', "summary: textarea({ label: 'Short description', max: 500, localized: true })", 'summary: number()');
    edit('entities/service.entity.ts', "body: ['summary', 'body']", "body: ['body']"); // a number holds no words to search
    await expectRefusal(/^entities\/service\.entity\.ts \(summary\): the column changes from text to integer.*Declare convert: true/);
    edit('entities/service.entity.ts', 'name: text({ required: true, max: 120, localized: true })', 'name: text({ required: true, max: 60, localized: true })');
    await expectRefusal(/\(name\): the column changes from string\(120\) to string\(60\)/);
  });

  it('a renamedFrom that names no column', async () => {
    edit('entities/banner.entity.ts', "sub_title: text({ required: true, label: 'Subtitle', localized: true })", "subtitle: text({ required: true, label: 'Subtitle', localized: true, renamedFrom: 'sub_titel' })");
    await expectRefusal(/^entities\/banner\.entity\.ts \(subtitle\): renamedFrom: "sub_titel" is not a column of table banners/);
  });

  it('accepts each change once declared, in one new migration', async () => {
    edit('entities/user.entity.ts', 'last_name: text({ max: 80 })', "last_name: text({ max: 80, required: true, backfill: '' })");
    edit('entities/banner.entity.ts', "    sub_title: text({ required: true, label: 'Subtitle', localized: true }),\n", '');
    edit('entities/banner.entity.ts', "list: { columns: ['photo', 'title'] },", "removedFields: ['sub_title'],\n  list: { columns: ['photo', 'title'] },");
    const before = readdirSync(file('generated/migrations'));
    expect(await run(project.root, [])).toBe(0);
    const added = readdirSync(file('generated/migrations')).filter((f) => !before.includes(f));
    // The next number after the committed migrations (other branches add their own).
    const next = String(before.filter((f) => /^\d{4}_/.test(f)).length + 1).padStart(4, '0');
    expect(added).toEqual([`${next}_drop_banners_sub_title_alter_users_last_name.ts`]);
    const text = readFileSync(file(`generated/migrations/${added[0]}`), 'utf8');
    expect(text).toContain("await trx('users').whereNull('last_name').update({ last_name: '' });");
    expect(text).toContain("t.dropColumn('sub_title');");
  });
});
