import type { AdminLanguage } from '../../runtime-shared/admin-languages';
import type { NavEntry } from './types';

/** The part of a pathname after `/admin/`, e.g. `edit-banner/3`. */
export function adminSubPath(pathname: string): string {
  return pathname.replace(/^\/admin\/?/, '').replace(/\/+$/, '');
}

/**
 * Whether an entry is the active one for the current page. A related route
 * matches its whole first segment (or a `/`-prefix), never a bare string
 * prefix: `add-partner` must not light up for `add-partner-count`.
 */
export function isNavActive(entry: NavEntry, pathname: string): boolean {
  const sub = adminSubPath(pathname);
  const first = sub.split('/')[0];
  if (first === entry.path) return true;
  return entry.related.some((r) => first === r || sub.startsWith(r.endsWith('/') ? r : `${r}/`));
}

/** The link target of an entry, with its query (e.g. `/admin/job-list?state=posted`). */
export function navHref(entry: NavEntry): string {
  return `/admin/${entry.path}${entry.query ? `?${entry.query}` : ''}`;
}

/** The entry's label in the admin's language, where the entity gives one (`admin.nav.labels`); else as declared. */
export function navLabel(entry: NavEntry, language: AdminLanguage): string {
  return entry.labels?.[language] ?? entry.label;
}

export function sortNav(nav: readonly NavEntry[]): NavEntry[] {
  return [...nav].sort((a, b) => a.order - b.order || a.label.localeCompare(b.label));
}
