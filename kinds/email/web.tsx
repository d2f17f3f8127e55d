import { stringViews } from '../../runtime-web/display/string-views';
import { FilterInput } from '../../runtime-web/list/filter-controls';
import { SetInput } from '../../runtime-web/list/set-controls';
import type { WebKind } from '../types/web';

/** An email address (input: TextInput type="email"): a mail link in cells and details, cut with "…" when long. */
export const web: WebKind = {
  ...stringViews((value) => <a href={`mailto:${value}`}>{value}</a>),
  list: { column: true, wrap: 'clip' },
  link: true,
  Filter: FilterInput,
  bulkSet: { Control: SetInput },
};
