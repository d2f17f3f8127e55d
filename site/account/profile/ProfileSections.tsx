/** The parts of /profile read from the owner lane's entities: each lists only the signed-in user's rows. */
import type { ReactNode } from 'react';
import { Link } from '../../components/LocaleLink';
import { orderApi, userCertificateApi, userEducationApi, userSkillApi } from '../../../generated/api';
import { errorMessage } from '../../../runtime-web/api/client';
import { useApiCall } from '../../../runtime-web/api/use-api-call';
import { longDate, money } from '../../format';
import { ORDER_STATUS } from '../../shop/rules/order-status';
import { years } from './EditEduPage';

const LEVELS: Record<string, string> = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced', expert: 'Expert' };

/** A titled block with its edit link, "Loading...", the failure message, or "Nothing here yet." */
function Block<T>({ title, edit, state, children }: { title: string; edit?: string; state: { data?: { data: T[] }; error?: Error; loading: boolean }; children: (rows: T[]) => ReactNode }) {
  const rows = state.data?.data ?? [];
  return (
    <section className="profile-block" aria-labelledby={`${title}-title`}>
      <div className="profile-block-head">
        <h2 id={`${title}-title`}>{title}</h2>
        {edit && <Link to={edit} aria-label={`Edit ${title.toLowerCase()}`}>Edit</Link>}
      </div>
      {state.error ? <p className="site-error" role="alert">{errorMessage(state.error)}</p> : state.loading && !state.data ? <p>Loading...</p> : rows.length ? children(rows) : <p className="muted">Nothing here yet.</p>}
    </section>
  );
}

export function ProfileSections({ userId }: { userId: number }) {
  const mine = { perPage: 100, filter: { user_id: userId } } as const;
  const skills = useApiCall((signal) => userSkillApi.list({ ...mine, sort: 'name' }, { signal }), [userId]);
  const education = useApiCall((signal) => userEducationApi.list({ ...mine, sort: '-start_date' }, { signal }), [userId]);
  const certificates = useApiCall((signal) => userCertificateApi.list({ ...mine, sort: '-issued_on' }, { signal }), [userId]);
  const orders = useApiCall((signal) => orderApi.list({ ...mine, sort: '-created_at' }, { signal }), [userId]);
  return (
    <>
      <Block title="Skills" edit="/edit-skill" state={skills}>
        {(rows) => <ul className="tag-list">{rows.map((s) => <li key={s.id}>{s.name} <span className="muted">{LEVELS[s.level]}</span></li>)}</ul>}
      </Block>
      <Block title="Education" edit="/edit-edu" state={education}>
        {(rows) => <ul className="plain-list">{rows.map((e) => <li key={e.id}><strong>{e.degree}</strong>, {e.institution} <span className="muted">{years(e.start_date, e.end_date)}</span></li>)}</ul>}
      </Block>
      <Block title="Certificates" edit="/edit-certificate" state={certificates}>
        {(rows) => <ul className="plain-list">{rows.map((c) => <li key={c.id}><strong>{c.name}</strong>, {c.issuer}{c.issued_on && <span className="muted"> ({longDate(c.issued_on)})</span>}</li>)}</ul>}
      </Block>
      <Block title="Orders" state={orders}>
        {(rows) => (
          <table className="orders-table">
            <thead><tr><th scope="col">Order</th><th scope="col">Placed</th><th scope="col">Status</th><th scope="col">Total</th></tr></thead>
            <tbody>
              {rows.map((o) => (
                <tr key={o.id}>
                  <td><Link to={`/profile/orders/${encodeURIComponent(o.order_number)}`}>{o.order_number}</Link></td>
                  <td>{longDate(o.created_at)}</td>
                  <td><span className={`order-status status-${o.status}`}>{ORDER_STATUS[o.status] ?? o.status}</span></td>
                  <td>{money(o.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Block>
    </>
  );
}
