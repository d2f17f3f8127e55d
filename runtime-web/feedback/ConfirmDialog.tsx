import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useT } from '../i18n/use-t';

export interface ConfirmDialogProps {
  /** The question, e.g. `Are you sure to delete?` */
  text: string;
  /** More to read before answering, under the question (what a change grants). */
  details?: ReactNode;
  onYes: () => void;
  onNo: () => void;
  /** Disables the buttons while the confirmed action runs. */
  busy?: boolean;
}

/**
 * A small modal asking a yes/no question. Escape and a click on the backdrop
 * mean No; focus starts on No so a stray Enter never deletes anything.
 */
export function ConfirmDialog({ text, details, onYes, onNo, busy = false }: ConfirmDialogProps) {
  const t = useT();
  const noButton = useRef<HTMLButtonElement>(null);
  // Callers often pass fresh arrow functions; a ref keeps the key listener and focus from resetting on each render.
  const latest = useRef({ onNo, busy });
  useLayoutEffect(() => {
    latest.current = { onNo, busy };
  });

  useEffect(() => {
    noButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !latest.current.busy) latest.current.onNo();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && !busy && onNo()}>
      <div className="modal modal-small" role="dialog" aria-modal="true" aria-labelledby="confirm-dialog-text" aria-describedby={details ? 'confirm-dialog-details' : undefined}>
        <p id="confirm-dialog-text" className="modal-text">
          {text}
        </p>
        {details && <div id="confirm-dialog-details">{details}</div>}
        <div className="modal-actions">
          <button type="button" className="btn btn-danger" onClick={onYes} disabled={busy}>
            {t('dialog.yes')}
          </button>
          <button type="button" className="btn" ref={noButton} onClick={onNo} disabled={busy}>
            {t('dialog.no')}
          </button>
        </div>
      </div>
    </div>
  );
}
