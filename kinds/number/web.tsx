import { FilterInput, RangeInputs } from '../../runtime-web/list/filter-controls';
import { SetInput } from '../../runtime-web/list/set-controls';
import type { WebKind } from '../types/web';

/** A number (input: TextInput type="number"): filtered by one value, or from/to under "More filters". */
export const web: WebKind = {
  list: { column: true },
  Filter: (props) => <FilterInput {...props} type="number" />,
  RangeFilter: (props) => <RangeInputs {...props} type="number" />,
  bulkSet: { Control: (props) => <SetInput {...props} type="number" /> },
};
