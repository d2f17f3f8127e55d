import { useState } from 'react';
import type { EntityMeta } from '../../runtime-shared/meta';
import { apiSend, errorMessage } from '../api/client';
import { ConfirmDialog } from '../feedback/ConfirmDialog';
import { useToast } from '../feedback/Toasts';
import { useT } from '../i18n/use-t';

export interface DeleteRowProps {
  meta: EntityMeta;
  id: number;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks `Are you sure to delete?`; on Yes deletes the record, closes, and lets the list reload. */
export function DeleteRow({ meta, id, onClose, onDeleted }: DeleteRowProps) {
  const toast = useToast();
  const t = useT();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await apiSend('DELETE', `/api/${meta.name}/${id}`);
      toast.success(t('list.deleted', { label: meta.label }));
      onDeleted();
    } catch (error) {
      toast.error(t('list.deleteFailed', { error: errorMessage(error) }));
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return <ConfirmDialog text={t('list.confirmDelete')} onYes={() => void confirm()} onNo={onClose} busy={busy} />;
}
