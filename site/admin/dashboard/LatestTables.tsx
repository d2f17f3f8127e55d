import { Link } from 'react-router-dom';
import { applicantMeta } from '../../../generated/schemas/applicant.schema';
import { orderMeta } from '../../../generated/schemas/order.schema';
import type { EntityMeta } from '../../../runtime-shared/meta';
import { useCatalogue } from '../../../runtime-web/i18n/use-t';
import { DASHBOARD_MESSAGES } from './messages';
import { centsText, shortDate, type LatestApplicant, type LatestOrder } from './types';

/** The status's label from the entity's enum options, so it reads as on the entity's own pages. */
function statusLabel(meta: EntityMeta, value: string): string {
  return meta.fields.find((f) => f.name === 'status')?.options?.find((o) => o.value === value)?.label ?? value;
}

function Status({ meta, value }: { meta: EntityMeta; value: string }) {
  return <span className={`status-pill status-${value}`}>{statusLabel(meta, value)}</span>;
}

export function LatestOrders({ orders }: { orders: LatestOrder[] }) {
  const t = useCatalogue(DASHBOARD_MESSAGES);
  return (
    <div className="card latest-card">
      <div className="latest-head">
        <h2>{t('latest.orders')}</h2>
        <Link to="/admin/order-list">{t('latest.allOrders')}</Link>
      </div>
      <div className="table-wrap">
        <table className="data-table">
          <thead>
            <tr><th>{t('latest.order')}</th><th>{t('latest.status')}</th><th>{t('latest.total')}</th><th>{t('latest.date')}</th></tr>
          </thead>
          <tbody>
            {orders.length === 0 && (
              <tr><td colSpan={4} className="table-message">{t('latest.noOrders')}</td></tr>
            )}
            {orders.map((o) => (
              <tr key={o.id}>
                <td data-label={t('latest.order')}><Link to={`/admin/order-details/${o.id}`}>{o.order_number || `#${o.id}`}</Link></td>
                <td data-label={t('latest.status')}><Status meta={orderMeta} value={o.status} /></td>
                <td data-label={t('latest.total')}>{centsText(Number(o.total), o.currency)}</td>
                <td data-label={t('latest.date')}>{shortDate(o.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export function LatestApplicants({ applicants }: { applicants: LatestApplicant[] }) {
  const t = useCatalogue(DASHBOARD_MESSAGES);
  return (
    <div className="card latest-card">
      <div className="latest-head">
        <h2>{t('latest.applications')}</h2>
        <Link to="/admin/all-applicants">{t('latest.allApplicants')}</Link>
      </div>
      <div className="table-wrap">
        <table className="data-table">
          <thead>
            <tr><th>{t('latest.name')}</th><th>{t('latest.job')}</th><th>{t('latest.status')}</th><th>{t('latest.date')}</th></tr>
          </thead>
          <tbody>
            {applicants.length === 0 && (
              <tr><td colSpan={4} className="table-message">{t('latest.noApplications')}</td></tr>
            )}
            {applicants.map((a) => (
              <tr key={a.id}>
                <td data-label={t('latest.name')}><Link to={`/admin/applicant-details/${a.id}`}>{a.name}</Link></td>
                <td data-label={t('latest.job')}>{a.job_title ?? '—'}</td>
                <td data-label={t('latest.status')}><Status meta={applicantMeta} value={a.status} /></td>
                <td data-label={t('latest.date')}>{shortDate(a.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
