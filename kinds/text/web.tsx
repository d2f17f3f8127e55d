import { FilterInput } from '../../runtime-web/list/filter-controls';
import { SetInput } from '../../runtime-web/list/set-controls';
import type { WebKind } from '../types/web';

/** One line of text (input: runtime-web's TextInput): the defaults everywhere, matched exactly by its filter. */
export const web: WebKind = {
  list: { column: true, wrap: 'break' },
  Filter: FilterInput,
  bulkSet: { Control: SetInput },
  takesTypedText: true,
};
