import { moneyText } from '../../runtime-web/display/format';
import { FilterInput, RangeInputs } from '../../runtime-web/list/filter-controls';
import { SetInput } from '../../runtime-web/list/set-controls';
import type { WebKind } from '../types/web';

/**
 * An amount in integer minor units (1250 = $12.50): people type and read decimals, the API and
 * the URL's range filters keep cents.
 */
export const web: WebKind = {
  toForm: (value) => value ?? null,
  text: (field, row) => moneyText(field, row[field.name]),
  list: { column: true },
  Filter: (props) => <FilterInput {...props} type="number" />,
  RangeFilter: (props) => (
    <RangeInputs {...props} type="number" step="0.01" toInput={(v) => String(Number(v) / 100)} fromInput={(v) => String(Math.round(Number(v) * 100))} />
  ),
  bulkSet: {
    Control: (props) => <SetInput {...props} type="number" step="0.01" />,
    toApi: (text) => (text === '' ? text : Math.round(Number(text) * 100)),
  },
};
