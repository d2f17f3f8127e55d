import { useState } from 'react';
import type { ListColumnChoice } from './visible-columns';
import { useT } from '../i18n/use-t';

/**
 * A drop-down of the list's columns with a checkbox each; at least one stays shown. The checkboxes
 * exist only while it is open, so their labels ("Title") never stand beside the filters' for assistive tools.
 */
export function ColumnPicker({ choices, visible, onChange }: { choices: readonly ListColumnChoice[]; visible: readonly string[]; onChange: (visible: string[]) => void }) {
  const t = useT();
  const toggle = (field: string, on: boolean) => {
    const next = choices.map((c) => c.field).filter((f) => (f === field ? on : visible.includes(f)));
    if (next.length) onChange(next);
  };
  const [open, setOpen] = useState(false);
  return (
    <details className="column-picker" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="btn btn-small">{t('list.columns')}</summary>
      {open && (
        <div className="column-picker-menu">
          {choices.map((c) => (
            <label key={c.field}>
              <input type="checkbox" checked={visible.includes(c.field)} onChange={(e) => toggle(c.field, e.target.checked)} /> {c.header}
            </label>
          ))}
        </div>
      )}
    </details>
  );
}
