/**
 * The upload store a setting names (`UPLOAD_STORE`: store.ts), for the server at start (site/server/start.ts)
 * and for `npm run storage:migrate`, which opens two.
 */
import type { Knex } from 'knex';
import { databaseStore } from './database-store';
import { s3Store, type S3Settings } from './s3-store';
import { folderStore, type UploadStore } from './store';

export type UploadStoreKind = 'folder' | 'database' | 's3';

export interface StoreSettings {
  /** The public folder of `folder` (its private files are in the sibling `private`). */
  uploadsDir: string;
  /** The database of `database`. */
  db: Knex;
  /** The bucket of `s3`. */
  s3?: S3Settings;
}

export async function openUploadStore(kind: UploadStoreKind | undefined, o: StoreSettings): Promise<UploadStore> {
  if (kind === 'database') return databaseStore(o.db);
  if (kind !== 's3') return folderStore(o.uploadsDir);
  if (!o.s3) throw new Error('uploadStore s3 needs the bucket settings (s3)');
  return s3Store(o.s3);
}
