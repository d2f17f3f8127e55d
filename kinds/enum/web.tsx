import { fieldChoices, FilterSelect } from '../../runtime-web/list/filter-controls';
import { SetSelect } from '../../runtime-web/list/set-controls';
import type { WebKind } from '../types/web';

/** One of fixed values: shown by its label, chosen from a drop-down everywhere. */
export const web: WebKind = {
  text: (field, row) => {
    const value = row[field.name];
    return field.options?.find((o) => o.value === value)?.label ?? (value == null ? '' : typeof value === 'string' ? value : JSON.stringify(value));
  },
  list: { column: true },
  Filter: (props) => <FilterSelect {...props} choices={fieldChoices(props.field)} />,
  bulkSet: { Control: (props) => <SetSelect {...props} choices={fieldChoices(props.field)} /> },
};
