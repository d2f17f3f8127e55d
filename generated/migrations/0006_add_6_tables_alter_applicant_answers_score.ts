// Generated from entities/applicant-answer.entity.ts, entities/applicant.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
// A migration is written once and never rewritten: later changes get migrations of their own.
import type { Knex } from 'knex';
import { schemaChange } from '../../runtime-server/db/schema-change';

// SQLite ignores PRAGMA foreign_keys inside a transaction, and a table rebuild needs them off:
// knex runs this migration outside one, and schemaChange() opens its own.
export const config = { transaction: false };

export async function up(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/applicant-answer.entity.ts: add applicant_answers.auto_score
    await trx.schema.alterTable('applicant_answers', (t) => {
      t.decimal('auto_score', 14, 4).nullable();
    });

    // entities/applicant-answer.entity.ts: add applicant_answers.review_marks
    await trx.schema.alterTable('applicant_answers', (t) => {
      t.text('review_marks').nullable();
    });

    // entities/applicant-answer.entity.ts: add applicant_answers.reviewed
    await trx.schema.alterTable('applicant_answers', (t) => {
      t.boolean('reviewed').notNullable().defaultTo(false);
    });

    // entities/applicant-answer.entity.ts: add applicant_answers.attempt_key
    await trx.schema.alterTable('applicant_answers', (t) => {
      t.string('attempt_key', 60).nullable().unique();
    });

    // entities/applicant-answer.entity.ts: applicant_answers.score: integer NULL → decimal NULL
    await trx.schema.alterTable('applicant_answers', (t) => {
      t.decimal('score', 14, 4).nullable().alter();
    });

    // entities/applicant.entity.ts: add applicants.email_verified_at
    await trx.schema.alterTable('applicants', (t) => {
      t.string('email_verified_at', 30).nullable();
    });

    // entities/applicant.entity.ts: add applicants.application_key
    await trx.schema.alterTable('applicants', (t) => {
      t.string('application_key', 300).nullable().unique();
    });
  });
}

export async function down(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/applicant.entity.ts: drop applicants.application_key and its data (uploaded files stay on disk)
    await trx.schema.alterTable('applicants', (t) => {
      t.dropColumn('application_key');
    });

    // entities/applicant.entity.ts: drop applicants.email_verified_at and its data (uploaded files stay on disk)
    await trx.schema.alterTable('applicants', (t) => {
      t.dropColumn('email_verified_at');
    });

    // entities/applicant-answer.entity.ts: applicant_answers.score: decimal NULL → integer NULL
    await trx.schema.alterTable('applicant_answers', (t) => {
      t.integer('score').nullable().alter();
    });

    // entities/applicant-answer.entity.ts: drop applicant_answers.attempt_key and its data (uploaded files stay on disk)
    await trx.schema.alterTable('applicant_answers', (t) => {
      t.dropColumn('attempt_key');
    });

    // entities/applicant-answer.entity.ts: drop applicant_answers.reviewed and its data (uploaded files stay on disk)
    await trx.schema.alterTable('applicant_answers', (t) => {
      t.dropColumn('reviewed');
    });

    // entities/applicant-answer.entity.ts: drop applicant_answers.review_marks and its data (uploaded files stay on disk)
    await trx.schema.alterTable('applicant_answers', (t) => {
      t.dropColumn('review_marks');
    });

    // entities/applicant-answer.entity.ts: drop applicant_answers.auto_score and its data (uploaded files stay on disk)
    await trx.schema.alterTable('applicant_answers', (t) => {
      t.dropColumn('auto_score');
    });
  });
}
