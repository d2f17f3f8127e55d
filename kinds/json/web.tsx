import { EmptyValue } from '../../runtime-web/display/EmptyValue';
import { FilterInput } from '../../runtime-web/list/filter-controls';
import type { ValueProps, WebKind } from '../types/web';

/** A JSON field's value as an object; older rows may hold it as text. */
function parseObject(value: unknown): unknown {
  if (typeof value !== 'string') return value && typeof value === 'object' ? value : {};
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return {};
  }
}

function Detail({ field, row }: ValueProps) {
  const value = row[field.name];
  return value !== null && value !== undefined && value !== '' ? (
    <pre className="details-json">{typeof value === 'string' ? value : JSON.stringify(value, null, 2)}</pre>
  ) : (
    <EmptyValue />
  );
}

/** A free-form JSON object: edited as text, shown indented on the details page, not as a list column. */
export const web: WebKind = {
  toForm: parseObject,
  Detail,
  list: { column: false, wrap: 'break', truncate: true },
  Filter: FilterInput,
};
