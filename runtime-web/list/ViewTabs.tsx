import { NavLink } from 'react-router-dom';
import type { EntityMeta } from '../../runtime-shared/meta';
import { useT } from '../i18n/use-t';

/**
 * Tabs between an entity's main list and its fixed-filter views (Jobs,
 * Drafted Jobs, Archived Jobs), so every view is one click away.
 */
export function ViewTabs({ meta }: { meta: EntityMeta }) {
  const t = useT();
  const views = meta.views ?? [];
  if (views.length === 0) return null;
  const tabs = [{ path: meta.admin.list, title: t('list.allOf', { label: meta.pluralLabel }) }, ...views];
  return (
    <nav className="tabs" aria-label={t('list.views', { label: meta.pluralLabel })}>
      {tabs.map((tab) => (
        <NavLink key={tab.path} end to={`/admin/${tab.path}`} className={({ isActive }) => `tab${isActive ? ' active' : ''}`}>
          {tab.title}
        </NavLink>
      ))}
    </nav>
  );
}
