import type { ReactNode } from 'react';
import { Link, NavLink } from './LocaleLink';

/** A link from the database: a site path stays in the app, a full address leaves it. */
export function SmartLink({ to, children, nav, newTab, className }: { to: string; children: ReactNode; nav?: boolean; newTab?: boolean; className?: string }) {
  if (!to.startsWith('/') || to.startsWith('//')) {
    return (
      <a href={to} className={className} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    );
  }
  if (nav) return <NavLink to={to} end={to === '/'} className={className}>{children}</NavLink>;
  return <Link to={to} className={className}>{children}</Link>;
}
