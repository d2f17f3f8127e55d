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

const OPERATIONS: Record<HistoryVersion['operation'], string> = { create: 'Created', update: 'Updated', delete: 'Deleted', action: 'Action' };

function what(v: HistoryVersion): string {
  if (v.action === 'restore') return 'Restored from the trash';
  if (v.action === 'purge') return 'Purged';
  if (v.action?.startsWith('restore version ')) return `Restored version ${v.action.slice('restore version '.length)}`;
  return v.operation === 'action' && v.action ? `Action: ${v.action}` : OPERATIONS[v.operation];
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
      toast.success(`Version ${version} restored`);
      onRestored();
    } catch (failure) {
      toast.error(`Could not restore: ${errorMessage(failure)}`);
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
      {versions.length === 0 && <p className="muted">No changes recorded yet</p>}
      <ol className="history-list">
        {versions.map((v, index) => (
          <li key={v.version} className="history-version" data-version={v.version}>
            <div className="history-head">
              <strong>Version {v.version}</strong> · {what(v)} · {dateText(v.at)} · {v.user_email ?? 'unknown user'}
              {mayRestore && index > 0 && v.after && (
                <button type="button" className="btn btn-small" onClick={() => setAsked(v.version)} disabled={busy}>
                  Restore
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
        <ConfirmDialog text={`Restore version ${asked}? Its values replace the current ones.`} onYes={() => void restore(asked)} onNo={() => setAsked(null)} busy={busy} />
      )}
    </div>
  );
}
