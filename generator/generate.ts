/**
 * entities/ → generated/, once the kind registries are current (generator/cli.ts runs this).
 * With `--check`: exits 1 and names each stale file when generated/ differs, or when
 * generated/API-CHANGELOG.md holds a breaking change no entity accepts (review/).
 */
import { buildArtifacts } from './build';
import { readPreviousState } from './disk';
import { loadEntities, loadRemovedEntities, type ImportModule } from './load';
import { reportLines, reviewArtifacts } from './review';
import { sanitizeEntities } from './sanitize';
import { findStale, writeArtifacts } from './sync';

/** `importModule`: how entity files are imported (load.ts); tests give one that loads changed files afresh. */
export async function generate(root: string, args: string[], importModule?: ImportModule): Promise<number> {
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

