/**
 * The admin's calls for drafts (runtime-server/drafts/routes.ts), by entity
 * meta: the generic screens know the entity only by its meta, not by its
 * generated typed client (which offers the same calls: api/draft-client.ts).
 */
import type { EntityMeta, FieldMeta } from '../../runtime-shared/meta';
import { draftClient, type DraftClient } from '../api/draft-client';

export type { DraftState, DraftStatus, ScheduledChange } from '../api/draft-client';

const clients = new Map<string, DraftClient<Record<string, unknown>, Record<string, unknown>>>();
export function draftsOf(meta: EntityMeta): DraftClient<Record<string, unknown>, Record<string, unknown>> {
  let client = clients.get(meta.name);
  if (!client) clients.set(meta.name, (client = draftClient(meta.name)));
  return client;
}

/** The fields a draft holds (the server's draft-store.ts): not files, many-to-many links or secrets (a password is write-only). */
export const isDraftable = (f: FieldMeta) => !f.writeOnly && !f.upload && !f.manyToMany;

/** The form's values a draft save sends. */
export function draftValues(meta: EntityMeta, values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(meta.fields.filter(isDraftable).filter((f) => f.name in values).map((f) => [f.name, values[f.name]]));
}


