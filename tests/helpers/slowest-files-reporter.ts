/**
 * A Vitest reporter that prints, after the run, the ten test files that took longest (import, setup and
 * tests, per project): where to look first when the suite gets slow. Listed in vitest.config.ts after the
 * default reporter.
 */
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
      .map((m) => ({ file: path.relative(process.cwd(), m.moduleId), project: m.project.name, ms: fileMilliseconds(m) }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SHOWN);
    if (rows.length === 0) return;
    const lines = rows.map(({ file, project, ms }) => `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${project ? `[${project}] ` : ''}${file}`);
    process.stdout.write(`\nThe ${rows.length} slowest test files:\n${lines.join('\n')}\n`);
  }
}
