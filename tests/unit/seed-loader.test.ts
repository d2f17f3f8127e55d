/**
 * The demo seed loads every row through the local API's bulk-load path
 * (runtime-server/local-api/load.ts), which parses it by its entity's create
 * schema first: bad seed data fails loudly, naming the table and the fields,
 * before anything is written; and what is stored is the schema's output in
 * the column form `create` stores, never the row as given.
 */
import { describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { localApiRegistry } from '../../generated/server/local-api';
import { loadable } from '../../runtime-server/local-api/load';
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

  it('refuses a column that is no field of the entity (a typo would otherwise be dropped or stored unchecked)', async () => {
    const row = { title: 'Closed', summary: 'Closed today.', body: '<p>Closed</p>', pinned: false, publisehd_at: '2026-01-01T00:00:00.000Z' };
    await expect(insertOne(noDatabase, 'notices', row)).rejects.toThrow(/^notices: a row breaks the notice schema \(publisehd_at: no field of notice\)/);
  });

  it('reads option lists and JSON as the database stores them (text) before checking, and stores them as text again', async () => {
    const question = { question_type_id: 1, question: 'Capital of France?', options: '["Paris","Berlin"]', correct_answers: '["Paris"]', marks: 2, difficulty: 'easy', active: true };
    const stored = await loadable(localApiRegistry['single-question'], question);
    expect([stored.options, stored.correct_answers]).toEqual(['["Paris","Berlin"]', '["Paris"]']);
  });

  it("stores what create stores: rich text sanitized, an empty optional text as null, the row's own timestamps kept", async () => {
    const row = { label: 'Engineers', value: 85, suffix: '', display_order: 1, active: true, created_at: '2026-01-02T03:04:05.000Z', updated_at: '2026-01-02T03:04:05.000Z' };
    const counter = await loadable(localApiRegistry['partner-count'], row);
    expect([counter.suffix, counter.created_at, counter.updated_at]).toEqual([null, '2026-01-02T03:04:05.000Z', '2026-01-02T03:04:05.000Z']);
    const notice = await loadable(localApiRegistry.notice, { title: 'Closed', summary: 'Closed today.', body: '<p onclick="x()">See <a href="/contact">us</a><script>alert(1)</script></p>', pinned: false });
    expect(notice.body).toBe('<p>See <a href="/contact" rel="noopener noreferrer">us</a></p>');
  });

  it('keeps a field given in its stored form when told (a password hashed once for every demo user)', async () => {
    const user = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', role_id: 1, password: '$2b$04$abcdefghijklmnopqrstuu2k3W1H7m6S1Yx9oGf0nM3dD1cZp4s8e' };
    expect((await loadable(localApiRegistry.user, user, { stored: ['password'] })).password).toBe(user.password);
  });

  it('refuses a table that is no entity’s', async () => {
    await expect(insertOne(noDatabase, 'rate_limits', {})).rejects.toThrow("demo seed: rate_limits is no entity's table");
  });
});
