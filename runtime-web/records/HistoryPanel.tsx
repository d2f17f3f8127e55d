import { useState } from 'react';
import type { EntityMeta, FieldMeta } from '../../runtime-shared/meta';
import { apiSend, errorMessage, type DataResponse } from '../api/client';
import type { HistoryVersion } from '../api/record-client';
import { useApiGet } from '../api/use-api-get';
import { canManage } from '../auth/can';
import { useAuthUser } from '../auth/use-auth-user';
import { dateText, textOf, truncate } from '../display/format';
import { valueText } from '../display/value-text';
import { ConfirmDialog } from '../feedback/ConfirmDialog';
import { ErrorMessage } from '../feedback/ErrorMessage';
import { Loading } from '../feedback/Loading';
import { useToast } from '../feedback/Toasts';
import type { Translate } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';

function what(v: HistoryVersion, t: Translate): string {
  if (v.action === 'restore') return t('history.restoredFromTrash');
  if (v.action === 'purge') return t('history.purged');
  if (v.action?.startsWith('restore version ')) return t('history.restoredVersion', { version: v.action.slice('restore version '.length) });
  return v.operation === 'action' && v.action ? t('history.action', { action: v.action }) : t(`history.operation.${v.operation}`);
}

/** A value as a short text; relations by id (the log keeps ids, not the related records). */
function shown(field: FieldMeta | undefined, values: Record<string, unknown> | null, name: string): string {
  if (!values) return '—';
  const text = field ? valueText(field, values) : textOf(values[name]);
  return truncate(text || textOf(values[name])) || '—';
}

/**
 * A record's history (`GET /api/<name>/:id/history`): who changed what when,
 * each changed field before → after, and a Restore button on every earlier
 * version for staff who may update the record.
 */
export function HistoryPanel({ meta, id, onRestored }: { meta: EntityMeta; id: number; onRestored: () => void }) {
  const t = useT();
  const user = useAuthUser();
  const toast = useToast();
  const { data, error, loading, reload } = useApiGet<DataResponse<HistoryVersion[]>>(`/api/${meta.name}/${id}/history`);
  const [asked, setAsked] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const mayRestore = canManage(meta.name, 'update', user, meta.access.update);
  const versions = data?.data ?? [];

  const restore = async (version: number) => {
    setBusy(true);
    try {
      await apiSend('POST', `/api/${meta.name}/${id}/history/${version}/restore`);
      toast.success(t('history.restored', { version }));
      onRestored();
    } catch (failure) {
      toast.error(t('trash.restoreFailed', { error: errorMessage(failure) }));
      reload();
    } finally {
      setBusy(false);
      setAsked(null);
    }
  };

  if (error) return <ErrorMessage error={error} onRetry={reload} />;
  if (loading && !data) return <Loading />;
  return (
    <div className="card history">
      {versions.length === 0 && <p className="muted">{t('history.none')}</p>}
      <ol className="history-list">
        {versions.map((v, index) => (
          <li key={v.version} className="history-version" data-version={v.version}>
            <div className="history-head">
              <strong>{t('history.version', { version: v.version })}</strong> · {what(v, t)} · {dateText(v.at)} · {v.user_email ?? t('history.unknownUser')}
              {mayRestore && index > 0 && v.after && (
                <button type="button" className="btn btn-small" onClick={() => setAsked(v.version)} disabled={busy}>
                  {t('trash.restore')}
                </button>
              )}
            </div>
            {v.changed.length > 0 && v.operation !== 'create' && (
              <table className="history-changes">
                <tbody>
                  {v.changed.map((name) => {
                    const field = meta.fields.find((f) => f.name === name);
                    return (
                      <tr key={name}>
                        <th scope="row">{field?.label ?? name}</th>
                        <td className="history-before">{shown(field, v.before, name)}</td>
                        <td aria-hidden="true">→</td>
                        <td className="history-after">{shown(field, v.after, name)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            )}
          </li>
        ))}
      </ol>
      {asked !== null && (
        <ConfirmDialog text={t('history.confirmRestore', { version: asked })} onYes={() => void restore(asked)} onNo={() => setAsked(null)} busy={busy} />
      )}
    </div>
  );
}
