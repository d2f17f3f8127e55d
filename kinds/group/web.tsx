import { EmptyValue } from '../../runtime-web/display/EmptyValue';
import { FilterInput } from '../../runtime-web/list/filter-controls';
import type { ValueProps, WebKind } from '../types/web';
import { objectText, SubValues } from './SubValues';

function Detail({ field, row, Value }: ValueProps) {
  const value = row[field.name];
  return value && typeof value === 'object' ? <SubValues fields={field.fields ?? []} value={value} Value={Value} /> : <EmptyValue />;
}

/** Named sub-fields: edited together in a fieldset, listed under their labels on the details page. */
export const web: WebKind = {
  toForm: (value) => (value && typeof value === 'object' && !Array.isArray(value) ? value : {}),
  text: (field, row) => objectText(field.fields ?? [], row[field.name]),
  Detail,
  list: { column: false, wrap: 'break', truncate: true },
  Filter: FilterInput,
};
