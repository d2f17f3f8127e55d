// Generated from entities/applicant-answer.entity.ts, entities/single-question.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
// A migration is written once and never rewritten: later changes get migrations of their own.
import type { Knex } from 'knex';
import { schemaChange } from '../../runtime-server/db/schema-change';

// SQLite ignores PRAGMA foreign_keys inside a transaction, and a table rebuild needs them off:
// knex runs this migration outside one, and schemaChange() opens its own.
export const config = { transaction: false };

export async function up(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/applicant-answer.entity.ts: add applicant_answers.person_key
    await trx.schema.alterTable('applicant_answers', (t) => {
      t.string('person_key', 300).nullable().unique();
    });

    // entities/applicant-answer.entity.ts: add applicant_answers.account_key
    await trx.schema.alterTable('applicant_answers', (t) => {
      t.string('account_key', 60).nullable().unique();
    });

    // entities/applicant-answer.entity.ts: add applicant_answers.published
    await trx.schema.alterTable('applicant_answers', (t) => {
      t.boolean('published').notNullable().defaultTo(false);
    });

    // entities/applicant-answer.entity.ts: add applicant_answers.published_at
    await trx.schema.alterTable('applicant_answers', (t) => {
      t.string('published_at', 30).nullable();
    });

    // entities/single-question.entity.ts: add single_questions.exact_answer
    await trx.schema.alterTable('single_questions', (t) => {
      t.boolean('exact_answer').notNullable().defaultTo(false);
    });
  });
}

export async function down(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/single-question.entity.ts: drop single_questions.exact_answer and its data (uploaded files stay on disk)
    await trx.schema.alterTable('single_questions', (t) => {
      t.dropColumn('exact_answer');
    });

    // entities/applicant-answer.entity.ts: drop applicant_answers.published_at and its data (uploaded files stay on disk)
    await trx.schema.alterTable('applicant_answers', (t) => {
      t.dropColumn('published_at');
    });

    // entities/applicant-answer.entity.ts: drop applicant_answers.published and its data (uploaded files stay on disk)
    await trx.schema.alterTable('applicant_answers', (t) => {
      t.dropColumn('published');
    });

    // entities/applicant-answer.entity.ts: drop applicant_answers.account_key and its data (uploaded files stay on disk)
    await trx.schema.alterTable('applicant_answers', (t) => {
      t.dropColumn('account_key');
    });

    // entities/applicant-answer.entity.ts: drop applicant_answers.person_key and its data (uploaded files stay on disk)
    await trx.schema.alterTable('applicant_answers', (t) => {
      t.dropColumn('person_key');
    });
  });
}
