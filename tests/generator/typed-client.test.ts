/**
 * The typed client makes field names a compile-time contract: a site page
 * that reads a field fails the type check once the field is renamed. And
 * `npm run new-entity` scaffolds a file that generates and type-checks.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { generateFresh as run } from '../helpers/generate';
import { newEntity } from '../../generator/new-entity';
import { makeTempProject, ROOT, typeCheck, type TempProject } from '../helpers/temp-project';

let project: TempProject | undefined;
afterEach(() => {
  project?.remove();
  project = undefined;
});

/** A temp project whose type check also covers the fixture page in `page/`. */
function projectWithPage(): TempProject {
  const p = makeTempProject();
  cpSync(path.join(ROOT, 'tests/fixtures/typed-page'), path.join(p.root, 'page'), { recursive: true });
  writeFileSync(path.join(p.root, 'tsconfig.json'), JSON.stringify({ extends: path.join(ROOT, 'tsconfig.json'), include: ['entities', 'generated', 'page'] }));
  return p;
}

describe('the typed API client', () => {
  it('type-checks a page reading banner.title, and fails it once title is renamed', async () => {
    project = projectWithPage();
    expect(await run(project.root, [])).toBe(0);
    expect(await typeCheck(project.root)).toEqual({ code: 0, output: '' });

    const entity = path.join(project.root, 'entities/banner.entity.ts');
    writeFileSync(entity, readFileSync(entity, 'utf8').replace('title: text(', 'headline: text(').replace("'photo', 'title'", "'photo', 'headline'"));
    // A rename is refused as a schema change (no column drops yet): generate afresh, as for a new project.
    rmSync(path.join(project.root, 'generated'), { recursive: true });
    expect(await run(project.root, [])).toBe(0);
    const result = await typeCheck(project.root);
    expect(result.code).not.toBe(0);
    expect(result.output).toMatch(/page\/BannerTitles\.tsx.*Property 'title' does not exist on type 'Banner'/);
    expect(result.output).toMatch(/page\/BannerTitles\.tsx.*'"-title"' is not assignable/);
    expect(result.output).toMatch(/page\/BannerTitles\.tsx.*'title' does not exist in type/);
  }, 150_000);
});

describe('npm run new-entity', () => {
  it('scaffolds an entity that generates and type-checks, and refuses bad names and existing files', async () => {
    project = makeTempProject();
    const made = newEntity(project.root, 'case_study');
    expect(made.code).toBe(0);
    expect(made.message).toContain('npm run generate');
    expect(readFileSync(path.join(project.root, 'entities/case_study.entity.ts'), 'utf8')).toContain("name: 'case_study'");
    expect(await run(project.root, [])).toBe(0);
    expect(readFileSync(path.join(project.root, 'generated/api/case-study.api.ts'), 'utf8')).toContain('export const caseStudyApi');
    expect(await typeCheck(project.root)).toEqual({ code: 0, output: '' });

    expect(newEntity(project.root, 'case_study')).toMatchObject({ code: 1, message: expect.stringContaining('exists already') });
    for (const bad of ['CaseStudy', '1st', 'case study', undefined]) expect(newEntity(project.root, bad).code).toBe(1);
  }, 120_000);
});
