import { useState } from 'react';
import type { EntityMeta } from '../../runtime-shared/meta';
import { formatSiteTime, siteTimeZone } from '../../runtime-shared/site-time';
import { errorMessage } from '../api/client';
import { useToast } from '../feedback/Toasts';
import { draftsOf, type ScheduledChange } from './draft-api';

export interface SchedulePanelProps {
  meta: EntityMeta;
  id: number;
  scheduled: readonly ScheduledChange[];
  /** Whether the user may schedule (the update grant). */
  canChange: boolean;
  onChanged: () => void;
}

const ACTION_LABELS = { publish: 'Publish', unpublish: 'Unpublish' } as const;
const STATUS_LABELS = { pending: 'Scheduled', done: 'Done', failed: 'Failed', cancelled: 'Cancelled' } as const;

/**
 * "Publish at" and "Unpublish at" of one record: the changes scheduled, and a form to add one.
 * Times are entered and shown in the site's time zone (SITE_TIME_ZONE), whatever the browser's.
 */
export function SchedulePanel({ meta, id, scheduled, canChange, onChanged }: SchedulePanelProps) {
  const toast = useToast();
  const live = meta.drafts?.liveField;
  const [action, setAction] = useState<'publish' | 'unpublish'>('publish');
  const [at, setAt] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const zone = siteTimeZone();

  const add = async () => {
    setError(undefined);
    if (!at) return setError('Choose a date and time');
    setBusy(true);
    try {
      const change = await draftsOf(meta).schedule(id, action, at);
      toast.success(`${ACTION_LABELS[change.action]} scheduled for ${formatSiteTime(change.run_at, zone)}`);
      setAt('');
      onChanged();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const cancel = async (change: ScheduledChange) => {
    try {
      await draftsOf(meta).cancelScheduled(id, change.id);
      toast.success('Scheduled change cancelled');
      onChanged();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };

  return (
    <section className="card schedule-panel" aria-labelledby="schedule-heading">
      <h2 id="schedule-heading">Scheduled changes</h2>
      {scheduled.length === 0 ? (
        <p className="muted">Nothing scheduled.</p>
      ) : (
        <ul className="schedule-list">
          {scheduled.map((c) => (
            <li key={c.id}>
              <strong>{ACTION_LABELS[c.action]}</strong> {formatSiteTime(c.run_at, zone)} <span className={`status-pill status-${c.status}`}>{STATUS_LABELS[c.status]}</span>
              {c.error && <span className="field-error"> {c.error}</span>}
              {c.status === 'pending' && canChange && (
                <button type="button" className="btn btn-small" onClick={() => void cancel(c)}>
                  Cancel
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canChange && (
        <div className="schedule-form">
          <label>
            <span>Change</span>
            <select className="input" value={action} onChange={(e) => setAction(e.target.value as 'publish' | 'unpublish')}>
              <option value="publish">Publish at</option>
              {live && <option value="unpublish">Unpublish at</option>}
            </select>
          </label>
          <label>
            <span>Date and time ({zone})</span>
            <input className="input" type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} aria-invalid={error ? true : undefined} />
          </label>
          <button type="button" className="btn" onClick={() => void add()} disabled={busy}>
            Schedule
          </button>
          {error && <p className="field-error" role="alert">{error}</p>}
        </div>
      )}
      <p className="muted small">Publishing applies the draft as it is at that time. Times are in the site&apos;s time zone, {zone}.</p>
    </section>
  );
}
