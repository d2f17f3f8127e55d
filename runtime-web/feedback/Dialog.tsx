import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export interface DialogProps {
  /** The dialog's heading, and its accessible name. */
  title: string;
  /** Escape, the backdrop and Cancel buttons call it; ignored while `busy`. */
  onClose: () => void;
  busy?: boolean;
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog for a task of its own (a form), rendered at the end of
 * `<body>`: so a form inside it is never nested in the page's form. Focus
 * moves to its first field, Tab and Shift+Tab stay inside, Escape closes, and
 * on close focus returns to what had it before (the button that opened it).
 */
export function Dialog({ title, onClose, busy = false, children }: DialogProps) {
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = box.current?.querySelector<HTMLElement>('.field input, .field select, .field textarea, .field [contenteditable="true"]') ?? box.current;
    first?.focus();
    return () => opener?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // React passes events up the component tree, portals included: the page's form must not see these.
    event.stopPropagation();
    const target = event.target as HTMLElement;
    // An open menu of a select inside (aria-expanded) takes Escape for itself.
    if (event.key === 'Escape' && target.getAttribute('aria-expanded') !== 'true' && !busy) onClose();
    if (event.key !== 'Tab' || !box.current) return;
    const focusable = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === box.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && !busy && onClose()}>
      <div className="modal modal-form" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={box} tabIndex={-1} onKeyDown={onKeyDown}>
        <h2 id={titleId} className="modal-title">
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
