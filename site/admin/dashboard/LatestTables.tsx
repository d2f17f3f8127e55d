import { Link } from 'react-router-dom';
import { applicantMeta } from '../../../generated/schemas/applicant.schema';
import { orderMeta } from '../../../generated/schemas/order.schema';
import type { EntityMeta } from '../../../runtime-shared/meta';
import { centsText, shortDate, type LatestApplicant, type LatestOrder } from './types';

/** The status's label from the entity's enum options, so it reads as on the entity's own pages. */
function statusLabel(meta: EntityMeta, value: string): string {
  return meta.fields.find((f) => f.name === 'status')?.options?.find((o) => o.value === value)?.label ?? value;
}

function Status({ meta, value }: { meta: EntityMeta; value: string }) {
  return <span className={`status-pill status-${value}`}>{statusLabel(meta, value)}</span>;
}

export function LatestOrders({ orders }: { orders: LatestOrder[] }) {
  return (
    <div className="card latest-card">
      <div className="latest-head">
        <h2>Latest orders</h2>
        <Link to="/admin/order-list">All orders</Link>
      </div>
      <div className="table-wrap">
        <table className="data-table">
          <thead>
            <tr><th>Order</th><th>Status</th><th>Total</th><th>Date</th></tr>
          </thead>
          <tbody>
            {orders.length === 0 && (
              <tr><td colSpan={4} className="table-message">No orders yet</td></tr>
            )}
            {orders.map((o) => (
              <tr key={o.id}>
                <td data-label="Order"><Link to={`/admin/order-details/${o.id}`}>{o.order_number || `#${o.id}`}</Link></td>
                <td data-label="Status"><Status meta={orderMeta} value={o.status} /></td>
                <td data-label="Total">{centsText(Number(o.total), o.currency)}</td>
                <td data-label="Date">{shortDate(o.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export function LatestApplicants({ applicants }: { applicants: LatestApplicant[] }) {
  return (
    <div className="card latest-card">
      <div className="latest-head">
        <h2>Latest applications</h2>
        <Link to="/admin/all-applicants">All applicants</Link>
      </div>
      <div className="table-wrap">
        <table className="data-table">
          <thead>
            <tr><th>Name</th><th>Job</th><th>Status</th><th>Date</th></tr>
          </thead>
          <tbody>
            {applicants.length === 0 && (
              <tr><td colSpan={4} className="table-message">No applications yet</td></tr>
            )}
            {applicants.map((a) => (
              <tr key={a.id}>
                <td data-label="Name"><Link to={`/admin/applicant-details/${a.id}`}>{a.name}</Link></td>
                <td data-label="Job">{a.job_title ?? '—'}</td>
                <td data-label="Status"><Status meta={applicantMeta} value={a.status} /></td>
                <td data-label="Date">{shortDate(a.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
