/**
 * The demo seed loads every row through the local API's loader, which checks
 * it by its entity's create schema first: bad seed data fails loudly, naming
 * the table and the fields, before anything is written.
 */
import { describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { localApiRegistry } from '../../generated/server/local-api';
import { assertLoadable } from '../../runtime-server/local-api/load';
import { insertOne } from '../../site/server/seed/util';

/** A database that fails any use: the rows below must be refused before one is needed. */
const noDatabase = (() => {
  throw new Error('the database was used');
}) as unknown as Knex;

describe('the seed loader', () => {
  it('refuses a row that breaks its schema, naming the table and each field', async () => {
    const row = { name: 'Cloud audit', slug: 'cloud-audit', price: -5, quantity: 1.5 };
    await expect(insertOne(noDatabase, 'products', row)).rejects.toThrow(/^products: a row breaks the product schema \(.*price: .*quantity: /);
  });

  it('reads option lists and JSON as the database stores them (text) before checking', () => {
    const question = { question_type_id: 1, question: 'Capital of France?', options: '["Paris","Berlin"]', correct_answers: '["Paris"]', marks: 2, difficulty: 'easy', active: true };
    expect(() => assertLoadable(localApiRegistry['single-question'], question)).not.toThrow();
  });

  it('refuses a table that is no entity’s', async () => {
    await expect(insertOne(noDatabase, 'payment_events', {})).rejects.toThrow("demo seed: payment_events is no entity's table");
  });
});
