import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import type { EntityMeta } from '../../runtime-shared/meta';
import { fieldMeta } from '../display/format';
import { PencilIcon, TrashIcon } from '../display/icons';
import { ListCell } from './cells';

export interface ListColumn<T> {
  field: keyof T & string;
  header: string;
}

export interface RowLinks {
  details: boolean;
  edit: boolean;
  delete: boolean;
}

/**
 * Table columns for the declared list columns plus an actions column. The
 * title column links to the details page when there is one; otherwise a
 * "View" link does, so details stay reachable whatever columns are listed.
 */
export function buildColumns<T extends { id: number }>(
  meta: EntityMeta,
  columns: ListColumn<T>[],
  links: RowLinks,
  onDelete: (row: T) => void,
): ColumnDef<T>[] {
  const detailsHref = (row: T) => `/admin/${meta.admin.details}/${row.id}`;
  const titleListed = columns.some((c) => c.field === meta.titleField);

  const dataColumns: ColumnDef<T>[] = columns.map((column) => {
    const field = fieldMeta(meta, column.field);
    return {
      id: column.field,
      header: column.header,
      accessorFn: (row) => row[column.field],
      enableSorting: field.sortable,
      sortDescFirst: false,
      cell: ({ row }) => {
        const content = <ListCell field={field} row={row.original as Record<string, unknown>} />;
        return links.details && column.field === meta.titleField ? <Link to={detailsHref(row.original)}>{content}</Link> : content;
      },
    };
  });

  const actions: ColumnDef<T> = {
    id: '_actions',
    header: () => <span className="visually-hidden">Actions</span>,
    enableSorting: false,
    cell: ({ row }) => (
      <div className="row-actions">
        {links.details && !titleListed && (
          <Link className="btn btn-small" to={detailsHref(row.original)}>
            View
          </Link>
        )}
        {links.edit && (
          <Link className="btn btn-small" to={`/admin/${meta.admin.edit}/${row.original.id}`} aria-label="Edit">
            <PencilIcon /> Edit
          </Link>
        )}
        {links.delete && (
          <button type="button" className="icon-btn icon-btn-danger" aria-label="Delete" title="Delete" onClick={() => onDelete(row.original)}>
            <TrashIcon />
          </button>
        )}
      </div>
    ),
  };
  return links.details || links.edit || links.delete ? [...dataColumns, actions] : dataColumns;
}
