import { useRef, useState, type InputHTMLAttributes } from 'react';
import { useT } from '../../i18n/use-t';

export interface FileButtonProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'ref'> {
  /** The picked file; a cancelled picker keeps the one before. */
  onFile: (file: File) => void;
  /** react-hook-form's callback ref, where the input is a form field. */
  inputRef?: (element: HTMLInputElement | null) => void;
  /** Show the picked file's name beside the button ("No file chosen" until then). */
  showName?: boolean;
}

/**
 * A file input behind a button in the admin's language. The browser's own button speaks the browser's
 * language ("Choose File", "No file chosen"), so the native input is hidden (still named by its label, and
 * what tests and assistive tools fill) and a button opens its picker.
 */
export function FileButton({ onFile, inputRef, showName = false, disabled, ...input }: FileButtonProps) {
  const t = useT();
  const own = useRef<HTMLInputElement | null>(null);
  const [name, setName] = useState('');
  return (
    <span className="file-picker">
      <input
        {...input}
        type="file"
        className="file-input"
        tabIndex={-1}
        disabled={disabled}
        ref={(element) => {
          inputRef?.(element);
          own.current = element;
        }}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (!file) return;
          setName(file.name);
          onFile(file);
        }}
      />
      <button type="button" className="btn btn-small" disabled={disabled} onClick={() => own.current?.click()}>
        {t('file.choose')}
      </button>
      {showName && <span className="muted small">{name || t('file.none')}</span>}
    </span>
  );
}
