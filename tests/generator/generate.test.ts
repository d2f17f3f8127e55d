/**
 * The generator end to end on a copy of the project: emitted code
 * type-checks, `--check` names stale files, and a new field reaches the
 * database (through a new migration), the API and the form.
 */
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../runtime-server/mail/mailer';
import { createApp } from '../../runtime-server/app';
import { folderStore } from '../../runtime-server/uploads/store';
import { ensureAdmin, type AccountTargets } from '../../runtime-server/auth/ensure-admin';
import type { AppContext } from '../../runtime-server/http/context';
import type { Resource } from '../../runtime-server/crud/resource';
import { connectDatabase } from '../../runtime-server/db/connect';
import { migrateToLatest, type Migration } from '../../runtime-server/db/migration-source';
import { gradientPng } from '../../site/server/seed/png';
import { call, form, login } from '../helpers/http';
import { generateFresh as run, generateIn } from '../helpers/generate';
import { makeTempProject, ROOT, typeChecker, type TempProject, type TypeChecker } from '../helpers/temp-project';

let project: TempProject;
/** The type check of the project's entities and emitted code, kept for the check after the new field, which re-checks only what it changed. */
let checker: TypeChecker | undefined;
/** These tests type-check a copy of the project: about 10 s of CPU, several times that on a shared, loaded machine. */
const TSC_TIMEOUT = 240_000;
const migrationFiles = () => readdirSync(path.join(project.root, 'generated/migrations')).filter((f) => /^\d{4}_/.test(f)).sort();
const nextMigration = (name: string) => {
  const last = migrationFiles().at(-1)!;
  expect(last).toMatch(new RegExp(`^\\d{4}_${name}\\.ts$`));
  return `generated/migrations/${last}`;
};
const read = (file: string) => readFileSync(path.join(project.root, file), 'utf8');

beforeAll(() => {
  project = makeTempProject();
  // The committed migration history is an input, never rewritten: without it the generator would start a new history.
  cpSync(path.join(ROOT, 'generated/migrations'), path.join(project.root, 'generated/migrations'), { recursive: true });
  checker = typeChecker(project.root, ['entities', 'generated'].map((folder) => path.join(project.root, folder)));
});
afterAll(() => {
  project.remove();
  // The kept program is some hundreds of MB, and the worker goes on to other files (isolate: false).
  checker = undefined;
});

describe('npm run generate', () => {
  it('emits into a folder holding only the migration history the same files as committed, and they type-check', async () => {
    expect(await run(project.root, [])).toBe(0);
    // Migrations are history: an empty folder gets one migration for the whole schema, the repository one per change.
    for (const file of ['generated/schemas/banner.schema.ts', 'generated/web/banner/BannerFormPage.tsx', 'generated/web/banner/BannerFields.tsx', 'generated/api/index.ts', 'generated/web/admin-routes.tsx', 'generated/web/inline-forms.ts']) {
      expect(read(file)).toBe(readFileSync(path.join(ROOT, file), 'utf8'));
      expect(read(file).split('\n')[0]).toMatch(/^\/\/ Generated from entities\/.* Do not edit/);
    }
    // The committed history is complete: nothing new to migrate, and the snapshot is the one committed.
    expect(read('generated/migrations/schema-snapshot.json')).toBe(readFileSync(path.join(ROOT, 'generated/migrations/schema-snapshot.json'), 'utf8'));
    // Kept: the check after the new field (below) re-checks only what the field changed.
    const result = checker!.check();
    expect(result.output).toBe('');
    expect(result.code).toBe(0);
  }, TSC_TIMEOUT);

  it('--check passes when in sync, names a stale file, and passes again after generate', async () => {
    expect((await generateIn(project.root, ['--check'])).code).toBe(0);
    const file = 'generated/schemas/banner.schema.ts';
    writeFileSync(path.join(project.root, file), read(file).replace("label: 'Title'", "label: 'Edited by hand'"));
    const changed = await generateIn(project.root, ['--check']);
    expect(changed.code).toBe(1);
    expect(changed.output).toContain(`${file} (changed)`);

    writeFileSync(path.join(project.root, 'generated/web/Leftover.tsx'), 'export {};\n');
    const leftover = await generateIn(project.root, ['--check']);
    expect(leftover.code).toBe(1);
    expect(leftover.output).toContain('generated/web/Leftover.tsx (not produced by the entities)');

    expect((await generateIn(project.root)).code).toBe(0);
    expect((await generateIn(project.root, ['--check'])).code).toBe(0);
    expect(existsSync(path.join(project.root, 'generated/web/Leftover.tsx'))).toBe(false);
  });

  it('turns a new field into a new migration, an API field and a form input, keeping existing rows', async () => {
    const dir = path.join(project.root, 'tmp-db');
    const db = connectDatabase({ url: path.join(dir, 'evolve.sqlite') });
    const importFresh = async <T>(file: string): Promise<T> => import(`${pathToFileURL(path.join(project.root, file)).href}?v=${Date.now()}`);
    try {
      // The database as the committed migrations leave it, holding a banner.
      await migrateToLatest(db, (await importFresh<{ migrations: Migration[] }>('generated/migrations/index.ts')).migrations);
      const [service] = await db('services').insert({ name: 'Data', created_at: '2026-01-01', updated_at: '2026-01-01' }).returning('id');
      await db('banners').insert({ title: 'Old', sub_title: 'Row', photo: 'uploads/banner/x.png', service_id: (service as { id: number }).id, created_at: '2026-01-01', updated_at: '2026-01-01' });

      const entity = path.join(project.root, 'entities/banner.entity.ts');
      const source = readFileSync(entity, 'utf8');
      const firstMigration = `generated/migrations/${migrationFiles()[0]}`;
      const first = read(firstMigration);
      writeFileSync(entity, source.replace("import { defineEntity, image,", "import { defineEntity, image, url,").replace("photo: image({ required: 'onCreate' }),", "photo: image({ required: 'onCreate' }),\n    cta_url: url({ label: 'Button link' }),"));

      expect((await generateIn(project.root, ['--check'])).code).toBe(1);
      expect((await generateIn(project.root)).code).toBe(0);
      expect(read(firstMigration)).toBe(first); // never rewritten
      expect(read(nextMigration('add_banners_cta_url'))).toContain("t.string('cta_url', 2048).nullable();");
      expect(read('generated/web/banner/BannerFields.tsx')).toContain('<TextInput name="cta_url" label="Button link" type="url" />');
      expect((await generateIn(project.root, ['--check'])).code).toBe(0);

      await migrateToLatest(db, (await importFresh<{ migrations: Migration[] }>('generated/migrations/index.ts')).migrations);
      expect(await db('banners').select('title', 'cta_url')).toEqual([{ title: 'Old', cta_url: null }]);

      // The API of the regenerated code accepts and answers the new field.
      const { resources } = await importFresh<{ resources: Resource[] }>('generated/server/index.ts');
      const { localApiRegistry } = await importFresh<{ localApiRegistry: AccountTargets }>('generated/server/local-api.ts');
      const mailer = createMailer({ from: 'test@test.local', outboxDir: path.join(dir, 'outbox') });
      const app = createApp({ db, uploads: folderStore(path.join(dir, 'uploads')), jwtSecret: 'test', tokenLifetime: '1h', resources, mailer, publicUrl: 'http://site.test' });
      await ensureAdmin(app.locals.context as AppContext, localApiRegistry, 'dev@test.local', 'developer-password');
      const server = app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      try {
        const token = await login(base, 'dev@test.local', 'developer-password');
        const photo = { data: gradientPng(8, 8, [0, 0, 0], [255, 255, 255]), name: 'p.png', type: 'image/png' };
        const body = form({ title: 'New', sub_title: 'Field', service_id: 1, cta_url: 'https://example.com/offer' }, { photo });
        const created = await call(`${base}/api/banner`, { method: 'POST', token, body });
        expect(created.status).toBe(201);
        expect(created.body.data.cta_url).toBe('https://example.com/offer');
        const invalid = await call(`${base}/api/banner`, { method: 'POST', token, body: form({ title: 'x', sub_title: 'y', service_id: 1, cta_url: 'not a url' }, { photo }) });
        expect(invalid.body.error.fields.cta_url).toMatch(/valid URL/);
      } finally {
        server.close();
      }
      expect(checker!.check()).toEqual({ code: 0, output: '' });
    } finally {
      await db.destroy();
    }
  }, TSC_TIMEOUT);
});
