import { EmptyValue } from '../../runtime-web/display/EmptyValue';
import { FilterInput } from '../../runtime-web/list/filter-controls';
import { objectText, SubValues } from '../group/SubValues';
import type { ValueProps, WebKind } from '../types/web';

const rows = (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : []);

function Detail({ field, row, Value }: ValueProps) {
  const list = rows(row[field.name]);
  if (list.length === 0) return <EmptyValue />;
  return (
    <ol className="details-rows">
      {list.map((item, index) => (
        <li key={index}>
          <SubValues fields={field.fields ?? []} value={item} Value={Value} />
        </li>
      ))}
    </ol>
  );
}

/** Rows of sub-fields: a repeater in the form, a numbered list on the details page, their texts in history. */
export const web: WebKind = {
  toForm: (value) => rows(value),
  text: (field, row) => rows(row[field.name]).map((item) => objectText(field.fields ?? [], item)).join('; '),
  Detail,
  list: { column: false, wrap: 'break', truncate: true },
  Filter: FilterInput,
};
