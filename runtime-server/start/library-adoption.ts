/**
 * Taking the files records show into the media library (uploads/library-adopt.ts) once the server
 * listens, not before: each new file is read and sniffed (~10 ms), so a start after an import of
 * thousands of files would keep the site down for as long. A normal start finds none.
 *
 * It holds the migration lock like the start's own data steps, so two processes starting together take
 * each file in once. A shutdown stops it after the file in hand; the next start takes in the rest.
 */
import type { LocalServices } from '../crud/action-hooks';
import { holdingMigrationLock, type LockWait } from '../db/migration-lock';
import type { EntityTarget } from '../local-api/operations';
import { adoptIntoLibrary } from '../uploads/library-adopt';

export interface LibraryAdoption {
  /** Takes the files in (once per process; a second call answers the first's promise): their paths. */
  run(): Promise<string[]>;
  /** Stops a run after its current file and waits for it: before the database closes. */
  stop(): Promise<void>;
}

export function libraryAdoption(services: LocalServices, targets: readonly EntityTarget[], lock?: LockWait): LibraryAdoption {
  let stopping = false;
  let running: Promise<string[]> | undefined;
  return {
    run: () => (running ??= stopping ? Promise.resolve([]) : holdingMigrationLock(services.db, () => adoptIntoLibrary(services, targets, () => stopping), lock)),
    async stop() {
      stopping = true;
      await running?.catch(() => undefined); // its failure was told to whoever ran it
    },
  };
}

/** The log's line for what a run took in (one or more files). */
export const adoptedLine = (adopted: readonly string[]): string => `added ${adopted.length} file${adopted.length === 1 ? '' : 's'} to the media library`;
