import { currentT } from '../../runtime-web/i18n/catalogues';
import { FilterSelect, YES_NO } from '../../runtime-web/list/filter-controls';
import { SetSelect } from '../../runtime-web/list/set-controls';
import type { WebKind } from '../types/web';

/** Yes or no: a checkbox, "Yes"/"No" in lists, a Yes/No drop-down as filter and bulk value. */
export const web: WebKind = {
  toForm: (value) => Boolean(value),
  text: (field, row) => currentT()(row[field.name] ? 'dialog.yes' : 'dialog.no'),
  list: { column: true },
  Filter: (props) => <FilterSelect {...props} choices={YES_NO} />,
  // Sent as 1/0, which SQLite's 0/1 columns and PostgreSQL's booleans both match.
  filterParam: (value) => (value === 'true' ? '1' : value === 'false' ? '0' : value),
  bulkSet: { Control: (props) => <SetSelect {...props} choices={YES_NO} />, toApi: (text) => text === 'true' },
};
