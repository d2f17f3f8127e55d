/**
 * Runs `npm run generate` on a project, as a developer does, but in the test's own process: spawning
 * the generator (node, tsx, the generator's modules, ts-morph) cost a few seconds of CPU per run, and
 * the migration tests run it dozens of times. Entity files are imported through a tsx namespace of
 * their own per run, so files a test changed are loaded anew, as a new process would load them.
 */
import { register } from 'tsx/esm/api';
import { run } from '../../generator/cli';
import { DefinitionError } from '../../generator/errors';

let runs = 0;

/** The generator's exit code and everything it printed, as `npm run generate` would exit and print. */
export async function generateIn(root: string, args: string[] = []): Promise<{ code: number; output: string }> {
  const printed: string[] = [];
  const { log, error: logError } = console;
  console.log = console.error = (...parts: unknown[]) => void printed.push(`${parts.map(String).join(' ')}\n`);
  const scope = register({ namespace: `generate-${process.pid}-${++runs}` });
  try {
    const code = await run(root, args, (url) => scope.import(url, import.meta.url));
    return { code, output: printed.join('') };
  } catch (error) {
    // What generator/cli.ts prints before it exits 1.
    const message = error instanceof DefinitionError ? `Error in ${error.message}` : String((error as Error).stack ?? error);
    return { code: 1, output: `${printed.join('')}${message}\n` };
  } finally {
    console.log = log;
    console.error = logError;
    await scope.unregister();
  }
}

/** The exit code; a definition error is thrown with the generator's message, as `run()` would throw it. */
export async function generateFresh(root: string, args: string[] = []): Promise<number> {
  const { code, output } = await generateIn(root, args);
  const error = /^Error in (.*)$/ms.exec(output.trim());
  if (code !== 0 && error) throw new Error(error[1]);
  return code;
}
