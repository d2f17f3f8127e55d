/**
 * Runs `npm run generate` in a project in a process of its own, as a
 * developer does: entity files the test changed are loaded anew.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './temp-project';

/** The generator's exit code and everything it printed. */
export async function generateIn(root: string, args: string[] = []): Promise<{ code: number; output: string }> {
  const tsx = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [tsx, path.join(root, 'generator/cli.ts'), ...args], { cwd: root });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as { code?: unknown; stdout?: string; stderr?: string };
    if (typeof e.code !== 'number') throw error;
    return { code: e.code, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

/** The exit code; a definition error is thrown with the generator's message, as `run()` would throw it. */
export async function generateFresh(root: string, args: string[] = []): Promise<number> {
  const { code, output } = await generateIn(root, args);
  const error = /^Error in (.*)$/ms.exec(output.trim());
  if (code !== 0 && error) throw new Error(error[1]);
  return code;
}
