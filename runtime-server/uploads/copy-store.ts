/**
 * Copies every stored file from one upload store to another (`npm run storage:migrate`,
 * site/server/storage-migrate.ts), while the server keeps serving from the first: files are only
 * read there, never changed. Originals, thumbnails and crops alike, public and private: everything
 * listed in the folders given (`uploads/<entity>/`, `private/<entity>/`).
 *
 * Resumable without a progress table: a file already in the target with the same SHA-256 is skipped,
 * so a run stopped halfway (or a second run after the switch, for files added meanwhile) copies only
 * what is missing. A file in the target with other bytes (a damaged earlier copy) is replaced. Every
 * copy is read back from the target and its SHA-256 compared with the original's; a mismatch is
 * reported as failed and the bad copy removed, so the next run tries again.
 */
import { createHash } from 'node:crypto';
import type { UploadStore } from './store';

export type CopyOutcome = 'copied' | 'replaced' | 'skipped' | 'gone' | 'failed';

export interface CopySummary {
  /** Written to the target (`replaced` ones included), and read back with the same SHA-256. */
  copied: number;
  /** Already in the target with the same SHA-256. */
  skipped: number;
  /** Listed in the source, then removed there (the running server let go of it) before it was read. */
  gone: number;
  /** Not copied, with why; the next run tries them again. */
  failed: { stored: string; reason: string }[];
}

export interface CopyOptions {
  /** Told of each file as it is done (the command prints the damaged and failed ones). */
  onFile?: (stored: string, outcome: CopyOutcome, reason?: string) => void;
  /** Stops before the next file (Ctrl-C); what was copied stays, and the next run skips it. */
  signal?: AbortSignal;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export async function copyStoredFiles(from: UploadStore, to: UploadStore, folders: readonly string[], o: CopyOptions = {}): Promise<CopySummary> {
  const summary: CopySummary = { copied: 0, skipped: 0, gone: 0, failed: [] };
  for (const folder of folders) {
    for (const { stored } of await from.list(folder)) {
      if (o.signal?.aborted) return summary;
      let outcome: CopyOutcome;
      let reason: string | undefined;
      try {
        outcome = await copyOne(from, to, stored);
      } catch (error) {
        outcome = 'failed';
        reason = error instanceof Error ? error.message : String(error);
      }
      if (outcome === 'copied' || outcome === 'replaced') summary.copied++;
      else if (outcome === 'failed') summary.failed.push({ stored, reason: reason ?? 'failed' });
      else if (outcome === 'gone') summary.gone++;
      else summary.skipped++;
      o.onFile?.(stored, outcome, reason);
    }
  }
  return summary;
}

async function copyOne(from: UploadStore, to: UploadStore, stored: string): Promise<CopyOutcome> {
  const data = await from.read(stored);
  // Listed, then removed by the running server (a record let go of it): nothing to copy.
  if (!data) return 'gone';
  const hash = sha256(data);
  let outcome: CopyOutcome = 'copied';
  if (await to.has(stored)) {
    const present = await to.read(stored);
    if (present && sha256(present) === hash) return 'skipped';
    // Stores write a name once (put fails on a taken one): the damaged copy goes first.
    await to.remove(stored);
    outcome = 'replaced';
  }
  await to.put(stored, data);
  const copy = await to.read(stored);
  if (!copy || sha256(copy) !== hash) {
    await to.remove(stored);
    throw new Error(`the copy's SHA-256 (${copy ? sha256(copy) : 'no file'}) differs from the original's (${hash}); the copy was removed`);
  }
  return outcome;
}
