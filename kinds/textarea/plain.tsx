import type { PlainKind } from '../types/web';

export const plain: PlainKind = {
  Input: ({ name, value, a11y, max }) => <textarea {...a11y} name={name} rows={4} maxLength={max} defaultValue={value} />,
};
