import { stringViews } from '../../runtime-web/display/string-views';
import { FilterInput } from '../../runtime-web/list/filter-controls';
import { SetInput } from '../../runtime-web/list/set-controls';
import type { WebKind } from '../types/web';

/** A web address (input: TextInput type="url"): a link opened in a new tab (never with access to this window). */
export const web: WebKind = {
  // Only web addresses become links: a stored `javascript:` URL stays inert text.
  ...stringViews((value) =>
    /^(https?:\/\/|\/)/i.test(value) ? (
      <a href={value} target="_blank" rel="noopener noreferrer">
        {value}
      </a>
    ) : (
      value
    ),
  ),
  list: { column: true, wrap: 'break' },
  link: true,
  Filter: FilterInput,
  bulkSet: { Control: SetInput },
};
