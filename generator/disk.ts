/** The generator's only contact with the disk: reading the previous state, listing and writing files. */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SNAPSHOT_PATH, type PreviousState } from './build';
import { EMPTY_SNAPSHOT, type Snapshot } from './snapshot';

const MIGRATION = /^\d{4}_[a-z0-9_]+\.ts$/;

export function readPreviousState(root: string): PreviousState {
  const snapshotFile = path.join(root, SNAPSHOT_PATH);
  const snapshot = existsSync(snapshotFile) ? (JSON.parse(readFileSync(snapshotFile, 'utf8')) as Snapshot) : EMPTY_SNAPSHOT;
  const dir = path.join(root, 'generated/migrations');
  const migrations = existsSync(dir) ? readdirSync(dir).filter((f) => MIGRATION.test(f)).sort().map((f) => f.slice(0, -3)) : [];
  return { snapshot, migrations };
}

/** Every file under generated/, relative to the root, with forward slashes. */
export function listGenerated(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(path.join(root, dir))) return;
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else out.push(rel);
    }
  };
  walk('generated');
  return out.sort();
}

export const isWrittenMigration = (file: string): boolean =>
  file.startsWith('generated/migrations/') && MIGRATION.test(path.posix.basename(file));

export function readText(root: string, file: string): string | undefined {
  const full = path.join(root, file);
  return existsSync(full) ? readFileSync(full, 'utf8') : undefined;
}

export function writeText(root: string, file: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

export function removeFile(root: string, file: string): void {
  rmSync(path.join(root, file));
}
