import { FilterInput } from '../../runtime-web/list/filter-controls';
import type { WebKind } from '../types/web';

/** A password (input: TextInput type="password"): never shown; the form starts empty, which on edit means "keep the old one". */
export const web: WebKind = {
  // The server never sends it.
  toForm: () => '',
  Cell: () => null,
  list: { column: false },
  Filter: FilterInput,
};
