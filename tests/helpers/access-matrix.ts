/**
 * The access specification as data, for the table-driven security test:
 * every route of an entity's API with the operation it needs, and the
 * outcome the DECLARED access (the entity's `access` levels and the role's
 * grants as written in the seed) calls for. Nothing here asks the code under
 * test what is allowed: it is what the code is held to.
 */
import type { AccessLevel, EntityMeta, Operation } from '../../runtime-shared/meta';

/** A role as declared (site/server/seed/roles.ts), or none for the anonymous caller. */
export interface DeclaredRole {
  key: string;
  admin_access: boolean;
  all_permissions: boolean;
  permissions: Readonly<Record<string, readonly Operation[]>>;
}

/**
 * What a cell must answer: the guard let it through, sign-in is needed, the role lacks the grant,
 * or (owner access) the record is someone else's and answers 404 as a missing one would.
 */
export type Outcome = 'pass' | 401 | 403 | 404;

/** Whether the role grants the operation in the back office (README "Roles and permissions"). */
export function declaredGrant(role: DeclaredRole | undefined, entity: string, operation: Operation): boolean {
  return Boolean(role?.admin_access && (role.all_permissions || (role.permissions[entity] ?? []).includes(operation)));
}

/**
 * `othersRecord`: the route acts on a record the caller does not own (the cells' records are made
 * by the admin for another account). `'owner'` (README "Owner access"): any signed-in user, on
 * their own rows only; staff granted the operation, on every row.
 */
export function expectedOutcome(level: AccessLevel, role: DeclaredRole | undefined, entity: string, operation: Operation, othersRecord = false): Outcome {
  if (level === 'public') return 'pass';
  if (!role) return 401;
  if (level === 'authenticated') return 'pass';
  if (level === 'owner') return declaredGrant(role, entity, operation) || !othersRecord ? 'pass' : 404;
  return declaredGrant(role, entity, operation) ? 'pass' : 403;
}

/**
 * How a route's request body is made: a valid sample, a sample with `_method=PUT`, or only `{}` / `{_method: 'PUT'}`;
 * `bulk`: the route's bulk action on a filter that matches no row; `csv`: a CSV file naming the record by id.
 */
export type BodyKind = 'sample' | 'method' | 'bare' | 'bareMethod' | 'bulk' | 'csv';

export interface Route {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The operation of generated/openapi.json it exercises, e.g. `put /api/job/{id}`. */
  documented: string;
  operation: Operation;
  /** Statuses that prove the guard let the request through (404: an unknown id, 409: an action's `from` did not match). */
  passes: readonly number[];
  /** The path, given the id of a record made for this cell. */
  path(id: number): string;
  /** It acts on that record (not on the list, a new record or an unknown id). */
  onRecord?: true;
  body?: BodyKind;
  /** The access level the route checks, when not the entity's for the operation: the back-office, history and trash routes are for staff only. */
  level?: AccessLevel;
  /** The bulk action of a `bulk` body. */
  action?: string;
}

/** An id no record has: the routes that pass the guard must answer 404, never 500. */
export const UNKNOWN_ID = 987_654;

/** Every route the generated API serves for `meta`, in the order a cell runs them (delete last). */
export function routesOf(meta: EntityMeta): Route[] {
  const base = `/api/${meta.name}`;
  const doc = (method: string, suffix = '') => `${method} ${base}${suffix}`;
  if (meta.singleton) {
    return [
      { name: 'read', method: 'GET', documented: doc('get'), operation: 'read', passes: [200], path: () => base },
      { name: 'save', method: 'PUT', documented: doc('put'), operation: 'update', passes: [200], path: () => base, body: 'sample' },
    ];
  }
  const one = (id: number) => `${base}/${id}`;
  const onRecord = (name: string, method: Route['method'], operation: Operation, passes: number[], body?: BodyKind): Route[] => {
    const documented = doc(method.toLowerCase(), '/{id}');
    const known: Route = { name, method, documented, operation, passes, path: one, onRecord: true, ...(body ? { body } : {}) };
    // The same route on an id no record has: past the guard, a 404 (bare bodies: the id is looked up before the body is checked).
    const unknown: Route = { name: `${name} (unknown id)`, method, documented, operation, passes: [404], path: () => one(UNKNOWN_ID), ...(body ? { body: body === 'method' ? ('bareMethod' as const) : ('bare' as const) } : {}) };
    return [known, unknown];
  };
  const actions = meta.actions.flatMap((action): Route[] => {
    const documented = doc('post', '/{id}/actions/{action}');
    const path = (id: number) => `${one(id)}/actions/${action.name}`;
    return [
      { name: `action ${action.name}`, method: 'POST', documented, operation: 'update', passes: [200, 409], path, onRecord: true },
      { name: `action ${action.name} (unknown id)`, method: 'POST', documented, operation: 'update', passes: [404], path: () => path(UNKNOWN_ID) },
    ];
  });
  // Private files download only for readers of the record (uploads/private-files.ts).
  const files = meta.fields.flatMap((field): Route[] => {
    if (!field.upload?.private) return [];
    const documented = doc('get', `/{id}/files/${field.name}`);
    const path = (id: number) => `${one(id)}/files/${field.name}`;
    return [
      { name: `download ${field.name}`, method: 'GET', documented, operation: 'read', passes: [200], path, onRecord: true },
      { name: `download ${field.name} (unknown id)`, method: 'GET', documented, operation: 'read', passes: [404], path: () => path(UNKNOWN_ID) },
    ];
  });
  // The media library: where a file is used, for readers of the file (runtime-server/uploads/library.ts).
  const usage: Route[] = meta.library
    ? [
        { name: 'usage', method: 'GET', documented: doc('get', '/{id}/usage'), operation: 'read', passes: [200], path: (id) => `${one(id)}/usage`, onRecord: true },
        { name: 'usage (unknown id)', method: 'GET', documented: doc('get', '/{id}/usage'), operation: 'read', passes: [404], path: () => `${one(UNKNOWN_ID)}/usage` },
      ]
    : [];
  // Staff tools whatever the entity's public access (runtime-server/crud/back-office-routes.ts).
  const bulk = (action: string, operation: Operation): Route => ({ name: `bulk ${action}`, method: 'POST', documented: doc('post', '/bulk'), operation, level: 'admin', passes: [200], path: () => `${base}/bulk`, body: 'bulk', action });
  const backOffice: Route[] = [
    { name: 'export', method: 'GET', documented: doc('get', '/export'), operation: 'read', level: 'admin', passes: [200], path: () => `${base}/export?format=csv` },
    { name: 'import (dry run)', method: 'POST', documented: doc('post', '/import'), operation: 'create', level: 'admin', passes: [200], path: () => `${base}/import?dryRun=1`, body: 'csv' },
    bulk('update', 'update'),
    ...meta.actions.map((a) => bulk(a.name, 'update')),
    bulk('delete', 'delete'),
  ];
  // Staff only, whatever the entity's access (runtime-server/crud/record-routes.ts): history and versions, the trash.
  const staff = (name: string, method: Route['method'], suffix: string, documented: string, operation: Operation, passes: number[], query = ''): Route[] => [
    { name, method, documented, operation, passes, level: 'admin', path: (id) => `${one(id)}${suffix}${query}` },
    { name: `${name} (unknown id)`, method, documented, operation, passes: [404], level: 'admin', path: () => `${one(UNKNOWN_ID)}${suffix}${query}` },
  ];
  const records = meta.access.update === 'none' ? [] : [
    ...staff('history', 'GET', '/history', doc('get', '/{id}/history'), 'read', [200]),
    ...staff('restore version 1', 'POST', '/history/1/restore', doc('post', '/{id}/history/{version}/restore'), 'update', [200]),
  ];
  // Drafts, previews and schedules (runtime-server/drafts/routes.ts): staff only, whatever the entity's access.
  const staffBody = (name: string, method: Route['method'], suffix: string, documented: string, operation: Operation, passes: number[], unknown: number[], body?: BodyKind): Route[] => [
    { name, method, documented, operation, passes, level: 'admin', path: (id) => `${one(id)}${suffix}`, ...(body ? { body } : {}) },
    { name: `${name} (unknown id)`, method, documented, operation, passes: unknown, level: 'admin', path: () => `${one(UNKNOWN_ID)}${suffix}`, ...(body ? { body } : {}) },
  ];
  const drafts: Route[] = !meta.drafts ? [] : [
    { name: 'draft states', method: 'GET', documented: doc('get', '/draft-states'), operation: 'read', passes: [200], level: 'admin', path: (id) => `${base}/draft-states?ids=${id}` },
    ...staff('read the draft', 'GET', '', doc('get', '/{id}'), 'read', [200], '?draft=1'),
    ...staffBody('save a draft', 'PUT', '/draft', doc('put', '/{id}/draft'), 'update', [200], [404], 'bare'),
    ...staff('the draft', 'GET', '/draft', doc('get', '/{id}/draft'), 'read', [200]),
    ...staff('preview link', 'POST', '/preview-link', doc('post', '/{id}/preview-link'), 'read', [200]),
    ...staff('scheduled changes', 'GET', '/schedule', doc('get', '/{id}/schedule'), 'read', [200]),
    // An empty body: past the guard, the missing action and time are a 400.
    ...staffBody('schedule', 'POST', '/schedule', doc('post', '/{id}/schedule'), 'update', [400], [400], 'bare'),
    ...staff('cancel a scheduled change', 'DELETE', `/schedule/${UNKNOWN_ID}`, doc('delete', '/{id}/schedule/{change}'), 'update', [404]),
    ...staff('discard the draft', 'DELETE', '/draft', doc('delete', '/{id}/draft'), 'update', [204]),
    ...staff('publish', 'POST', '/publish', doc('post', '/{id}/publish'), 'update', [200]),
    ...(meta.drafts.liveField ? staff('unpublish', 'POST', '/unpublish', doc('post', '/{id}/unpublish'), 'update', [200]) : []),
  ];
  const trash: Route[] = meta.softDelete
    ? [
        ...staff('restore from the trash', 'POST', '/restore', doc('post', '/{id}/restore'), 'delete', [200]),
        ...staff('purge', 'DELETE', '', doc('delete', '/{id}'), 'delete', [204], '?purge=1'),
      ]
    : [];
  // Localized fields (docs/localization.md): reads and writes in a locale take the same grants as without one.
  const locales: Route[] = !meta.fields.some((f) => f.localized) ? [] : [
    { name: 'list in German', method: 'GET', documented: doc('get'), operation: 'read', passes: [200], path: () => `${base}?locale=de` },
    { name: 'list missing German', method: 'GET', documented: doc('get'), operation: 'read', passes: [200], path: () => `${base}?missing_translation=de` },
    { name: 'get in German', method: 'GET', documented: doc('get', '/{id}'), operation: 'read', passes: [200], path: (id) => `${one(id)}?locale=de`, onRecord: true },
    { name: 'patch in German', method: 'PATCH', documented: doc('patch', '/{id}'), operation: 'update', passes: [200], path: (id) => `${one(id)}?locale=de`, onRecord: true, body: 'sample' },
  ];
  const routes: Route[] = [
    ...backOffice,
    { name: 'list', method: 'GET', documented: doc('get'), operation: 'read', passes: [200], path: () => base },
    ...(meta.softDelete ? [{ name: 'list the trash', method: 'GET' as const, documented: doc('get'), operation: 'read' as const, passes: [200], level: 'admin' as const, path: () => `${base}?trashed=only` }] : []),
    ...onRecord('get', 'GET', 'read', [200]),
    ...files,
    ...usage,
    { name: 'create', method: 'POST', documented: doc('post'), operation: 'create', passes: [201], path: () => base, body: 'sample' },
    ...onRecord('replace', 'PUT', 'update', [200], 'sample'),
    ...onRecord('patch', 'PATCH', 'update', [200], 'sample'),
    ...onRecord('update with _method', 'POST', 'update', [200], 'method'),
    ...locales,
    ...actions,
    ...records,
    ...drafts,
    ...onRecord('delete', 'DELETE', 'delete', [204]),
    ...trash,
  ];
  // An operation declared 'none' has no route at all (the audit log is read-only).
  return routes.filter((r) => meta.access[r.operation] !== 'none');
}

/**
 * The drafts' routes outside an entity's API, as declared (docs/drafts-and-scheduling.md): the list of every
 * scheduled change (`GET /api/scheduled-changes`) is for the back office, any role with admin access, and shows
 * the changes of the entities the role may read; a preview link (`GET /preview/<token>`, and the API reads that
 * carry its token in `X-Preview`) works for whoever holds it, signed in or not, and is never a sign-in.
 */
export function scheduledChangesOutcome(role: DeclaredRole | undefined): Outcome {
  if (!role) return 401;
  return role.admin_access ? 'pass' : 403;
}

/** The entities (of `drafted`) whose scheduled changes the role's list shows. */
export function scheduledEntitiesOf(role: DeclaredRole | undefined, drafted: readonly string[]): string[] {
  return drafted.filter((entity) => declaredGrant(role, entity, 'read'));
}
