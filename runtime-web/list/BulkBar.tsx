import { useState } from 'react';
import type { ActionMeta, EntityMeta } from '../../runtime-shared/meta';
import { apiSend, ApiError, errorMessage } from '../api/client';
import { canManage } from '../auth/can';
import type { AuthUser } from '../auth/storage';
import { ConfirmDialog } from '../feedback/ConfirmDialog';
import { useToast } from '../feedback/Toasts';
import type { BulkFilter } from './api-filter';
import { SetFieldForm } from './SetFieldForm';
import type { Selection } from './use-selection';
import { useT } from '../i18n/use-t';

export interface BulkBarProps {
  meta: EntityMeta;
  user: AuthUser | null;
  selection: Selection;
  /** Rows matching the list's filter (all pages). */
  total: number;
  /** Ids of the rows on this page. */
  pageIds: readonly number[];
  /** The list's filter and search, for "every row matching". */
  matching: { filter: BulkFilter; q?: string };
  onDone: () => void;
}

/** Why some rows were refused: the first few, by id. */
function refusalText(error: unknown): string {
  const fields = error instanceof ApiError ? error.fields : undefined;
  const rows = Object.entries(fields ?? {}).slice(0, 3).map(([id, reason]) => `#${id}: ${reason}`);
  return [errorMessage(error), ...rows].join(' — ');
}

/**
 * Shown while rows are chosen: how many, "Select all N matching", and the
 * bulk changes the role may make: delete (one confirmation for all rows),
 * each declared action, and setting one field to one value.
 */
export function BulkBar({ meta, user, selection, total, pageIds, matching, onDone }: BulkBarProps) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const t = useT();
  const [confirming, setConfirming] = useState<{ text: string; run: () => Promise<void> } | null>(null);
  const count = selection.allMatching ? total : selection.ids.size;
  if (count === 0) return null;
  const pageChosen = pageIds.length > 0 && pageIds.every((id) => selection.ids.has(id));
  const noun = count === 1 ? meta.label.toLowerCase() : meta.pluralLabel.toLowerCase();

  const send = async (action: string, values?: Record<string, unknown>) => {
    const chosen = selection.allMatching ? { ...matching, all: true } : { ids: [...selection.ids] };
    setBusy(true);
    try {
      const { data } = await apiSend<{ data: { count: number } }>('POST', `/api/${meta.name}/bulk`, { action, ...chosen, ...(values ? { values } : {}) });
      toast.success(t(action === 'delete' ? 'bulk.deleted' : 'bulk.changed', { count: data.count, noun: data.count === 1 ? meta.label.toLowerCase() : meta.pluralLabel.toLowerCase() }));
      selection.clear();
      onDone();
    } catch (error) {
      toast.error(t('bulk.refused', { error: refusalText(error) }));
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };
  const ask = (action: ActionMeta) =>
    action.confirm ? setConfirming({ text: `${action.label}: ${count} ${noun}?`, run: () => send(action.name) }) : void send(action.name);

  return (
    <div className="bulk-bar" role="region" aria-label={t('bulk.region')}>
      <strong>{t('bulk.selected', { count })}</strong>
      {pageChosen && !selection.allMatching && total > selection.ids.size && (
        <button type="button" className="btn btn-small" onClick={selection.selectAllMatching}>
          {t('bulk.selectAll', { total })}
        </button>
      )}
      <button type="button" className="btn btn-small" onClick={selection.clear}>
        {t('bulk.clear')}
      </button>
      {canManage(meta.name, 'update', user, meta.access.update) && (
        <>
          {meta.actions.map((action) => (
            <button key={action.name} type="button" className="btn btn-small" disabled={busy} onClick={() => ask(action)}>
              {action.label}
            </button>
          ))}
          <SetFieldForm meta={meta} busy={busy} onSet={(values) => void send('update', values)} />
        </>
      )}
      {canManage(meta.name, 'delete', user, meta.access.delete) && (
        <button
          type="button"
          className="btn btn-small btn-danger"
          disabled={busy}
          onClick={() => setConfirming({ text: t('bulk.confirmDelete', { count, noun }), run: () => send('delete') })}
        >
          {t('bulk.deleteSelected')}
        </button>
      )}
      {confirming && <ConfirmDialog text={confirming.text} onYes={() => void confirming.run()} onNo={() => setConfirming(null)} busy={busy} />}
    </div>
  );
}
