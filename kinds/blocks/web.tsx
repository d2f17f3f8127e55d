import type { BlockMeta } from '../../runtime-shared/meta';
import { EmptyValue } from '../../runtime-web/display/EmptyValue';
import { FilterInput } from '../../runtime-web/list/filter-controls';
import { SubValues } from '../group/SubValues';
import type { ValueProps, WebKind } from '../types/web';

const items = (value: unknown): { type?: unknown }[] => (Array.isArray(value) ? (value as { type?: unknown }[]) : []);
const typeOf = (types: readonly BlockMeta[] | undefined, item: { type?: unknown }) => types?.find((t) => t.type === item.type);

function Detail({ field, row, Value }: ValueProps) {
  const list = items(row[field.name]);
  if (list.length === 0) return <EmptyValue />;
  return (
    <ol className="details-rows">
      {list.map((item, index) => {
        const type = typeOf(field.blocks, item);
        return (
          <li key={index}>
            <p className="details-block-type">{type?.label ?? String(item.type)}</p>
            {type && <SubValues fields={type.fields} value={item} Value={Value} />}
          </li>
        );
      })}
    </ol>
  );
}

/** Typed blocks: the blocks editor in the form; each block under its type's label on the details page; their types in history. */
export const web: WebKind = {
  toForm: (value) => items(value),
  text: (field, row) => items(row[field.name]).map((item) => typeOf(field.blocks, item)?.label ?? String(item.type)).join(', '),
  Detail,
  list: { column: false, wrap: 'break', truncate: true },
  Filter: FilterInput,
};
