import { FilterInput } from '../../runtime-web/list/filter-controls';
import type { WebKind } from '../types/web';

/** Several lines of text: cut in list cells, not offered as a column. */
export const web: WebKind = {
  list: { column: false, wrap: 'break', truncate: true },
  Filter: FilterInput,
  takesTypedText: true,
};
