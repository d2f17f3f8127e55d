/**
 * The typed client makes field names a compile-time contract: a site page
 * that reads a field fails the type check once the field is renamed. And
 * `npm run new-entity` scaffolds a file that generates and type-checks.
 *
 * Both are judged by one type check over two projects (`typeChecker`, tests/helpers/temp-project.ts): "as is" (the
 * entities, the scaffolded case_study, the page) must have no error, "renamed" (banner's title renamed,
 * the same page) exactly the page's errors.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateFresh as run } from '../helpers/generate';
import { newEntity } from '../../generator/new-entity';
import { makeTempProject, ROOT, typeChecker, type TempProject } from '../helpers/temp-project';

let asIs: TempProject;
let renamed: TempProject;
let checkDir: string;
/** The type check's errors over both projects, one line each, paths relative to the project they are in (`asIs:page/…`). */
let errors: string[] = [];

/** A temp project whose type check also covers the fixture page in `page/`. */
function projectWithPage(): TempProject {
  const p = makeTempProject();
  cpSync(path.join(ROOT, 'tests/fixtures/typed-page'), path.join(p.root, 'page'), { recursive: true });
  return p;
}

beforeAll(async () => {
  asIs = projectWithPage();
  renamed = projectWithPage();
  expect(newEntity(asIs.root, 'case_study').code).toBe(0);
  const entity = path.join(renamed.root, 'entities/banner.entity.ts');
  writeFileSync(entity, readFileSync(entity, 'utf8').replace('title: text(', 'headline: text(').replace("'photo', 'title'", "'photo', 'headline'"));
  // Both generated afresh, as for a new project (a rename of a committed column would be refused as a schema change).
  expect(await run(asIs.root, [])).toBe(0);
  expect(await run(renamed.root, [])).toBe(0);

  checkDir = mkdtempSync(path.join(ROOT, 'tmp', 'check-'));
  const folders = [asIs, renamed].flatMap((p) => ['entities', 'generated', 'page'].map((f) => path.join(p.root, f)));
  writeFileSync(path.join(checkDir, 'tsconfig.json'), JSON.stringify({ extends: path.join(ROOT, 'tsconfig.json'), include: folders }));
  const result = typeChecker(checkDir, folders).check();
  const names = new Map([[path.basename(asIs.root), 'asIs'], [path.basename(renamed.root), 'renamed']]);
  // The check prints, as tsc would, `../project-XXXX/page/BannerTitles.tsx(12,3): error TS2339: …` (paths relative to checkDir).
  errors = result.output
    .split('\n')
    .filter((line) => / error TS\d+:/.test(line))
    .map((line) => line.replace(/^\.\.\/(project-[^/]+)\//, (_, dir: string) => `${names.get(dir) ?? dir}:`));
  expect(result.code === 0, 'the check fails exactly when it reports errors').toBe(errors.length === 0);
}, 300_000);

afterAll(() => {
  for (const p of [asIs, renamed]) p?.remove();
  if (checkDir) rmSync(checkDir, { recursive: true, force: true });
});

describe('the typed API client', () => {
  it('type-checks a page reading banner.title, and fails it once title is renamed', () => {
    expect(errors.filter((e) => e.startsWith('asIs:'))).toEqual([]);
    const page = errors.filter((e) => e.startsWith('renamed:page/BannerTitles.tsx'));
    expect(page.find((e) => /Property 'title' does not exist on type 'Banner'/.test(e))).toBeDefined();
    expect(page.find((e) => /'"-title"' is not assignable/.test(e))).toBeDefined();
    expect(page.find((e) => /'title' does not exist in type/.test(e))).toBeDefined();
    // Nothing but the page broke: the regenerated code itself type-checks.
    expect(errors.filter((e) => !e.startsWith('renamed:page/'))).toEqual([]);
  });
});

describe('fields and expand in the typed client', () => {
  it('types an answer with only the fields asked for, and an expanded relation as its whole record', () => {
    // page/ProductSelection.ts reads what it asked for and, under @ts-expect-error, what it did not:
    // an unused @ts-expect-error is itself an error (TS2578), so a client that stopped narrowing fails here.
    expect(readFileSync(path.join(asIs.root, 'page/ProductSelection.ts'), 'utf8')).toContain('@ts-expect-error `slug` was not asked for');
    expect(errors.filter((e) => e.startsWith('asIs:page/ProductSelection.ts'))).toEqual([]);
    expect(errors.filter((e) => e.startsWith('renamed:page/ProductSelection.ts'))).toEqual([]);
  });
});

describe('npm run new-entity', () => {
  it('scaffolds an entity that generates and type-checks, and refuses bad names and existing files', () => {
    expect(readFileSync(path.join(asIs.root, 'entities/case_study.entity.ts'), 'utf8')).toContain("name: 'case_study'");
    expect(readFileSync(path.join(asIs.root, 'generated/api/case-study.api.ts'), 'utf8')).toContain('export const caseStudyApi');
    // Type-checked with the rest of the "as is" project above.
    expect(errors.filter((e) => e.startsWith('asIs:'))).toEqual([]);

    const made = newEntity(renamed.root, 'case_study');
    expect(made.code).toBe(0);
    expect(made.message).toContain('npm run generate');
    expect(newEntity(renamed.root, 'case_study')).toMatchObject({ code: 1, message: expect.stringContaining('exists already') });
    for (const bad of ['CaseStudy', '1st', 'case study', undefined]) expect(newEntity(renamed.root, bad).code).toBe(1);
  });
});
