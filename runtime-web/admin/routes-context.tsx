import { createContext, useContext } from 'react';
import type { AdminRoute } from './types';

/**
 * The admin routes that exist, so generic pages show only links that lead
 * somewhere (a testimonial has no add page, a subscriber no edit page).
 * Undefined (no provider) means "unknown": every link is shown.
 */
export const AdminRoutesContext = createContext<readonly AdminRoute[] | undefined>(undefined);

/**
 * Whether `/admin/<segment>` or `/admin/<segment>/:id` is a known admin route;
 * `false` (an entity without such a screen, see `AdminPaths`) never is.
 */
export function useHasAdminRoute(): (segment: string | false) => segment is string {
  const routes = useContext(AdminRoutesContext);
  return (segment): segment is string =>
    segment !== false && (!routes || routes.some((r) => r.path === segment || r.path.startsWith(`${segment}/`)));
}
