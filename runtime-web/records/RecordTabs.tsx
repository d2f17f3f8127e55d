import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { EntityMeta } from '../../runtime-shared/meta';
import { canManage } from '../auth/can';
import { useAuthUser } from '../auth/use-auth-user';
import { useT } from '../i18n/use-t';
import { HistoryPanel } from './HistoryPanel';

export interface RecordTabsProps {
  meta: EntityMeta;
  id: number;
  /** Called after a version was restored, to load the record again. */
  onRestored: () => void;
  /** The edit form or the details. */
  children: ReactNode;
}

/**
 * The tabs of a record's edit and details screens: the record itself and its
 * History (for staff with the read grant; `?tab=history` keeps the tab across reloads).
 */
export function RecordTabs({ meta, id, onRestored, children }: RecordTabsProps) {
  const t = useT();
  const user = useAuthUser();
  const [params, setParams] = useSearchParams();
  if (meta.access.update === 'none' || !canManage(meta.name, 'read', user)) return <>{children}</>;
  const history = params.get('tab') === 'history';
  const show = (tab: 'record' | 'history') => setParams(tab === 'history' ? { tab } : {}, { replace: true });
  return (
    <>
      <div className="tabs" role="tablist" aria-label={t('history.tabs', { label: meta.label })}>
        <button type="button" role="tab" aria-selected={!history} className={`tab${history ? '' : ' active'}`} onClick={() => show('record')}>
          {meta.label}
        </button>
        <button type="button" role="tab" aria-selected={history} className={`tab${history ? ' active' : ''}`} onClick={() => show('history')}>
          {t('history.tab')}
        </button>
      </div>
      {history ? (
        <HistoryPanel
          meta={meta}
          id={id}
          onRestored={() => {
            show('record');
            onRestored();
          }}
        />
      ) : (
        children
      )}
    </>
  );
}
