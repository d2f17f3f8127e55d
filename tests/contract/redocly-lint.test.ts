/**
 * The document passes Redocly's linter (its recommended rules, see
 * redocly.yaml) with no error. Offline: no telemetry, no update check.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { ROOT } from '../helpers/temp-project';

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
}

it('redocly lint generated/openapi.json: 0 errors', async () => {
  const run = promisify(execFile);
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  // The linter exits 1 when it finds errors; its JSON report is on stdout either way.
  const { stdout } = await run('npx', ['redocly', 'lint', 'generated/openapi.json', '--format=json'], { cwd: ROOT, env, maxBuffer: 20 * 1024 * 1024 }).catch(
    (failure: { stdout: string }) => failure,
  );
  const report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as { totals: { errors: number; warnings: number }; problems: LintProblem[] };
  const errors = report.problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`);
  expect(errors).toEqual([]);
  expect(report.totals.errors).toBe(0);
});
