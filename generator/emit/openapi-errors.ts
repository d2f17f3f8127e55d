/**
 * Which 4xx answers each operation of the document lists, decided in one
 * place from what the server really does, so that the document and the
 * server cannot drift apart operation by operation. A new source of an error
 * (a rate limit, a media-type check) is one line here.
 */
import type { AccessLevel } from '../../runtime-shared/meta';
import type { ErrorStatus } from './openapi-common';

/** The operations the generator writes: an entity's routes and the sign-in routes. */
export type OperationKind =
  | 'list'
  | 'get'
  | 'create'
  | 'replace'
  | 'patch'
  | 'updateByPost'
  | 'delete'
  | 'action'
  | 'download'
  | 'bulk'
  | 'export'
  | 'import'
  | 'history'
  | 'restoreVersion'
  | 'restore'
  | 'draftStates'
  | 'draft'
  | 'draftSave'
  | 'draftDiscard'
  | 'publish'
  | 'unpublish'
  | 'previewLink'
  | 'schedule'
  | 'scheduleAdd'
  | 'scheduleCancel'
  | 'singletonGet'
  | 'singletonSave'
  | 'login'
  | 'register'
  | 'me';

const BY_ID: OperationKind[] = [
  'get', 'replace', 'patch', 'updateByPost', 'delete', 'action', 'download', 'history', 'restoreVersion', 'restore',
  'draft', 'draftSave', 'draftDiscard', 'publish', 'unpublish', 'previewLink', 'schedule', 'scheduleAdd', 'scheduleCancel',
];
/** Operations that only read: the rate limit of writes without a sign-in does not apply. */
const READS: OperationKind[] = ['list', 'get', 'download', 'export', 'singletonGet', 'me', 'history', 'draftStates', 'draft', 'schedule'];
/** Operations whose body is validated and written: uniqueness, sizes and upload types apply. */
const WRITES: OperationKind[] = ['create', 'replace', 'patch', 'updateByPost', 'singletonSave', 'register'];

/** The statuses an access check can answer (runtime-server/auth/access.ts). */
export const accessErrors = (level: AccessLevel): ErrorStatus[] => (level === 'public' ? [] : level === 'admin' ? [401, 403] : [401]);

/**
 * `softDelete`: the list's `trashed=only` and the delete's `purge=1` are for staff whatever the entity's access;
 * `drafts`: so is the read's `draft=1`.
 */
export function errorStatuses(kind: OperationKind, access: AccessLevel, softDelete = false, drafts = false): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(accessErrors(access));
  if (softDelete && (kind === 'list' || kind === 'delete')) for (const s of accessErrors('admin')) statuses.add(s);
  if (drafts && kind === 'get') for (const s of accessErrors('admin')) statuses.add(s);
  // A draft's version (If-Match) is stale, it was published meanwhile, or its values no longer pass the record's rules.
  if (kind === 'draftSave' || kind === 'draftDiscard' || kind === 'publish' || kind === 'unpublish') statuses.add(409);
  if (kind === 'draftSave') statuses.add(413).add(415);
  // Ids, query parameters and bodies are checked (errorRefs adds the body parser's 400, 413 and 415 to every operation).
  statuses.add(400);
  if (BY_ID.includes(kind)) statuses.add(404); // no such record (or an unknown action)
  if (WRITES.includes(kind)) {
    statuses.add(409); // a unique value already used; a related record deleted meanwhile
    statuses.add(413); // the body or an uploaded file is too large
    statuses.add(415); // an upload's content is not an accepted type; an unsupported body charset
  }
  if (kind === 'delete') statuses.add(409); // other records still point at it
  if (kind === 'action') statuses.add(409); // the record is not in a state the action starts from
  // Bulk: rows refused by id (missing 404, wrong state or still linked 409, the account guard 403); a large JSON body.
  if (kind === 'bulk') statuses.add(404).add(409).add(413);
  if (kind === 'import') statuses.add(413).add(415); // the file is too large; the body is not multipart
  if (kind === 'restoreVersion') statuses.add(409); // a unique value used by another record; a version that deleted the record
  if (kind === 'replace' || kind === 'patch' || kind === 'updateByPost') statuses.add(409); // If-Match: changed meanwhile
  if (kind === 'login') statuses.add(401).add(429); // wrong credentials; too many failed attempts
  // Writes open to everyone share a per-address limit (runtime-server/http/rate-limit.ts).
  if (access === 'public' && !READS.includes(kind)) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}
