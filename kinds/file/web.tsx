import { FileLink } from '../../runtime-web/display/FileLink';
import { stringViews } from '../../runtime-web/display/string-views';
import { FilterInput } from '../../runtime-web/list/filter-controls';
import type { WebKind } from '../types/web';

/** An uploaded document: a link to it in lists and details; the form holds the stored path or the picked File. */
export const web: WebKind = {
  toForm: (value) => value ?? null,
  ...stringViews((value, field) => <FileLink path={value} label={field.label} />),
  list: { column: true },
  Filter: FilterInput,
};
