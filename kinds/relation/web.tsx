import { relationText } from '../../runtime-web/display/format';
import { RelationFilter } from '../../runtime-web/list/filter-controls';
import { SetInput } from '../../runtime-web/list/set-controls';
import type { WebKind } from '../types/web';
import { currentT } from '../../runtime-web/i18n/catalogues';

/** A link to one record of another entity (input: runtime-web's RelationSelect, searching): its shown field in lists, a drop-down filter. */
export const web: WebKind = {
  toForm: (value) => value ?? null,
  text: relationText,
  list: { column: true, wrap: 'break' },
  Filter: RelationFilter,
  bulkSet: { Control: (props) => <SetInput {...props} type="number" placeholder={currentT()('bulk.id')} /> },
};
