import { Link, useParams } from 'react-router-dom';
import type { EntityMeta } from '../../runtime-shared/meta';
import { useHasAdminRoute } from '../admin/routes-context';
import type { DataResponse } from '../api/client';
import { useApiGet } from '../api/use-api-get';
import { can } from '../auth/can';
import { fieldMeta } from '../display/format';
import { ErrorMessage } from '../feedback/ErrorMessage';
import { Loading } from '../feedback/Loading';
import { DetailValue } from './DetailValue';

export interface DetailsPageProps {
  meta: EntityMeta;
  /** The fields to show, in order. */
  fields: string[];
}

/**
 * One record, read-only, as a list of labelled values; the `:id` comes from the route.
 * @example <DetailsPage meta={bannerMeta} fields={['title', 'photo']} />
 */
export function DetailsPage({ meta, fields }: DetailsPageProps) {
  const { id } = useParams();
  const hasRoute = useHasAdminRoute();
  const { data, error, loading, reload } = useApiGet<DataResponse<Record<string, unknown>>>(`/api/${meta.name}/${id}`);
  const record = data?.data;
  const title = record?.[meta.titleField];

  return (
    <section className="page">
      <header className="page-header">
        <h1>
          {meta.label} details{typeof title === 'string' && title ? `: ${title}` : ''}
        </h1>
        <div className="page-actions">
          {record && hasRoute(meta.admin.edit) && can(meta, 'update') && (
            <Link className="btn btn-primary" to={`/admin/${meta.admin.edit}/${id}`}>
              Edit
            </Link>
          )}
          <Link className="btn" to={`/admin/${meta.admin.list}`}>
            Back
          </Link>
        </div>
      </header>
      {error && <ErrorMessage error={error} onRetry={reload} />}
      {loading && <Loading />}
      {record && !loading && (
        <dl className="card details">
          {fields.map((name) => {
            const field = fieldMeta(meta, name);
            return (
              <div className="details-row" key={name}>
                <dt>{field.label}</dt>
                <dd>
                  <DetailValue field={field} record={record} />
                </dd>
              </div>
            );
          })}
        </dl>
      )}
    </section>
  );
}
