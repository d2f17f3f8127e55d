import type { ListColumnChoice } from './visible-columns';

/** A drop-down of the list's columns with a checkbox each; at least one stays shown. */
export function ColumnPicker({ choices, visible, onChange }: { choices: readonly ListColumnChoice[]; visible: readonly string[]; onChange: (visible: string[]) => void }) {
  const toggle = (field: string, on: boolean) => {
    const next = choices.map((c) => c.field).filter((f) => (f === field ? on : visible.includes(f)));
    if (next.length) onChange(next);
  };
  return (
    <details className="column-picker">
      <summary className="btn btn-small">Columns</summary>
      <div className="column-picker-menu">
        {choices.map((c) => (
          <label key={c.field}>
            <input type="checkbox" checked={visible.includes(c.field)} onChange={(e) => toggle(c.field, e.target.checked)} /> {c.header}
          </label>
        ))}
      </div>
    </details>
  );
}
