/**
 * What the local API needs in an operator's command (a process of its own beside the server): the
 * deployment's database, upload store, mailer and entities, and its webhook subscriptions, so that a
 * command's write is validated, audited and announced as the server's own are.
 */
import type { Knex } from 'knex';
import { resources } from '../../generated/server';
import type { Config } from '../../runtime-server/config';
import type { LocalServices } from '../../runtime-server/crud/action-hooks';
import { createMailer } from '../../runtime-server/mail/mailer';
import { openUploadStore } from '../../runtime-server/uploads/open-store';
import { Subscriptions } from '../../runtime-server/webhooks/subscriptions';

export async function commandServices(config: Config, db: Knex): Promise<LocalServices> {
  return {
    db,
    uploads: await openUploadStore(config.uploadStore, { uploadsDir: config.uploadsDir, db, ...(config.s3 ? { s3: config.s3 } : {}) }),
    mailer: createMailer(config.mail),
    publicUrl: config.publicUrl,
    entities: new Map(resources.map((r) => [r.meta.name, r.meta])),
    actionHooks: [],
    webhooks: new Subscriptions(db),
  };
}
