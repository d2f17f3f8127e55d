import type { ReactNode } from 'react';
import type { EntityMeta } from '../../runtime-shared/meta';
import type { ApiError } from '../api/client';
import { useT } from '../i18n/use-t';

export interface ConflictNoticeProps {
  meta: EntityMeta;
  /** The 409 of a stale save: its message and the fields changed meanwhile. */
  error: ApiError;
  onReload: () => void;
  onOverwrite: () => void;
  busy: boolean;
  /** The screen's own words for what happened and what Reload keeps, instead of the server's message (written for a form, whose edits Reload drops). */
  children?: ReactNode;
}

/**
 * Shown when someone else saved the record after this form loaded it
 * (runtime-server/crud/conflict.ts): what changed, then a choice between
 * reloading (their changes, this form's edits lost) and overwriting them.
 */
export function ConflictNotice({ meta, error, onReload, onOverwrite, busy, children }: ConflictNoticeProps) {
  const t = useT();
  const changed = Object.entries(error.fields ?? {});
  return (
    <div className="card conflict-notice" role="alert">
      {children ?? <p>{error.message}</p>}
      {changed.length > 0 && (
        <ul>
          {changed.map(([name, message]) => (
            <li key={name}>
              <strong>{meta.fields.find((f) => f.name === name)?.label ?? name}</strong>: {message}
            </li>
          ))}
        </ul>
      )}
      <div className="form-actions">
        <button type="button" className="btn" onClick={onReload} disabled={busy}>
          {t('form.reload')}
        </button>
        <button type="button" className="btn btn-danger" onClick={onOverwrite} disabled={busy}>
          {t('form.overwrite')}
        </button>
      </div>
    </div>
  );
}
