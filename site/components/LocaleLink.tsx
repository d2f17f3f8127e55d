/**
 * react-router's Link and NavLink that keep the visitor in the page's language: a site path written as the
 * default locale's (`/services`) leads to the current locale's counterpart (`/de/services` on a German
 * page). Pages write their links once, as they always did.
 */
import { forwardRef } from 'react';
import { Link as RouterLink, NavLink as RouterNavLink, type LinkProps, type NavLinkProps } from 'react-router-dom';
import { localizeHref } from '../locale';
import { useLocale } from '../i18n/words';

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  const locale = useLocale();
  return <RouterLink ref={ref} to={typeof to === 'string' ? localizeHref(locale, to) : to} {...props} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...props }, ref) {
  const locale = useLocale();
  return <RouterNavLink ref={ref} to={typeof to === 'string' ? localizeHref(locale, to) : to} {...props} />;
});
