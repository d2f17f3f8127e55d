/**
 * The API's common error messages in the admin's language. The server answers English
 * (`{error: {message}}`, one shape for every client); the admin translates the messages it knows by their
 * wording, keeping the names and numbers in them, and shows any other message as it came (a rule's own
 * sentence, a hook's refusal). `errorMessage()` (api/ApiError.ts) passes every shown error through it.
 */
import type { Translate } from './types';
import type { MessageKey } from './messages.en';

const FIXED: Record<string, MessageKey> = {
  'You are not allowed to do this': 'server.forbidden',
  'You are not allowed to do this.': 'server.forbidden',
  'Please sign in again.': 'server.signInAgain',
  'Not found.': 'server.notFound',
  'The upload is too large.': 'server.tooLarge',
  'The request body is too large': 'server.tooLarge',
  'This value is already used': 'server.taken',
  'This record is linked to other records; remove those links first': 'server.linked',
  'Please correct the highlighted fields': 'server.correctFields',
  'The database is busy; try again': 'server.busy',
  'Cannot reach the server. Check your connection and try again.': 'server.offline',
  'Something went wrong. Please try again.': 'server.unknown',
};

/** A pattern, the key for what it matched (the operation picks the verb), and the names of its groups. */
const WITH_VALUES: [RegExp, (found: RegExpExecArray) => MessageKey, string[]][] = [
  [/^Your role may not (read|create|update|delete) (.+) records$/, (found) => `server.roleMayNot.${found[1] as 'read' | 'create' | 'update' | 'delete'}`, ['operation', 'entity']],
  [/^(.+) was not found$/, () => 'server.notFoundWhat', ['what']],
  [/^This (.+) was changed by someone else after you opened it(?: \((.+)\))?\. Reload it to see the changes, or save again to overwrite them\.$/, (found) => (found[2] ? 'server.staleFields' : 'server.stale'), ['label', 'fields']],
  [/^The server answered with an error \((\d+)\)\.$/, () => 'server.status', ['status']],
];

/** @example serverText('Banner 7 was not found', t) // "Banner 7 wurde nicht gefunden" in German */
export function serverText(message: string, t: Translate): string {
  const fixed = FIXED[message];
  if (fixed) return t(fixed);
  for (const [pattern, key, names] of WITH_VALUES) {
    const found = pattern.exec(message);
    if (found) return t(key(found), Object.fromEntries(names.map((name, i) => [name, found[i + 1] ?? ''])));
  }
  return message;
}
