/**
 * A Vitest reporter that prints, after the run, the ten test files that took longest (import, setup and
 * tests, per project): where to look first when the suite gets slow. Listed in vitest.config.ts after the
 * default reporter. With TEST_TIMES_FILE=<path> it also writes every file's time there (JSON, slowest
 * first, with the import and test parts apart), to compare two runs file by file.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const SHOWN = 10;

/** How long a file took in its worker: preparing, importing, setting up and running its tests and hooks. */
export function fileMilliseconds(module: TestModule): number {
  const d = module.diagnostic();
  return d.prepareDuration + d.environmentSetupDuration + d.collectDuration + d.setupDuration + d.duration;
}

export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const rows = modules
      .map((m) => {
        const d = m.diagnostic();
        return {
          file: path.relative(process.cwd(), m.moduleId),
          project: m.project.name,
          ms: Math.round(fileMilliseconds(m)),
          importMs: Math.round(d.prepareDuration + d.environmentSetupDuration + d.collectDuration + d.setupDuration),
          tests: [...m.children.allTests()].length,
        };
      })
      .sort((a, b) => b.ms - a.ms);
    if (rows.length === 0) return;
    const output = process.env.TEST_TIMES_FILE;
    if (output) writeFileSync(output, `${JSON.stringify(rows, null, 1)}\n`);
    const lines = rows.slice(0, SHOWN).map(({ file, project, ms }) => `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${project ? `[${project}] ` : ''}${file}`);
    process.stdout.write(`\nThe ${lines.length} slowest test files:\n${lines.join('\n')}\n`);
  }
}
