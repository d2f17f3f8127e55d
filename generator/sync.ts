/**
 * Writing the artifacts, and checking that the disk already matches them.
 * Migrations written earlier are never rewritten nor removed.
 */
import type { Artifacts } from './build';
import { isWrittenMigration, listGenerated, readText, removeFile, writeText } from './disk';

export interface StaleFile {
  file: string;
  reason: 'missing' | 'changed' | 'not produced by the entities';
}

export function findStale(root: string, artifacts: Artifacts): StaleFile[] {
  const stale: StaleFile[] = [];
  for (const [file, text] of artifacts.files) {
    const current = readText(root, file);
    if (current === undefined) stale.push({ file, reason: 'missing' });
    else if (current !== text) stale.push({ file, reason: 'changed' });
  }
  for (const file of listGenerated(root)) {
    if (!artifacts.files.has(file) && !isWrittenMigration(file)) stale.push({ file, reason: 'not produced by the entities' });
  }
  return stale;
}

/** Writes what changed and removes what the entities no longer produce; returns what it did. */
export function writeArtifacts(root: string, artifacts: Artifacts): StaleFile[] {
  const stale = findStale(root, artifacts);
  for (const { file, reason } of stale) {
    if (reason === 'not produced by the entities') removeFile(root, file);
    else writeText(root, file, artifacts.files.get(file)!);
  }
  return stale;
}
