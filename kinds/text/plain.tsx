import type { PlainKind } from '../types/web';

export const plain: PlainKind = {
  Input: ({ name, value, a11y, max }) => <input {...a11y} name={name} type="text" maxLength={max} defaultValue={value} />,
};
