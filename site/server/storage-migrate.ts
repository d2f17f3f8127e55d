/**
 * Copies every uploaded file from one store to another, while the server keeps running on the first
 * (docs/storage.md, runtime-server/uploads/copy-store.ts):
 *   npm run storage:migrate -- --to s3|folder|database [--from folder|database|s3]
 * `--from` defaults to UPLOAD_STORE. The stores' settings are the server's (DATA_DIR, DATABASE_URL,
 * S3_*). Run it, set UPLOAD_STORE to the new store, restart, and run it again with `--from` the old
 * store to copy what was uploaded meanwhile. Prints what it copied, skipped and could not copy; exits 1
 * when a file failed (run it again: it resumes), 2 on wrong arguments.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resources } from '../../generated/server';
import { ConfigError, loadConfig, s3Settings } from '../../runtime-server/config';
import { connectDatabase } from '../../runtime-server/db/connect';
import { copyStoredFiles, type CopySummary } from '../../runtime-server/uploads/copy-store';
import { openUploadStore, type UploadStoreKind } from '../../runtime-server/uploads/open-store';
import { ensureSharedUploadTable } from '../../runtime-server/start/prepare-data';
import { PRIVATE_PREFIX, PUBLIC_PREFIX } from '../../runtime-server/uploads/store';
import { runCommand } from './run-command';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const KINDS: readonly UploadStoreKind[] = ['folder', 'database', 's3'];
const USAGE = 'usage: npm run storage:migrate -- --to folder|database|s3 [--from folder|database|s3] (--from defaults to UPLOAD_STORE)';

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at < 0 ? undefined : (args[at + 1] ?? '');
}

async function main(args: string[]): Promise<number> {
  const config = loadConfig(process.env, root);
  const to = option(args, '--to');
  const from = option(args, '--from') ?? config.uploadStore;
  const unknown = args.filter((a, i) => a.startsWith('-') ? a !== '--to' && a !== '--from' : args[i - 1] !== '--to' && args[i - 1] !== '--from');
  if (!isKind(to) || !isKind(from) || unknown.length) {
    console.error(unknown.length ? `unknown argument ${unknown.join(' ')}\n${USAGE}` : USAGE);
    return 2;
  }
  if (to === from) {
    console.error(`--from and --to are both ${to}: nothing to copy\n${USAGE}`);
    return 2;
  }
  const problems: string[] = [];
  const s3 = config.s3 ?? (to === 's3' || from === 's3' ? s3Settings(process.env, problems) : undefined);
  if (problems.length) throw new ConfigError(problems);

  const db = connectDatabase({ url: config.databaseUrl });
  const controller = new AbortController();
  // Ctrl-C stops after the file in hand; the next run skips what was copied.
  process.once('SIGINT', () => controller.abort());
  try {
    // The table every server makes at start with UPLOAD_STORE=database; made here once, under the same lock, when it is the target.
    if (to === 'database') await ensureSharedUploadTable(db);
    const settings = { uploadsDir: config.uploadsDir, db, ...(s3 ? { s3 } : {}) };
    const [source, target] = [await openUploadStore(from, settings), await openUploadStore(to, settings)];
    const folders = resources.flatMap((r) => [`${PUBLIC_PREFIX}${r.meta.name}/`, `${PRIVATE_PREFIX}${r.meta.name}/`]);
    console.log(`copying the stored files from ${from} to ${to}; the server may keep running on ${from}`);
    const summary = await copyStoredFiles(source, target, folders, {
      signal: controller.signal,
      onFile: (stored, outcome, reason) => {
        if (outcome === 'replaced') console.log(`replaced a damaged copy: ${stored} (its SHA-256 differed from the original's)`);
        if (outcome === 'failed') console.log(`failed: ${stored}: ${reason}`);
      },
    });
    console.log(summaryLine(summary, controller.signal.aborted));
    return summary.failed.length || controller.signal.aborted ? 1 : 0;
  } finally {
    await db.destroy();
  }
}

function isKind(value: string | undefined): value is UploadStoreKind {
  return KINDS.includes(value as UploadStoreKind);
}

function summaryLine(s: CopySummary, stopped: boolean): string {
  const gone = s.gone ? `, ${s.gone} removed from the source while this ran` : '';
  const line = `copied ${s.copied}, skipped ${s.skipped} (already there with the same SHA-256), failed ${s.failed.length}${gone}`;
  if (stopped) return `${line}; stopped before the end: run it again to copy the rest`;
  return s.failed.length ? `${line}; run it again to retry the failed files` : line;
}

runCommand(() => main(process.argv.slice(2)));
