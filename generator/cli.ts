/**
 * `npm run generate`: entities/ → generated/.
 * `npm run generate -- --check`: exits 1 and names each stale file when generated/ differs, or when
 * generated/API-CHANGELOG.md holds a breaking change no entity accepts (review/).
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildArtifacts } from './build';
import { readPreviousState } from './disk';
import { DefinitionError } from './errors';
import { loadEntities, loadRemovedEntities, type ImportModule } from './load';
import { reportLines, reviewArtifacts } from './review';
import { sanitizeEntities } from './sanitize';
import { findStale, writeArtifacts } from './sync';

/** `importModule`: how entity files are imported (load.ts); tests give one that loads changed files afresh. */
export async function run(root: string, args: string[], importModule?: ImportModule): Promise<number> {
  const check = args.includes('--check');
  const loaded = await loadEntities(root, 'entities', importModule);
  const entities = sanitizeEntities(loaded);
  const artifacts = buildArtifacts(entities, { ...readPreviousState(root), removedEntities: await loadRemovedEntities(root, importModule) });
  // What the API's clients and the roles would notice, against the committed documents (docs/change-safety.md).
  const review = reviewArtifacts(root, loaded, artifacts);
  for (const line of reportLines(review)) console.log(line);
  if (check) {
    const stale = findStale(root, artifacts);
    if (stale.length === 0 && review.unaccepted.length > 0) return 1;
    if (stale.length === 0) {
      console.log(`generated/ is up to date with ${entities.length} entities.`);
      return 0;
    }
    console.error('generated/ is out of sync with entities/. Run `npm run generate` and commit the result:');
    for (const s of stale) console.error(`  ${s.file} (${s.reason})`);
    return 1;
  }
  const written = writeArtifacts(root, artifacts);
  for (const s of written) console.log(`${s.reason === 'not produced by the entities' ? 'removed' : 'wrote'} ${s.file}`);
  if (artifacts.newMigration) console.log(`new migration: generated/migrations/${artifacts.newMigration}.ts`);
  console.log(written.length ? `${written.length} files updated from ${entities.length} entities.` : 'generated/ was already up to date.');
  return 0;
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
