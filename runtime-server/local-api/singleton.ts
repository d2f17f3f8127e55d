/**
 * The one record of a singleton entity (`singleton: true`, about-data), as
 * local-API operations: `GET /api/<name>` and `PUT /api/<name>` call these.
 * Reading needs the read grant; saving the update grant, whether it updates
 * the record or creates it (the first save), and it is a whole record (the
 * update schema, not a patch), written by crud/write.ts like any other.
 */
import { findSingleton as findStored, saveSingleton as saveStored } from '../crud/singleton';
import type { LocalServices } from '../crud/action-hooks';
import type { Row } from '../crud/serialize';
import { allowed } from './caller';
import { db, viewerOf, withActor, type CallOptions, type EntityTarget, type WriteOptions } from './operations';

/** The record, or `null` before the first save. */
export async function findSingleton(s: LocalServices, t: EntityTarget, o: CallOptions): Promise<Row | null> {
  const actor = allowed(o.caller, t.meta, 'read');
  return findStored(db(s, o), t.meta, viewerOf(s, actor));
}

/** Saves the record whole: updates it, or creates it when there is none yet. */
export async function saveSingleton(s: LocalServices, t: EntityTarget, input: Row, o: WriteOptions): Promise<Row> {
  const actor = allowed(o.caller, t.meta, 'update');
  return saveStored({ db: db(s, o), uploads: s.uploads, meta: t.meta, schema: t.updateSchema, body: input, files: o.files, viewer: viewerOf(s, actor), ...withActor(actor) });
}
