import { Link, useLocation } from 'react-router-dom';
import { isNavActive, navHref, sortNav } from './nav-active';
import type { NavEntry } from './types';

export interface SideNavProps {
  nav: readonly NavEntry[];
  brand: string;
  open: boolean;
}

/** The left navigation; on small screens it slides in when `open`. */
export function SideNav({ nav, brand, open }: SideNavProps) {
  const { pathname } = useLocation();
  return (
    <aside id="admin-sidenav" className={`sidenav${open ? ' open' : ''}`}>
      <Link to="/admin/dashboard" className="sidenav-brand">
        {brand}
      </Link>
      <nav aria-label="Admin">
        <ul>
          {sortNav(nav).map((entry) => {
            const active = isNavActive(entry, pathname);
            return (
              <li key={entry.path}>
                <Link to={navHref(entry)} className={active ? 'active' : undefined} aria-current={active ? 'page' : undefined}>
                  {entry.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </aside>
  );
}
