import { dateText } from '../../runtime-web/display/format';
import { FilterInput, RangeInputs } from '../../runtime-web/list/filter-controls';
import { SetInput } from '../../runtime-web/list/set-controls';
import type { WebKind } from '../types/web';

/** A moment (ISO in UTC), read and typed in the reader's time zone; "More filters" picks whole days. */
export const web: WebKind = {
  toForm: (value) => value ?? null,
  text: (field, row) => {
    const value = row[field.name];
    return typeof value === 'string' && value ? dateText(value) : '';
  },
  list: { column: true },
  Filter: FilterInput,
  RangeFilter: (props) => (
    // From the first moment of the first day to the last moment of the last day (UTC).
    <RangeInputs {...props} type="date" toInput={(v) => v.slice(0, 10)} fromInput={(v, op) => `${v}T${op === 'gte' ? '00:00:00.000' : '23:59:59.999'}Z`} />
  ),
  bulkSet: { Control: (props) => <SetInput {...props} type="datetime-local" /> },
};
