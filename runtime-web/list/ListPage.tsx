import { getCoreRowModel, useReactTable, type SortingState, type Updater } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { EntityMeta } from '../../runtime-shared/meta';
import { useHasAdminRoute } from '../admin/routes-context';
import { can } from '../auth/can';
import { PlusIcon } from '../display/icons';
import { ErrorMessage } from '../feedback/ErrorMessage';
import { buildColumns, type ListColumn } from './columns';
import { DataTable } from './DataTable';
import { DeleteRow } from './DeleteRow';
import { Pagination } from './Pagination';
import { SearchBox } from './SearchBox';
import { sortParamToState, sortStateToParam } from './sort-param';
import { useListQuery } from './use-list-query';

export type { ListColumn } from './columns';

export interface ListPageProps<T> {
  meta: EntityMeta;
  columns: ListColumn<T>[];
}

/**
 * The admin list of an entity: title, "Add" button, search, a server-sorted
 * and server-paginated table with edit/delete per row.
 * @example <ListPage meta={bannerMeta} columns={[{ field: 'title', header: 'Title' }]} />
 */
export function ListPage<T extends { id: number }>({ meta, columns }: ListPageProps<T>) {
  const list = useListQuery<T>(meta);
  const hasRoute = useHasAdminRoute();
  const [toDelete, setToDelete] = useState<T | null>(null);

  const links = {
    details: hasRoute(meta.admin.details) && can(meta, 'read'),
    edit: hasRoute(meta.admin.edit) && can(meta, 'update'),
    delete: can(meta, 'delete'),
  };
  const canAdd = hasRoute(meta.admin.add) && can(meta, 'create');
  const tableColumns = useMemo(
    () => buildColumns(meta, columns, links, setToDelete),
    // `links` is rebuilt each render from stable inputs; its flags are the real dependencies.
    [meta, columns, links.details, links.edit, links.delete],
  );

  const sorting = useMemo(() => sortParamToState(list.sort), [list.sort]);
  const { setSort } = list;
  const onSortingChange = useCallback(
    (updater: Updater<SortingState>) => setSort(sortStateToParam(typeof updater === 'function' ? updater(sorting) : updater)),
    [setSort, sorting],
  );

  const table = useReactTable<T>({
    data: list.rows,
    columns: tableColumns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    rowCount: list.total,
    state: { sorting },
    onSortingChange,
  });

  // Deleting the last row of a page would leave an empty page: step back one.
  const afterDelete = () => (list.rows.length === 1 && list.page > 1 ? list.setPage(list.page - 1) : list.reload());

  return (
    <section className="page">
      <header className="page-header">
        <h1>{meta.pluralLabel}</h1>
        {canAdd && (
          <Link className="btn btn-primary" to={`/admin/${meta.admin.add}`}>
            <PlusIcon /> Add {meta.label}
          </Link>
        )}
      </header>
      <div className="card">
        <div className="list-toolbar">
          <SearchBox value={list.q} onSearch={list.setQ} label={`Search ${meta.pluralLabel}`} />
          {list.loading && !list.firstLoad && <span className="muted">Loading...</span>}
        </div>
        {list.error && <ErrorMessage error={list.error} onRetry={list.reload} />}
        {/* A failed first load has no rows to show: "Empty List" would be wrong there. */}
        {!(list.error && list.rows.length === 0) && (
          <>
            <DataTable table={table} loading={list.firstLoad} />
            <Pagination page={list.page} perPage={list.perPage} total={list.total} onPage={list.setPage} onPerPage={list.setPerPage} />
          </>
        )}
      </div>
      {toDelete && (
        <DeleteRow meta={meta} id={toDelete.id} onClose={() => setToDelete(null)} onDeleted={afterDelete} />
      )}
    </section>
  );
}
