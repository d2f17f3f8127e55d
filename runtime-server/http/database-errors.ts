/**
 * Constraint violations from SQLite and PostgreSQL, as API errors. The
 * services check relations and uniqueness first; this is the safety net for races.
 */
import { APIError } from './errors';

interface DbError {
  code?: string;
  message?: string;
  detail?: string;
}

export function fromDatabaseError(error: unknown): APIError | undefined {
  const e = error as DbError;
  const text = `${e.message ?? ''} ${e.detail ?? ''}`;
  if (e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === '23505' || /UNIQUE constraint failed/.test(text)) {
    // SQLite names the column (`users.email`) or, for an index on lower(email), only the index
    // (`users__email__lower_unique`, see generator/diff/changes.ts); PostgreSQL says `Key (lower((email)::text))=`.
    const column =
      /UNIQUE constraint failed: \w+\.(\w+)/.exec(text)?.[1] ??
      /index '\w+?__(\w+)__lower_unique'/.exec(text)?.[1] ??
      /Key \((?:lower\(+)?(\w+)/.exec(text)?.[1];
    return new APIError(409, 'This value is already used', column ? { [column]: 'This value is already used' } : undefined);
  }
  // better-sqlite3 reports foreign-key failures under several codes; the message is reliable.
  if (e.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || e.code === '23503' || /FOREIGN KEY constraint failed/.test(text)) {
    return new APIError(409, 'This record is linked to other records; remove those links first');
  }
  // A NUL character in a search or filter text: PostgreSQL refuses it (the shared schemas refuse it in bodies).
  if (e.code === '22021' || e.code === '22P05') return new APIError(400, 'The request contains a character that is not allowed (NUL)');
  if (e.code === 'SQLITE_BUSY' || e.code === '40001') return new APIError(503, 'The database is busy; try again');
  return undefined;
}
