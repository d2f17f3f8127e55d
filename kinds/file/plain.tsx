import type { PlainKind } from '../types/web';

export const plain: PlainKind = {
  Input: ({ name, a11y, accept }) => <input {...a11y} name={name} type="file" accept={accept} />,
  upload: true,
};
