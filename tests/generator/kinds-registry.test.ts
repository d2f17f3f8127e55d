/**
 * The field-kind registries (kinds/registry/) are written by `npm run generate` from the folders of
 * kinds/: a new folder is listed by the next run, and `generate --check` fails, naming the files,
 * while a registry is out of date. web.ts appears only once some kind has a web part; dsl.ts lists the
 * kinds' DSL builders.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kindRegistryFiles } from '../../generator/kinds-registry';
import { generateIn } from '../helpers/generate';
import { makeTempProject, ROOT, type TempProject } from '../helpers/temp-project';

let project: TempProject;
beforeAll(() => {
  project = makeTempProject({ copyGenerated: true, copyKinds: true });
});
afterAll(() => project?.remove());

const registry = (file: string) => readFileSync(path.join(project.root, 'kinds/registry', file), 'utf8');

describe('the kind registries', () => {
  it('match the folders of kinds/ as committed', () => {
    for (const [file, text] of kindRegistryFiles(ROOT)) expect(readFileSync(path.join(ROOT, file), 'utf8'), file).toBe(text);
    expect(registry('names.ts')).toContain("  | 'manyToMany'\n");
    expect(registry('emit.ts')).toContain("import { emit as richTextEmit } from '../rich-text/emit';");
    expect(registry('server.ts')).toContain('  richText: richTextServer,');
  });

  it('list a new folder after one run; --check fails and names the stale files until then', async () => {
    const folder = path.join(project.root, 'kinds/star-rating');
    mkdirSync(folder);
    writeFileSync(path.join(folder, 'emit.ts'), "export const starRating = () => ({ kind: 'starRating' });\nexport const STARS = 5;\nexport const emit = {};\n");
    const check = await generateIn(project.root, ['--check']);
    expect(check.code).toBe(1);
    expect(check.output).toContain('kinds/registry/ is out of date');
    for (const file of ['names.ts', 'emit.ts', 'dsl.ts', 'server.ts']) expect(check.output).toContain(`kinds/registry/${file}`);

    const run = await generateIn(project.root);
    expect(run.code, run.output).toBe(0);
    expect(registry('names.ts')).toContain("  | 'starRating'\n");
    expect(registry('emit.ts')).toContain("import { emit as starRatingEmit } from '../star-rating/emit';");
    expect(registry('server.ts')).toContain('  starRating: starRatingServer,');
    // Its builder (not its constants, not `emit`) joins the DSL that entity files import.
    expect(registry('dsl.ts')).toContain("export { starRating } from '../star-rating/emit';\n");
    expect((await generateIn(project.root, ['--check'])).code).toBe(0);
  });

  it('write web.ts once a kind has a web part, listing the kinds that have one', () => {
    // A root of its own: the project's kinds all have web parts by now.
    const root = mkdtempSync(path.join(tmpdir(), 'kinds-web-'));
    try {
      for (const folder of ['star-rating', 'thumbs']) {
        mkdirSync(path.join(root, 'kinds', folder), { recursive: true });
        writeFileSync(path.join(root, 'kinds', folder, 'emit.ts'), 'export const emit = {};\n');
      }
      expect(kindRegistryFiles(root).has('kinds/registry/web.ts')).toBe(false);
      writeFileSync(path.join(root, 'kinds/star-rating/web.tsx'), 'export const web = {};\n');
      expect(kindRegistryFiles(root).get('kinds/registry/web.ts')).toBe(
        [
          '// Written by npm run generate from the folders in kinds/: do not edit.',
          "import type { WebKind } from '../types/web';",
          "import type { FieldKind } from './names';",
          "import { web as starRatingWeb } from '../star-rating/web';",
          '',
          'export const webKinds = {',
          '  starRating: starRatingWeb,',
          '} satisfies Record<FieldKind, WebKind>;',
          '',
        ].join('\n'),
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
