/**
 * The project's two type-aware ESLint rules (scripts/eslint/), which `npm run lint` runs as part of
 * `npm test`, each a guard of the design: site code writes records through the local API, not with knex;
 * code outside kinds/ does not branch on a field kind's name. Each is run on a probe file written for it,
 * with the type checker as the lint run has it, and the lines it reports are compared with the lines it
 * must report: a rule that stops reporting (or reports what it must leave alone) fails here, not silently
 * in the lint. (The third rule, no-literal-ui-text, needs no types: tests/unit/no-literal-ui-text.test.ts.)
 */
import { ESLint } from 'eslint';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noKindNameBranches } from '../../scripts/eslint/no-kind-name-branches.js';
import { noKnexWrites } from '../../scripts/eslint/no-knex-writes.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

// Each probe line that a rule must report ends with `// reported`.
const KNEX_PROBE = `import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
declare const db: Knex;
declare const records: { update(entity: string, id: number, values: object): Promise<void>; delete(entity: string, id: number): Promise<void> };
export async function probe(kept: Map<string, number>): Promise<void> {
  await db('users').insert({ email: 'a@example.com' }); // reported
  await db('users').where({ id: 1 }).update({ email: 'b@example.com' }); // reported
  await db('users').where({ id: 1 }).del(); // reported
  await db('users').where({ id: 1 }).increment('logins', 1); // reported
  await db.raw('DELETE FROM users WHERE id = ?', [1]); // reported
  await db.raw(\`update users set email = ''\`); // reported
  await db.raw('select count(*) from users');
  await db('users').where({ id: 1 }).first('id');
  await records.update('user', 1, { email: 'c@example.com' });
  await records.delete('user', 1);
  kept.delete('key');
  createHash('sha256').update('text').digest('hex');
}
`;

const KIND_PROBE = `import type { FieldKind } from '../../kinds/registry/names';
declare const field: { kind: FieldKind; name: string };
declare const question: { kind: 'single' | 'multiple' };
export function probe(): number {
  let n = 0;
  if (field.kind === 'money') n++; // reported
  if ('text' !== field.kind) n++; // reported
  switch (field.kind) { // reported
    default: n++;
  }
  if (question.kind === 'single') n++;
  if (field.name === 'money') n++;
  return n;
}
`;

let dir: string;
let eslint: ESLint;

beforeAll(() => {
  // Inside the project, so that knex's types resolve from its node_modules as in the lint run.
  mkdirSync(path.join(ROOT, 'tmp'), { recursive: true });
  dir = mkdtempSync(path.join(ROOT, 'tmp', 'eslint-rules-'));
  const compilerOptions = { strict: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', types: ['node'], skipLibCheck: true, noEmit: true };
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, include: ['*.ts'] }));
  writeFileSync(path.join(dir, 'knex-probe.ts'), KNEX_PROBE);
  writeFileSync(path.join(dir, 'kind-probe.ts'), KIND_PROBE);
  eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser, parserOptions: { project: './tsconfig.json', tsconfigRootDir: dir } },
        plugins: { local: { rules: { 'no-knex-writes': noKnexWrites, 'no-kind-name-branches': noKindNameBranches } } },
      },
      { files: ['knex-probe.ts'], rules: { 'local/no-knex-writes': 'error' } },
      { files: ['kind-probe.ts'], rules: { 'local/no-kind-name-branches': 'error' } },
    ],
  });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The lines of `file` the rule reports, as `<line> <rule>`, and whether any file failed to parse. */
async function reported(file: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([file]);
  return result!.messages.map((m) => `${m.line} ${m.ruleId ?? `parse error: ${m.message}`}`);
}

describe("the project's ESLint rules", () => {
  it('no-knex-writes reports knex writes and raw writing SQL, and leaves the local API, reads, maps and hashes alone', async () => {
    expect(await reported('knex-probe.ts')).toEqual(['6 local/no-knex-writes', '7 local/no-knex-writes', '8 local/no-knex-writes', '9 local/no-knex-writes', '10 local/no-knex-writes', '11 local/no-knex-writes']);
  });

  it("no-kind-name-branches reports comparisons and switches on a field kind's name, and leaves other kinds alone", async () => {
    expect(await reported('kind-probe.ts')).toEqual(['6 local/no-kind-name-branches', '7 local/no-kind-name-branches', '8 local/no-kind-name-branches']);
  });
});
