/**
 * The documents pass Redocly's linter (its recommended rules, see
 * redocly.yaml) with no error: the generated one, and the one the site serves
 * (the generated one plus the site's hand-written routes, site/server/openapi.ts).
 * Offline: no telemetry, no update check.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { siteDocument } from '../../site/server/openapi';
import { readOpenApi } from '../helpers/openapi';
import { ROOT } from '../helpers/temp-project';

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
}

async function lintErrors(file: string): Promise<string[]> {
  const run = promisify(execFile);
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  // The linter exits 1 when it finds errors; its JSON report is on stdout either way.
  const { stdout } = await run('npx', ['redocly', 'lint', file, '--format=json'], { cwd: ROOT, env, maxBuffer: 20 * 1024 * 1024 }).catch(
    (failure: { stdout: string }) => failure,
  );
  const report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as { totals: { errors: number; warnings: number }; problems: LintProblem[] };
  const errors = report.problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`);
  expect(report.totals.errors).toBe(errors.length);
  return errors;
}

it('redocly lint generated/openapi.json: 0 errors', async () => {
  expect(await lintErrors('generated/openapi.json')).toEqual([]);
});

it('redocly lint the served document (with the shop, careers and dashboard routes): 0 errors', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'served-openapi-'));
  try {
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(siteDocument(readOpenApi())));
    expect(await lintErrors(file)).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);
