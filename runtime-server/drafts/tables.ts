/**
 * The two tables of drafts and scheduling. They belong to the runtime, not to
 * an entity (as the audit log's fixed contract, or the rate-limit counters):
 * made at start under the migration lock, once, by whichever process is first.
 *
 * - `record_drafts`: at most one draft per record (entity + record id): the
 *   values of its draftable fields in their stored (column) form, as JSON,
 *   and `updated_at`, the draft's version, which autosave sends back as
 *   `If-Match`. A localized field later keeps its values per locale inside
 *   the same JSON (`{ "title": { "en": …, "de": … } }`), so the key stays.
 * - `scheduled_changes`: the durable job table of the scheduler
 *   (scheduler.ts): publish or unpublish one record at `run_at` (UTC), with
 *   its status; a job is done in the same transaction as its change.
 */
import type { Knex } from 'knex';

export const DRAFTS_TABLE = 'record_drafts';
export const SCHEDULE_TABLE = 'scheduled_changes';

export async function ensureDraftTables(db: Knex): Promise<void> {
  if (!(await db.schema.hasTable(DRAFTS_TABLE))) {
    await db.schema.createTable(DRAFTS_TABLE, (t) => {
      t.increments('id');
      t.string('entity', 100).notNullable();
      t.integer('record_id').notNullable();
      t.text('values').notNullable();
      t.string('user_email', 254);
      t.string('created_at', 30).notNullable();
      t.string('updated_at', 30).notNullable();
      t.unique(['entity', 'record_id']);
    });
  }
  if (!(await db.schema.hasTable(SCHEDULE_TABLE))) {
    await db.schema.createTable(SCHEDULE_TABLE, (t) => {
      t.increments('id');
      t.string('entity', 100).notNullable();
      t.integer('record_id').notNullable();
      t.string('action', 20).notNullable(); // publish | unpublish
      t.string('run_at', 30).notNullable(); // ISO 8601 UTC: text order is time order
      t.string('status', 20).notNullable(); // pending | done | failed | cancelled
      t.text('error');
      t.string('created_by', 254);
      t.string('created_at', 30).notNullable();
      t.string('updated_at', 30).notNullable();
      t.string('done_at', 30);
      t.index(['status', 'run_at']);
      t.index(['entity', 'record_id']);
    });
  }
}
