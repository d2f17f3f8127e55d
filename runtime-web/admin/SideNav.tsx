import { Link, useLocation } from 'react-router-dom';
import { useAdminLanguage, useT } from '../i18n/use-t';
import { isNavActive, navHref, navLabel, sortNav } from './nav-active';
import type { NavEntry } from './types';

export interface SideNavProps {
  nav: readonly NavEntry[];
  brand: string;
  open: boolean;
}

/** The left navigation; on small screens it slides in when `open`. */
export function SideNav({ nav, brand, open }: SideNavProps) {
  const t = useT();
  const language = useAdminLanguage();
  const { pathname } = useLocation();
  return (
    <aside id="admin-sidenav" className={`sidenav${open ? ' open' : ''}`}>
      <Link to="/admin/dashboard" className="sidenav-brand">
        {brand}
      </Link>
      <nav aria-label={t('shell.nav')}>
        <ul>
          {sortNav(nav).map((entry) => {
            const active = isNavActive(entry, pathname);
            return (
              <li key={entry.path}>
                <Link to={navHref(entry)} className={active ? 'active' : undefined} aria-current={active ? 'page' : undefined}>
                  {navLabel(entry, language)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </aside>
  );
}
