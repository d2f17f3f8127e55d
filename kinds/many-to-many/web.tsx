import { manyToManyText } from '../../runtime-web/display/format';
import { FilterInput } from '../../runtime-web/list/filter-controls';
import type { WebKind } from '../types/web';

/** Links to several records of another entity (input: RelationSelect `multiple`): the API value is the list of their ids. */
export const web: WebKind = {
  // The record holds the related ids (`question_ids: [1, 2]`) beside the attached records.
  toForm: (value) => (Array.isArray(value) ? value.map(Number) : []),
  text: manyToManyText,
  list: { column: true, wrap: 'break' },
  Filter: FilterInput,
};
