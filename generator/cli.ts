/**
 * `npm run generate`: kinds/ → kinds/registry/, then entities/ → generated/.
 * `npm run generate -- --check`: exits 1 and names each stale file when either differs, or when
 * generated/API-CHANGELOG.md holds a breaking change no entity accepts (review/).
 *
 * The generator reads the field kinds through kinds/registry/emit.ts, which this run may rewrite
 * (a new folder in kinds/): so the registries are brought up to date first, and the rest of the
 * generator, which imports the emit registry, is imported only after that.
 */
import { existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DefinitionError } from './errors';
import { kindRegistryFiles } from './kinds-registry';
import type { ImportModule } from './load';

/** `importModule`: how entity files are imported (load.ts); tests give one that loads changed files afresh. */
export async function run(root: string, args: string[], importModule?: ImportModule): Promise<number> {
  const check = args.includes('--check');
  const current = (file: string) => (existsSync(path.join(root, file)) ? readFileSync(path.join(root, file), 'utf8') : undefined);
  const stale = [...kindRegistryFiles(root)].filter(([file, text]) => current(file) !== text);
  if (check && stale.length > 0) {
    console.error('kinds/registry/ is out of date with the folders of kinds/. Run `npm run generate` and commit the result:');
    for (const [file] of stale) console.error(`  ${file}`);
    return 1;
  }
  for (const [file, text] of stale) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
    console.log(`wrote ${file}`);
  }
  const { generate } = await import('./generate');
  return generate(root, args, importModule);
}

if (process.argv[1] && realpathSync(path.resolve(process.argv[1])) === fileURLToPath(import.meta.url)) {
  // npm runs scripts from the package root; tests run the generator inside temporary copies of the project.
  const root = process.cwd();
  run(root, process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof DefinitionError) console.error(`Error in ${error.message}`);
      else console.error(error);
      process.exit(1);
    },
  );
}
