import { Link } from 'react-router-dom';
import type { EntityMeta } from '../../runtime-shared/meta';
import { siteTimeZone } from '../../runtime-shared/site-time';
import type { DataResponse } from '../api/client';
import { useApiGet } from '../api/use-api-get';
import { siteTimeText } from '../display/format';
import { ErrorMessage } from '../feedback/ErrorMessage';
import { Loading } from '../feedback/Loading';
import { useT } from '../i18n/use-t';
import type { ScheduledChange } from './draft-api';

/**
 * Every pending scheduled change (`GET /api/scheduled-changes`) the user may read, soonest first:
 * when, what, and a link to the record, where it can be cancelled. Times in the site's time zone.
 * @example <ScheduledChangesPage metas={entityMetas} />
 */
export function ScheduledChangesPage({ metas }: { metas: readonly EntityMeta[] }) {
  const t = useT();
  const changes = useApiGet<DataResponse<(ScheduledChange & { title: string | null })[]>>('/api/scheduled-changes');
  const zone = siteTimeZone();
  const metaOf = (name: string) => metas.find((m) => m.name === name);
  let body;
  if (changes.error) body = <ErrorMessage error={changes.error} onRetry={changes.reload} />;
  else if (!changes.data) body = <Loading />;
  else {
    body = (
      <div className="table-wrap">
        <table className="data-table">
          <thead>
            <tr>
              <th>{t('schedule.when', { zone })}</th>
              <th>{t('schedule.change')}</th>
              <th>{t('schedule.record')}</th>
              <th>{t('schedule.by')}</th>
            </tr>
          </thead>
          <tbody>
            {changes.data.data.length === 0 ? (
              <tr>
                <td colSpan={4} className="table-message">
                  {t('list.empty')}
                </td>
              </tr>
            ) : (
              changes.data.data.map((c) => {
                const meta = metaOf(c.entity);
                const name = `${meta?.label ?? c.entity}: ${c.title ?? `#${c.record_id}`}`;
                return (
                  <tr key={c.id}>
                    <td data-label={t('schedule.when', { zone })}>{siteTimeText(c.run_at, zone)}</td>
                    <td data-label={t('schedule.change')}>{t(`schedule.action.${c.action}`)}</td>
                    <td data-label={t('schedule.record')}>{meta?.admin.edit ? <Link to={`/admin/${meta.admin.edit}/${c.record_id}`}>{name}</Link> : name}</td>
                    <td data-label={t('schedule.by')}>{c.created_by ?? ''}</td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <section className="page">
      <header className="page-header">
        <h1>{t('schedule.pageTitle')}</h1>
      </header>
      <div className="card">{body}</div>
    </section>
  );
}
