import { flexRender, type Table } from '@tanstack/react-table';
import { useT } from '../i18n/use-t';

export interface DataTableProps<T> {
  table: Table<T>;
  /** Show `Loading...` in place of rows (first load only; later loads keep the rows). */
  loading: boolean;
}

function sortArrow(direction: false | 'asc' | 'desc'): string {
  return direction === 'asc' ? ' ▲' : direction === 'desc' ? ' ▼' : '';
}

/** Renders a @tanstack/react-table instance; sorting is requested through the table's handlers. */
export function DataTable<T>({ table, loading }: DataTableProps<T>) {
  const t = useT();
  const columnCount = table.getVisibleLeafColumns().length;
  const rows = table.getRowModel().rows;
  return (
    <div className="table-wrap">
      <table className="data-table">
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <button type="button" className="sort-btn" onClick={header.column.getToggleSortingHandler()}>
                        {label}
                        <span aria-hidden="true">{sortArrow(sorted)}</span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {loading ? (
            <tr>
              <td colSpan={columnCount} className="table-message">
                {t('list.loading')}
              </td>
            </tr>
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={columnCount} className="table-message">
                {t('list.empty')}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} data-label={typeof cell.column.columnDef.header === 'string' ? cell.column.columnDef.header : undefined}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
