import { useState } from 'react';
import { errorMessage } from '../../api/client';
import { Dialog } from '../../feedback/Dialog';
import { textOf } from '../../display/format';
import { Loading } from '../../feedback/Loading';
import { useToast } from '../../feedback/Toasts';
import { useT } from '../../i18n/use-t';
import { InlineCreateForm } from './InlineCreateForm';
import type { InlineCreateProps, InlineForm } from './inline-forms';

/**
 * "Create Category…" beside a relation select: opens the target's add form in
 * a dialog (its code loaded on first use) and hands the new record back.
 */
export function InlineCreate({ entry, show, typed, onCreated }: InlineCreateProps) {
  const t = useT();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<InlineForm>();
  const [failure, setFailure] = useState<unknown>();

  const openDialog = () => {
    setOpen(true);
    if (form) return;
    setFailure(undefined);
    entry.load().then(setForm, setFailure);
  };
  const close = () => setOpen(false);

  let dialog = null;
  if (open && form) {
    dialog = (
      <InlineCreateForm
        form={form}
        show={show}
        typed={typed}
        onClose={close}
        onCreated={(record) => {
          setOpen(false);
          const id = Number(record.id);
          onCreated(id, textOf(record[show] ?? id));
          toast.success(t('inline.created', { label: entry.label }));
        }}
      />
    );
  } else if (open) {
    dialog = (
      <Dialog title={t('inline.create', { label: entry.label })} onClose={close}>
        {failure === undefined ? <Loading /> : <p className="field-error" role="alert">{t('inline.loadFailed', { error: errorMessage(failure) })}</p>}
      </Dialog>
    );
  }

  return (
    <>
      <button type="button" className="btn btn-small relation-create" onClick={openDialog}>
        {t('inline.button', { label: entry.label })}
      </button>
      {dialog}
    </>
  );
}
