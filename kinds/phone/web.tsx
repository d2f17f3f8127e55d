import { stringViews } from '../../runtime-web/display/string-views';
import { FilterInput } from '../../runtime-web/list/filter-controls';
import { SetInput } from '../../runtime-web/list/set-controls';
import type { WebKind } from '../types/web';

/** A phone number (input: TextInput type="tel"): a link that calls it (digits and `+` only in the address). */
export const web: WebKind = {
  ...stringViews((value) => <a href={`tel:${value.replace(/[^\d+]/g, '')}`}>{value}</a>),
  list: { column: true },
  link: true,
  Filter: FilterInput,
  bulkSet: { Control: SetInput },
};
