/**
 * Old links keep working when a published record moves: an entity whose public page's address comes from its
 * fields (a content page's `/<slug>`) opts in with one line in the site's hook list (start.ts), e.g.
 * `redirectWhenPathChanges('page', { path: (r) => `/${r.slug}`, live: (r) => r.published === true })`.
 *
 * When a write changes that address of a record that was live and still is, in the write's own transaction
 * (through the local API, so the redirect's rules and the audit log apply):
 * - a redirect that started from the new address goes (the record answers there now);
 * - redirects that led to the old address lead to the new one, their query string kept (no chain: A to B
 *   to C becomes A to C and B to C);
 * - the old address redirects to the new one (301), made or, if one started there, changed.
 */
import { records } from '../../../generated/server/local-api';
import type { LocalServices } from '../../../runtime-server/crud/action-hooks';
import type { Row } from '../../../runtime-server/crud/serialize';
import { system } from '../../../runtime-server/local-api/caller';
import { registerHooks, type AnyEntity, type RegisteredHooks } from '../../../runtime-server/local-api/hooks';
import { redirectMeta } from '../../../generated/schemas/redirect.schema';
import { normalPath } from './paths';
import { redirectsLeadingTo } from './redirect.hooks';

export interface PathOptions {
  /** The record's public address, e.g. `/${record.slug}`. */
  path: (record: Row) => string;
  /** Whether the public sees the record (its page answers). */
  live: (record: Row) => boolean;
}

export function redirectWhenPathChanges(entity: string, o: PathOptions): RegisteredHooks<LocalServices> {
  return registerHooks<AnyEntity, LocalServices>(entity, {
    afterChange: async ({ record, previous, trx, services }) => {
      if (!previous || !o.live(previous) || !o.live(record)) return;
      const [from, to] = [normalPath(o.path(previous)), normalPath(o.path(record))];
      if (from === to) return;
      const api = records(services);
      const options = { caller: system(`the address of ${entity} ${String(record.id)} changed from ${from} to ${to}`), trx };
      const { table } = redirectMeta;
      const here = await trx(table).where({ from_path: to }).first<{ id: number } | undefined>('id');
      if (here) await api.delete('redirect', here.id, options);
      // Their own query string or fragment stays.
      for (const r of await redirectsLeadingTo(trx, from, true)) await api.update('redirect', r.id, { to: `${to}${r.to.slice(from.length)}` }, options);
      const old = await trx(table).where({ from_path: from }).first<{ id: number } | undefined>('id');
      if (old) await api.update('redirect', old.id, { to, status: '301', active: true }, options);
      else await api.create('redirect', { from_path: from, to, status: '301', active: true }, options);
    },
  });
}
