/**
 * Runs `npm run generate` in a project in a process of its own, as a
 * developer does: entity files the test changed are loaded anew. Answers the
 * exit code; a definition error is thrown with the generator's message.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './temp-project';

export async function generateFresh(root: string, args: string[] = []): Promise<number> {
  const tsx = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
  try {
    await promisify(execFile)(process.execPath, [tsx, path.join(root, 'generator/cli.ts'), ...args], { cwd: root });
    return 0;
  } catch (error) {
    const e = error as { code?: number; stderr?: string };
    const output = (e.stderr ?? '').trim();
    if (output.startsWith('Error in ')) throw new Error(output.slice('Error in '.length));
    if (typeof e.code === 'number') return e.code;
    throw error;
  }
}
