import { useState } from 'react';
import type { EntityMeta } from '../../runtime-shared/meta';
import { siteTimeZone } from '../../runtime-shared/site-time';
import { errorMessage } from '../api/client';
import { siteTimeText } from '../display/format';
import { useToast } from '../feedback/Toasts';
import { useT } from '../i18n/use-t';
import { draftsOf, type ScheduledChange } from './draft-api';

export interface SchedulePanelProps {
  meta: EntityMeta;
  id: number;
  scheduled: readonly ScheduledChange[];
  /** Whether the user may schedule (the update grant). */
  canChange: boolean;
  onChanged: () => void;
}


/**
 * "Publish at" and "Unpublish at" of one record: the changes scheduled, and a form to add one.
 * Times are entered and shown in the site's time zone (SITE_TIME_ZONE), whatever the browser's.
 */
export function SchedulePanel({ meta, id, scheduled, canChange, onChanged }: SchedulePanelProps) {
  const t = useT();
  const toast = useToast();
  const live = meta.drafts?.liveField;
  const [action, setAction] = useState<'publish' | 'unpublish'>('publish');
  const [at, setAt] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const zone = siteTimeZone();

  const add = async () => {
    setError(undefined);
    if (!at) return setError(t('schedule.chooseTime'));
    setBusy(true);
    try {
      const change = await draftsOf(meta).schedule(id, action, at);
      toast.success(t(`schedule.scheduled.${change.action}`, { at: siteTimeText(change.run_at, zone) }));
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
      toast.success(t('schedule.cancelled'));
      onChanged();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };

  return (
    <section className="card schedule-panel" aria-labelledby="schedule-heading">
      <h2 id="schedule-heading">{t('schedule.heading')}</h2>
      {scheduled.length === 0 ? (
        <p className="muted">{t('schedule.nothing')}</p>
      ) : (
        <ul className="schedule-list">
          {scheduled.map((c) => (
            <li key={c.id}>
              <strong>{t(`schedule.action.${c.action}`)}</strong> {siteTimeText(c.run_at, zone)} <span className={`status-pill status-${c.status}`}>{t(`schedule.status.${c.status}`)}</span>
              {c.error && <span className="field-error"> {c.error}</span>}
              {c.status === 'pending' && canChange && (
                <button type="button" className="btn btn-small" onClick={() => void cancel(c)}>
                  {t('form.cancel')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canChange && (
        <div className="schedule-form">
          <label>
            <span>{t('schedule.change')}</span>
            <select className="input" value={action} onChange={(e) => setAction(e.target.value as 'publish' | 'unpublish')}>
              <option value="publish">{t('schedule.publishAt')}</option>
              {live && <option value="unpublish">{t('schedule.unpublishAt')}</option>}
            </select>
          </label>
          <label>
            <span>{t('schedule.dateTime', { zone })}</span>
            <input className="input" type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} aria-invalid={error ? true : undefined} />
          </label>
          <button type="button" className="btn" onClick={() => void add()} disabled={busy}>
            {t('schedule.schedule')}
          </button>
          {error && <p className="field-error" role="alert">{error}</p>}
        </div>
      )}
      <p className="muted small">{t('schedule.note', { zone })}</p>
    </section>
  );
}
