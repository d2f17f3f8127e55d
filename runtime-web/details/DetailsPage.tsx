import { Link, useParams } from 'react-router-dom';
import type { EntityMeta } from '../../runtime-shared/meta';
import { ActionButtons } from '../actions/ActionButtons';
import { useHasAdminRoute } from '../admin/routes-context';
import type { DataResponse } from '../api/client';
import { useApiGet } from '../api/use-api-get';
import { canManage } from '../auth/can';
import { useAuthUser } from '../auth/use-auth-user';
import { ErrorMessage } from '../feedback/ErrorMessage';
import { Loading } from '../feedback/Loading';
import { RecordTabs } from '../records/RecordTabs';
import { DetailsList } from './DetailsList';
import { RelatedRecords, type RelatedList } from './RelatedRecords';
import { useT } from '../i18n/use-t';

export interface DetailsPageProps {
  meta: EntityMeta;
  /** The fields to show, in order. */
  fields: string[];
  /** Records of other entities pointing at this one, listed under the details (an order's lines). */
  related?: RelatedList[];
}

type RecordWithId = Record<string, unknown> & { id: number };

/**
 * One record, read-only, as a list of labelled values, with its actions and
 * an Edit button. The `:id` comes from the route; a singleton entity has one
 * record (`GET /api/<name>`), which may not exist yet.
 * @example <DetailsPage meta={bannerMeta} fields={['title', 'photo']} />
 */
export function DetailsPage({ meta, fields, related = [] }: DetailsPageProps) {
  const { id } = useParams();
  const hasRoute = useHasAdminRoute();
  const user = useAuthUser();
  const t = useT();
  const { data, error, loading, reload } = useApiGet<DataResponse<RecordWithId | null>>(
    meta.singleton ? `/api/${meta.name}` : `/api/${meta.name}/${id}`,
  );
  const record = data?.data ?? null;
  const title = record?.[meta.titleField];
  const editPath = hasRoute(meta.admin.edit) && canManage(meta.name, 'update', user) ? meta.admin.edit : false;
  const editHref = editPath && (meta.singleton ? `/admin/${editPath}` : `/admin/${editPath}/${id}`);
  const editButton = editHref && (
    <Link className="btn btn-primary" to={editHref}>
      {t('details.edit')}
    </Link>
  );

  return (
    <section className="page">
      <header className="page-header">
        <h1>
          {meta.singleton ? meta.label : t('details.title', { label: meta.label })}
          {typeof title === 'string' && title && !meta.singleton ? `: ${title}` : ''}
        </h1>
        <div className="page-actions">
          {record && <ActionButtons meta={meta} record={record} onDone={reload} />}
          {record && editButton}
          {!meta.singleton && (
            <Link className="btn" to={`/admin/${meta.admin.list}`}>
              {t('details.back')}
            </Link>
          )}
        </div>
      </header>
      {error && <ErrorMessage error={error} onRetry={reload} />}
      {loading && <Loading />}
      {record && !loading && (meta.singleton ? (
        <DetailsList meta={meta} fields={fields} record={record} />
      ) : (
        <RecordTabs meta={meta} id={record.id} onRestored={reload}>
          <DetailsList meta={meta} fields={fields} record={record} />
          {related.map((list) => (
            <RelatedRecords key={`${list.meta.name}.${list.field}`} list={list} parent={record} />
          ))}
        </RecordTabs>
      ))}
      {data && !record && !loading && (
        <div className="card empty-state">
          <p>{t('details.nothingYet')}</p>
          {editButton}
        </div>
      )}
    </section>
  );
}
