import { EmptyValue } from '../../runtime-web/display/EmptyValue';
import { FilterInput } from '../../runtime-web/list/filter-controls';
import type { ValueProps, WebKind } from '../types/web';

function Detail({ field, row }: ValueProps) {
  const value = row[field.name];
  return Array.isArray(value) && value.length > 0 ? (
    <ul className="details-list">
      {value.map((option, index) => (
        <li key={index}>{String(option)}</li>
      ))}
    </ul>
  ) : (
    <EmptyValue />
  );
}

/** A list of short texts (answer options): joined with commas in lists, listed on the details page. */
export const web: WebKind = {
  toForm: (value) => (Array.isArray(value) ? value.map(String) : []),
  text: (field, row) => {
    const value = row[field.name];
    return Array.isArray(value) ? value.map(String).join(', ') : '';
  },
  Detail,
  list: { column: true, wrap: 'break', truncate: true },
  Filter: FilterInput,
};
