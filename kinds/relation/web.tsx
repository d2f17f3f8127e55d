import { relationText } from '../../runtime-web/display/format';
import { RelationFilter } from '../../runtime-web/list/filter-controls';
import { SetInput } from '../../runtime-web/list/set-controls';
import type { WebKind } from '../types/web';

/** A link to one record of another entity (input: runtime-web's RelationSelect, searching): its shown field in lists, a drop-down filter. */
export const web: WebKind = {
  toForm: (value) => value ?? null,
  text: relationText,
  list: { column: true, wrap: 'break' },
  Filter: RelationFilter,
  bulkSet: { Control: (props) => <SetInput {...props} type="number" placeholder="id" /> },
};
