import { useState } from 'react';
import type { EntityMeta } from '../../runtime-shared/meta';
import { apiSend, errorMessage } from '../api/client';
import { ConfirmDialog } from '../feedback/ConfirmDialog';
import { useToast } from '../feedback/Toasts';

export interface DeleteRowProps {
  meta: EntityMeta;
  id: number;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks `Are you sure to delete?`; on Yes deletes the record, closes, and lets the list reload. */
export function DeleteRow({ meta, id, onClose, onDeleted }: DeleteRowProps) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await apiSend('DELETE', `/api/${meta.name}/${id}`);
      toast.success(`${meta.label} deleted`);
      onDeleted();
    } catch (error) {
      toast.error(`Could not delete: ${errorMessage(error)}`);
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return <ConfirmDialog text="Are you sure to delete?" onYes={() => void confirm()} onNo={onClose} busy={busy} />;
}
