import type { ComponentType } from 'react';
import type { AdminLanguage } from '../../runtime-shared/admin-languages';
import type { Operation } from '../../runtime-shared/meta';

/** One admin page, as `generated/web/admin-routes.tsx` lists them. */
export interface AdminRoute {
  /** Relative to `/admin`, React Router syntax, e.g. `edit-banner/:id`. */
  path: string;
  entity?: string;
  operation?: Operation;
  Page: ComponentType;
}

/** One entry of the admin side navigation. */
export interface NavEntry {
  /** The first path segment under `/admin`, e.g. `banner-list`. */
  path: string;
  label: string;
  /** The label in other admin languages (`{ de: 'Mediathek' }`), from the entity's `admin.nav.labels`. */
  labels?: Readonly<Partial<Record<AdminLanguage, string>>>;
  /** Position in the navigation, lowest first. */
  order: number;
  entity?: string;
  /** Appended to the link, e.g. `state=posted`. */
  query?: string;
  /** First segments of pages that keep this entry active, e.g. `edit-banner`. */
  related: string[];
}
