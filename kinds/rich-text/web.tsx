import { EmptyValue } from '../../runtime-web/display/EmptyValue';
import { htmlToText } from '../../runtime-web/display/format';
import { FilterInput } from '../../runtime-web/list/filter-controls';
import type { ValueProps, WebKind } from '../types/web';

function Detail({ field, row }: ValueProps) {
  const value = row[field.name];
  // The server sanitizes rich text on save, so its HTML is safe to render here.
  return typeof value === 'string' && value !== '' ? <div className="rich-text" dangerouslySetInnerHTML={{ __html: value }} /> : <EmptyValue />;
}

/** HTML edited in Quill (loaded only when a form shows the editor); lists show its text, details render it. */
export const web: WebKind = {
  text: (field, row) => {
    const value = row[field.name];
    return typeof value === 'string' ? htmlToText(value) : '';
  },
  Detail,
  list: { column: false, wrap: 'break', truncate: true },
  Filter: FilterInput,
};
