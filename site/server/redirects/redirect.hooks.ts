/**
 * The rules of a redirect, whoever saves it (the admin's form, the API, an import, the automatic redirect of a
 * moved page): addresses are kept in one form (paths.ts), and a redirect that would start a loop or a chain is
 * refused, naming the field. A chain (A to B while B goes on to C) costs visitors and search engines one more
 * round trip and breaks when any link of it changes; a loop (A to B while B goes back to A) never ends. Only
 * active redirects count: an inactive one is checked again when it is switched on.
 */
import type { Knex } from 'knex';
import { defineHooks } from '../../../generated/server/local-api';
import { redirectMeta } from '../../../generated/schemas/redirect.schema';
import { refuse } from '../../../runtime-server/local-api/hooks';
import { normalPath, pathOnSite, redirectable } from './paths';

const { table } = redirectMeta;
/** A path with its characters escaped as in a URL (`/über?q=ä` to `/%C3%BCber?q=%C3%A4`); not a path: as it is. */
function escapedPath(path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const url = URL.parse(path, 'http://site.invalid');
  return url ? `${url.pathname}${url.search}${url.hash}` : path;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
/** Targets that begin with `prefix` (SQLite's and PostgreSQL's `substr`: no `like` pattern to escape). */
const startsWith = (prefix: string) => ['substr(??, 1, ?) = ?', ['to', prefix.length, prefix]] as const;

/** The redirects that lead to `path` (a query string or fragment of their own after it or not), active or `all`. */
export function redirectsLeadingTo(trx: Knex.Transaction, path: string, all = false): Promise<{ id: number; from_path: string; to: string }[]> {
  return trx(table)
    .where((q) => void (all ? q : q.where({ active: true })))
    .where((q) => void q.where({ to: path }).orWhereRaw(...startsWith(`${path}?`)).orWhereRaw(...startsWith(`${path}#`)))
    .select('id', 'from_path', 'to');
}

export const redirectHooks = defineHooks('redirect', {
  // A full address pasted as "From" is kept as its path; "To" on the site's own origin as a path too. Characters
  // beyond ASCII are kept escaped, as browsers send them (`/über` is stored as `/%C3%BCber`).
  beforeValidate: ({ data, services }) => {
    const next = { ...data };
    if (typeof next.from_path === 'string') {
      const from = next.from_path.trim();
      const url = /^https?:\/\//i.test(from) ? URL.parse(from) : null;
      next.from_path = normalPath(url ? url.pathname : /[?#]/.test(from) ? from : escapedPath(from));
    }
    if (typeof next.to === 'string') {
      const to = next.to.trim();
      const absolute = /^https?:\/\//i.test(to);
      const url = absolute ? URL.parse(to) : null;
      if (url && pathOnSite(to, services.publicUrl) !== undefined) next.to = `${url.pathname}${url.search}${url.hash}`;
      else next.to = url ? url.href : absolute ? to : escapedPath(to);
    }
    return next;
  },

  beforeChange: async ({ data, previous, trx, services }) => {
    const from = text(data.from_path ?? previous?.from_path);
    const to = text(data.to ?? previous?.to);
    const active = data.active ?? previous?.active ?? true;
    const id = previous?.id ?? 0;
    if (!from.startsWith('/') || /[?#\s]/.test(from)) throw refuse('from_path', 'Enter a path on this site without ?, # or spaces, e.g. /old-terms');
    if (!redirectable(from)) throw refuse('from_path', 'Addresses under /api, /admin and /uploads cannot be redirected');
    const target = pathOnSite(to, services.publicUrl);
    if (target === from) throw refuse('to', 'A redirect cannot lead to its own address');
    if (!active) return;
    if (target !== undefined) {
      const onward = await trx(table).where({ from_path: target, active: true }).whereNot({ id }).first<{ to: string } | undefined>('to');
      if (onward && pathOnSite(onward.to, services.publicUrl) === from) throw refuse('to', `This would make a loop: ${target} already redirects to ${from}`);
      if (onward) throw refuse('to', `${target} already redirects to ${onward.to}: point this redirect straight to ${onward.to}`);
    }
    const into = (await redirectsLeadingTo(trx, from)).find((r) => r.id !== id);
    if (into) throw refuse('from_path', `${into.from_path} already redirects to ${from}: this would make a chain; point that redirect to the new address instead`);
  },
});
