import { FilterInput, RangeInputs } from '../../runtime-web/list/filter-controls';
import { SetInput } from '../../runtime-web/list/set-controls';
import type { WebKind } from '../types/web';

// A calendar date reads the same everywhere: no time zone may shift it.
const day = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : '');

/** A calendar date, `YYYY-MM-DD` (input: TextInput type="date"), never moved by a time zone. */
export const web: WebKind = {
  toForm: day,
  text: (field, row) => day(row[field.name]),
  list: { column: true },
  Filter: (props) => <FilterInput {...props} type="date" />,
  RangeFilter: (props) => <RangeInputs {...props} type="date" />,
  bulkSet: { Control: (props) => <SetInput {...props} type="date" /> },
};
