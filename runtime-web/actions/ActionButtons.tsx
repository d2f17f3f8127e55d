import { useState } from 'react';
import type { ActionMeta, EntityMeta } from '../../runtime-shared/meta';
import { errorMessage } from '../api/client';
import { canManage } from '../auth/can';
import { useAuthUser } from '../auth/use-auth-user';
import { ConfirmDialog } from '../feedback/ConfirmDialog';
import { useToast } from '../feedback/Toasts';
import { useT } from '../i18n/use-t';
import { availableActions } from './available-actions';
import { runAction } from './run-action';

export interface ActionButtonsProps {
  meta: EntityMeta;
  record: Record<string, unknown> & { id: number };
  /** Called after a successful action, e.g. to reload the list. */
  onDone: () => void;
}

/**
 * A button per declared action that applies to the record's current state
 * (`from`), for users allowed to update it. Actions marked `confirm` ask
 * "Are you sure?" first. Success and failure are both told with a toast.
 */
export function ActionButtons({ meta, record, onDone }: ActionButtonsProps) {
  const t = useT();
  const user = useAuthUser();
  const toast = useToast();
  const [asking, setAsking] = useState<ActionMeta | null>(null);
  const [busy, setBusy] = useState(false);
  if (!canManage(meta.name, 'update', user, meta.access.update)) return null;
  const actions = availableActions(meta, record);
  if (actions.length === 0) return null;

  const run = async (action: ActionMeta) => {
    setBusy(true);
    try {
      await runAction(meta, record.id, action);
      toast.success(t('action.done', { action: action.label }));
      onDone();
    } catch (error) {
      toast.error(t('action.failed', { action: action.label, error: errorMessage(error) }));
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  return (
    <>
      {actions.map((action) => (
        <button
          key={action.name}
          type="button"
          className="btn btn-small"
          disabled={busy}
          onClick={() => (action.confirm ? setAsking(action) : void run(action))}
        >
          {action.label}
        </button>
      ))}
      {asking && <ConfirmDialog text={t('action.confirm')} onYes={() => void run(asking)} onNo={() => setAsking(null)} busy={busy} />}
    </>
  );
}
