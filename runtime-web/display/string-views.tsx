import type { ReactNode } from 'react';
import type { ValueProps } from '../../kinds/types/web';
import type { FieldMeta } from '../../runtime-shared/meta';
import { EmptyValue } from './EmptyValue';

/**
 * The list cell and the details value of a kind stored as one string (an address, a path, a colour):
 * `render` shows a non-empty string; otherwise the cell is blank and the details page shows the dash.
 * @example export const web: WebKind = { ...stringViews((value) => <a href={`mailto:${value}`}>{value}</a>), ... };
 */
export function stringViews(render: (value: string, field: FieldMeta) => ReactNode) {
  const present = (value: unknown): value is string => typeof value === 'string' && value !== '';
  return {
    Cell: ({ field, row }: ValueProps) => {
      const value = row[field.name];
      return present(value) ? <>{render(value, field)}</> : null;
    },
    Detail: ({ field, row }: ValueProps) => {
      const value = row[field.name];
      return present(value) ? <>{render(value, field)}</> : <EmptyValue />;
    },
  };
}
