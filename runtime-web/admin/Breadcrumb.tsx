import { Link, useLocation } from 'react-router-dom';
import { adminSubPath, isNavActive, navHref } from './nav-active';
import type { NavEntry } from './types';

interface Crumb {
  label: string;
  to: string;
}

/** `edit-banner` → `Edit Banner`. */
function humanize(segment: string): string {
  return segment.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

/**
 * Up to three linked levels below "Pages": Admin, the navigation section,
 * and the page itself when it is not the section's own list. Every level
 * links to a page that exists (`/admin/edit-banner` alone would be a 404).
 */
export function buildCrumbs(pathname: string, nav: readonly NavEntry[]): Crumb[] {
  const sub = adminSubPath(pathname);
  const crumbs: Crumb[] = [{ label: 'Admin', to: '/admin/dashboard' }];
  if (!sub) return crumbs;
  const section = nav.find((entry) => isNavActive(entry, pathname));
  const first = sub.split('/')[0];
  if (section) crumbs.push({ label: section.label, to: navHref(section) });
  if (!section || first !== section.path) {
    const id = sub.split('/')[1];
    crumbs.push({ label: humanize(first ?? '') + (id ? ` #${id}` : ''), to: pathname });
  }
  return crumbs.slice(0, 3);
}

export function Breadcrumb({ nav }: { nav: readonly NavEntry[] }) {
  const { pathname } = useLocation();
  const crumbs = buildCrumbs(pathname, nav);
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        <li>Pages</li>
        {crumbs.map((crumb, index) => (
          <li key={crumb.to}>
            <Link to={crumb.to} aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
              {crumb.label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
