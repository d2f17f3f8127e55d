/**
 * The change review end to end, on a copy of the project: removing a field is a breaking change that
 * `generate --check` refuses until the entity accepts it, and opening a field to customers is printed
 * as a permission change; both go into generated/API-CHANGELOG.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateIn } from '../helpers/generate';
import { makeTempProject, type TempProject } from '../helpers/temp-project';

let project: TempProject;
const file = (name: string) => path.join(project.root, name);
const edit = (name: string, from: string, to: string) => {
  const text = readFileSync(file(name), 'utf8');
  expect(text).toContain(from);
  writeFileSync(file(name), text.replace(from, to));
};
const changelog = () => readFileSync(file('generated/API-CHANGELOG.md'), 'utf8');

beforeAll(() => {
  project = makeTempProject({ copyGenerated: true });
});
afterAll(() => project.remove());

describe('the change review of npm run generate', () => {
  it('refuses a removed field in --check until the entity accepts it', async () => {
    edit('entities/banner.entity.ts', "    sub_title: text({ required: true, label: 'Subtitle', localized: true }),\n", '');
    edit('entities/banner.entity.ts', "  list: { columns: ['photo', 'title'] },", "  list: { columns: ['photo', 'title'] },\n  removedFields: ['sub_title'],");

    // Not generated yet: --check names the stale files and prints the change it would make.
    const stale = await generateIn(project.root, ['--check']);
    expect(stale.code).toBe(1);
    expect(stale.output).toContain('BREAKING banner.sub_title removed (NOT ACCEPTED)');
    expect(stale.output).toContain('generated/openapi.json (changed)');

    const generated = await generateIn(project.root);
    expect(generated.code).toBe(0);
    expect(generated.output).toContain('BREAKING banner.sub_title removed (NOT ACCEPTED)');
    expect(generated.output).toContain('BREAKING GET /api/banner parameter sort no longer allows sub_title (NOT ACCEPTED)');
    // The one declaration needed: the removal accepts its traces in the list, export and bulk parameters (and its translations: it is localized).
    expect(generated.output).toContain("Accept them in the entity they concern: breaking: ['banner.sub_title removed']\n");
    expect(changelog()).toContain('- `banner.sub_title removed` (');
    expect(changelog()).toContain('): NOT ACCEPTED');

    // Everything is generated, yet the check fails: the changelog holds a breaking change no entity accepts.
    const refused = await generateIn(project.root, ['--check']);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Breaking changes no entity accepts (`npm run generate -- --check` fails until one does):\n  banner-selection.sub_title removed\n  banner-selection.translations.*.sub_title removed\n  banner.sub_title removed\n  banner.translations.*.sub_title removed\n');

    edit('entities/banner.entity.ts', "  removedFields: ['sub_title'],", "  removedFields: ['sub_title'],\n  breaking: ['banner.sub_title removed'],");
    const accepted = await generateIn(project.root);
    expect(accepted.code).toBe(0);
    expect(accepted.output).toContain('wrote generated/API-CHANGELOG.md');
    expect(changelog()).not.toContain('NOT ACCEPTED');
    expect(changelog()).toContain('): accepted in entities/banner.entity.ts');
    const passed = await generateIn(project.root, ['--check']);
    expect(passed.output).toContain('generated/ is up to date');
    expect(passed.code).toBe(0);
  });

  it('prints who gains what when a field is added to customers\' orders and a staff-only field is opened', async () => {
    edit('entities/order.entity.ts', "    notes: textarea({", "    internal_note: textarea({ max: 500 }),\n    notes: textarea({");
    edit('entities/contact.entity.ts', "read: boolean({ label: 'Read', default: false, staffOnly: true })", "read: boolean({ label: 'Read', default: false })");
    const before = changelog();
    const generated = await generateIn(project.root);
    expect(generated.code).toBe(0);
    expect(generated.output).toContain('Permission changes:\n');
    expect(generated.output).toContain('  customer can now read order.internal_note\n');
    expect(generated.output).toContain('  anyone can now set contact.read on create\n');
    expect(generated.output).toContain('  order.internal_note added\n');
    // A new entry above the earlier one, with the permission lines; not breaking, so --check passes.
    expect(changelog()).toContain('Permissions:\n- anyone can now set contact.read on create\n');
    expect(changelog()).toContain('- customer can now read order.internal_note\n');
    expect(changelog().endsWith(before.slice(before.indexOf('## ')))).toBe(true);
    expect((await generateIn(project.root, ['--check'])).code).toBe(0);
    // A repeated run changes nothing.
    expect((await generateIn(project.root)).output).toContain('generated/ was already up to date.');
  });
});
