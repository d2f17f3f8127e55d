import { useContext } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { AdminLanguage } from '../../runtime-shared/admin-languages';
import type { Translate } from '../i18n/catalogues';
import { useAdminLanguage, useT } from '../i18n/use-t';
import { adminSubPath, isNavActive, navHref, navLabel } from './nav-active';
import { AdminRoutesContext } from './routes-context';
import type { AdminRoute, NavEntry } from './types';

interface Crumb {
  label: string;
  to: string;
}

/** `api-keys` → `Api Keys`: a hand-written screen without an operation of an entity. */
function humanize(segment: string): string {
  return segment.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

/** What a page does, in the admin's language (`Edit`, `Add`, `Details`), from its route's operation. */
function pageLabel(first: string, routes: readonly AdminRoute[], t: Translate): string {
  const route = routes.find((r) => r.path === first || r.path.startsWith(`${first}/`));
  return route?.operation && route.entity ? t(`crumb.${route.operation}`) : humanize(first);
}

/**
 * Up to three linked levels below "Pages": Admin, the navigation section,
 * and the page itself when it is not the section's own list (named by what it does: Edit #3). Every level
 * links to a page that exists (`/admin/edit-banner` alone would be a 404).
 */
export function buildCrumbs(pathname: string, nav: readonly NavEntry[], routes: readonly AdminRoute[], t: Translate, language: AdminLanguage): Crumb[] {
  const sub = adminSubPath(pathname);
  const crumbs: Crumb[] = [{ label: t('crumb.admin'), to: '/admin/dashboard' }];
  if (!sub) return crumbs;
  const section = nav.find((entry) => isNavActive(entry, pathname));
  const first = sub.split('/')[0] ?? '';
  if (section) crumbs.push({ label: navLabel(section, language), to: navHref(section) });
  if (!section || first !== section.path) {
    const id = sub.split('/')[1];
    crumbs.push({ label: pageLabel(first, routes, t) + (id ? ` #${id}` : ''), to: pathname });
  }
  return crumbs.slice(0, 3);
}

export function Breadcrumb({ nav }: { nav: readonly NavEntry[] }) {
  const t = useT();
  const language = useAdminLanguage();
  const routes = useContext(AdminRoutesContext) ?? [];
  const { pathname } = useLocation();
  const crumbs = buildCrumbs(pathname, nav, routes, t, language);
  return (
    <nav aria-label={t('crumb.region')} className="breadcrumb">
      <ol>
        <li>{t('crumb.pages')}</li>
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
