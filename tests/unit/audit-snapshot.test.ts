/**
 * The audit log's snapshots and changed fields (runtime-server/audit/snapshot.ts). Since 2026-11-26 each entity's
 * field names and secrets are found once, a snapshot of an entity without many-to-many fields is the normalised
 * row (no read), and plain values are compared as they are instead of as JSON text: the changed fields must be
 * exactly those whose JSON differs, as before.
 */
import { describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { changedFields, REDACTED, snapshotOf, type Snapshot } from '../../runtime-server/audit/snapshot';
import { fieldMeta, sampleMeta } from '../helpers/sample-meta';

const field = fieldMeta;
const meta = sampleMeta([field('title', 'text'), field('seats', 'number'), field('active', 'boolean'), field('settings', 'json'), field('password', 'password'), field('token', 'text', { writeOnly: true })]);

const snapshot = (values: Record<string, unknown>, secrets: Record<string, unknown> = {}): Snapshot => ({ values, secrets });
/** No statement may run: a snapshot of an entity without many-to-many fields reads nothing. */
const NO_DATABASE = new Proxy({}, { get: () => { throw new Error('the database was used'); } }) as unknown as Knex;

describe('the audit snapshot', () => {
  it('takes the API form of every declared field from the stored row, secrets redacted, without a database read', async () => {
    const raw = { id: 4, title: 'Kick-off', seats: '12', active: 1, settings: '{"a":[1,2]}', password: '$2b$10$hash', token: 'tok', created_at: '2026-11-26T10:00:00.000Z', updated_at: '2026-11-26T11:00:00.000Z', deleted_at: null };
    expect(await snapshotOf(NO_DATABASE, meta, raw)).toEqual({
      values: { id: 4, title: 'Kick-off', seats: 12, active: true, settings: { a: [1, 2] }, password: REDACTED, token: REDACTED, created_at: '2026-11-26T10:00:00.000Z', updated_at: '2026-11-26T11:00:00.000Z' },
      secrets: { password: '$2b$10$hash', token: 'tok' },
    });
  });

  it('names exactly the fields whose JSON differs', () => {
    const before = snapshot({ title: 'A', seats: 1, active: false, settings: { a: [1, 2] }, password: REDACTED, token: REDACTED }, { password: 'h1', token: 't' });
    // Equal values, equal lists and objects, null and missing: no change.
    expect(changedFields(meta, before, snapshot({ title: 'A', seats: 1, active: false, settings: { a: [1, 2] }, password: REDACTED, token: REDACTED }, { password: 'h1', token: 't' }))).toEqual([]);
    expect(changedFields(meta, snapshot({ title: null, seats: null }), snapshot({}))).toEqual([]);
    // Another type with the same look (the text "1" against the number 1), another list, another secret.
    expect(changedFields(meta, before, snapshot({ title: 'A', seats: '1', active: false, settings: { a: [2, 1] }, password: REDACTED, token: REDACTED }, { password: 'h2', token: 't' }))).toEqual(['seats', 'settings', 'password']);
    expect(changedFields(meta, before, snapshot({ title: 'B', seats: 1, active: 0, settings: { a: [1, 2] } }, { password: 'h1', token: 't' }))).toEqual(['title', 'active']);
    // Numbers JSON writes as null (NaN, Infinity) are the same as null, as their JSON is.
    expect(changedFields(meta, snapshot({ seats: Number.NaN }), snapshot({ seats: null }))).toEqual([]);
    expect(changedFields(meta, snapshot({ seats: null }), snapshot({ seats: Number.NaN }))).toEqual([]);
    expect(changedFields(meta, snapshot({ seats: Number.POSITIVE_INFINITY }), snapshot({ seats: 3 }))).toEqual(['seats']);
    // A create: every field with a value is a change.
    expect(changedFields(meta, undefined, snapshot({ title: 'A', seats: 0, active: false }))).toEqual(['title', 'seats', 'active']);
  });
});
