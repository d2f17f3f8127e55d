import type { PlainKind } from '../types/web';

export const plain: PlainKind = {
  Input: ({ name, value, a11y, required, options = {} }) => (
    <select {...a11y} name={name} defaultValue={value}>
      {!required && <option value="">None</option>}
      {/* A value stored before the list existed stays selectable: saving must not drop it. */}
      {value && !(value in options) && <option value={value}>{value}</option>}
      {Object.entries(options).map(([v, label]) => (
        <option key={v} value={v}>{label}</option>
      ))}
    </select>
  ),
};
