/**
 * The docs cannot drift from the code: every TypeScript example of README.md and docs/*.md is compiled
 * as a file of the project (tests/helpers/doc-examples.ts says how a page places its examples).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkExamples, extractExamples, projectExamples } from '../helpers/doc-examples';
import { ROOT } from '../helpers/temp-project';

const PAGES = ['README.md', ...readdirSync(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

describe('the documentation examples', () => {
  it('type-check against the project', () => {
    const examples = projectExamples(ROOT, PAGES);
    // The pages that must carry checked examples do: a page whose examples all turned `nocheck` would pass unseen.
    const pages = new Set(examples.map((e) => e.page));
    for (const page of ['docs/getting-started.md', 'docs/dsl-and-field-kinds.md', 'docs/access-and-roles.md', 'docs/api-and-typed-client.md', 'docs/shop.md']) {
      expect(pages, page).toContain(page);
    }
    expect(checkExamples(ROOT, examples)).toEqual([]);
  }, 120_000);

  it('fail on a wrong example, naming the page and line, and skip only blocks marked nocheck', () => {
    const page = [
      '# A page',
      '',
      '```ts file=entities/doc_example.entity.ts',
      "import { defineEntity, relation, text } from '../generator/dsl';",
      "import service from './service.entity';",
      '',
      'export default defineEntity({',
      "  name: 'doc_example',",
      "  fields: { title: text(), service_id: relation(() => service, { show: 'nmae' }) },",
      '});',
      '```',
      '',
      '```ts',
      "const answer: number = 'forty-two';",
      '```',
      '',
      '```ts nocheck',
      'this is not TypeScript at all',
      '```',
      '',
      '```sh',
      'npm test',
      '```',
    ].join('\n');
    const examples = extractExamples('docs/wrong.md', page);
    expect(examples.map((e) => [e.file, e.line])).toEqual([
      ['entities/doc_example.entity.ts', 4],
      ['docs/wrong.example-2.ts', 14],
    ]);
    const messages = checkExamples(ROOT, examples);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/^docs\/wrong\.md:9: Type '"nmae"' is not assignable to type/);
    expect(messages[1]).toBe("docs/wrong.md:14: Type 'string' is not assignable to type 'number'.");
  }, 120_000);

  it('refuse to shadow a file of the project', () => {
    const examples = extractExamples('docs/x.md', "```ts file=entities/banner.entity.ts\nexport default 1;\n```\n");
    expect(() => checkExamples(ROOT, examples)).toThrow('docs/x.md:2: file=entities/banner.entity.ts exists in the project');
  });
});
