import { getCoreRowModel, useReactTable, type SortingState, type Updater } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { EntityMeta } from '../../runtime-shared/meta';
import { ActionButtons } from '../actions/ActionButtons';
import { useHasAdminRoute } from '../admin/routes-context';
import { canManage } from '../auth/can';
import { useAuthUser } from '../auth/use-auth-user';
import { PlusIcon } from '../display/icons';
import { ErrorMessage } from '../feedback/ErrorMessage';
import { buildColumns, type ListColumn, type RowLinks } from './columns';
import { DataTable } from './DataTable';
import { DeleteRow } from './DeleteRow';
import { fixedFilters, type FilterValues } from './fixed-filters';
import { BulkBar } from './BulkBar';
import { bulkFilterOf } from './api-filter';
import { ListFilters } from './ListFilters';
import { ListTools } from './ListTools';
import { MoreFilters } from './MoreFilters';
import { selectColumn } from './select-column';
import { settableFields } from './SetFieldForm';
import { useListPrefs } from './use-list-prefs';
import { useSelection } from './use-selection';
import { columnChoices, visibleColumns } from './visible-columns';
import { Pagination } from './Pagination';
import { SearchBox } from './SearchBox';
import { TrashLink } from '../records/TrashPage';
import { ViewTabs } from './ViewTabs';
import { sortParamToState, sortStateToParam } from './sort-param';
import { useListQuery } from './use-list-query';
import { draftStateColumn } from '../drafts/draft-state-column';
import { useDraftStates } from '../drafts/use-draft-states';
import { useT } from '../i18n/use-t';

export type { ListColumn } from './columns';

export interface ListPageProps<T> {
  meta: EntityMeta;
  columns: ListColumn<T>[];
  /** The heading, for views such as "Drafted Jobs"; default `meta.pluralLabel`. */
  title?: string;
  /** Filters the page always applies (`filter[state]=draft`); they get no control. */
  filter?: FilterValues;
  /** Route params that filter by the field of the same name: `applicant-list/:job_id` → `filter[job_id]=3`. */
  paramFilters?: readonly string[];
}

/**
 * The admin list of an entity: title, "Add" button, search, filters, a
 * server-sorted and server-paginated table with actions, edit and delete per row.
 * @example <ListPage meta={jobMeta} columns={[{ field: 'title', header: 'Title' }]} title="Drafted Jobs" filter={{ state: 'draft' }} />
 */
export function ListPage<T extends { id: number }>({ meta, columns, title, filter, paramFilters }: ListPageProps<T>) {
  const t = useT();
  const routeParams = useParams();
  const fixed = fixedFilters(filter, paramFilters, routeParams);
  const list = useListQuery<T>(meta, fixed);
  const hasRoute = useHasAdminRoute();
  const user = useAuthUser();
  useListPrefs(user?.id);
  const [toDelete, setToDelete] = useState<T | null>(null);
  const heading = title ?? meta.pluralLabel;

  const details = hasRoute(meta.admin.details) && canManage(meta.name, 'read', user) ? meta.admin.details : false;
  const edit = hasRoute(meta.admin.edit) && canManage(meta.name, 'update', user) ? meta.admin.edit : false;
  const canDelete = canManage(meta.name, 'delete', user, meta.access.delete);
  const links = useMemo((): RowLinks => ({ details, edit, delete: canDelete }), [details, edit, canDelete]);
  const addPath = hasRoute(meta.admin.add) && canManage(meta.name, 'create', user) ? meta.admin.add : false;
  const { reload } = list;
  const renderActions = useCallback((row: T) => <ActionButtons meta={meta} record={row} onDone={reload} />, [meta, reload]);
  // The columns the user chose (the `cols` parameter), from the declared ones and the entity's other fields.
  const choices = useMemo(() => columnChoices(meta, columns), [meta, columns]);
  const visible = visibleColumns(list.columns, choices, columns);
  const visibleKey = visible.join(',');
  const shown = useMemo(() => visibleKey.split(',').map((f) => choices.find((c) => c.field === f)!) as ListColumn<T>[], [visibleKey, choices]);
  // Bulk changes: a checkbox per row, for a role that may delete or change the entity's records.
  const selectable = links.delete || (canManage(meta.name, 'update', user, meta.access.update) && (meta.actions.length > 0 || settableFields(meta).length > 0));
  const selectionScope = new URLSearchParams([...list.apiQuery].filter(([k]) => !['page', 'perPage', 'sort'].includes(k))).toString();
  const selection = useSelection(selectionScope);
  const pageIds = useMemo(() => list.rows.map((r) => r.id), [list.rows]);
  // Entities with drafts: Published, Draft or Changed since published, per row.
  const states = useDraftStates(meta, pageIds);
  const tableColumns = useMemo(
    () => [
      ...(selectable ? [selectColumn<T>(selection, pageIds, t)] : []),
      ...(meta.drafts ? [draftStateColumn<T>(states, t)] : []),
      ...buildColumns(meta, shown, links, { onDelete: setToDelete, renderActions, t }),
    ],
    [meta, shown, links, renderActions, selectable, selection, pageIds, states, t],
  );

  const sorting = useMemo(() => sortParamToState(list.sort), [list.sort]);
  const { setSort } = list;
  const onSortingChange = useCallback(
    (updater: Updater<SortingState>) => setSort(sortStateToParam(typeof updater === 'function' ? updater(sorting) : updater)),
    [setSort, sorting],
  );

  // eslint-disable-next-line react-hooks/incompatible-library -- only the React Compiler cannot memoize TanStack Table's result, and this project does not run it
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
        <h1>{heading}</h1>
        <TrashLink meta={meta} />
        {addPath && (
          <Link className="btn btn-primary" to={`/admin/${addPath}`}>
            <PlusIcon /> {t('list.add', { label: meta.label })}
          </Link>
        )}
      </header>
      <ViewTabs meta={meta} />
      <div className="card">
        <div className="list-toolbar">
          <SearchBox value={list.q} onSearch={list.setQ} label={t('list.searchLabel', { heading })} />
          <ListFilters meta={meta} fixed={Object.keys(fixed)} value={list.filterValue} onChange={list.setFilter} />
          <MoreFilters meta={meta} shown={[...(meta.listFilters ?? []), ...Object.keys(fixed)]} value={list.filterValue} onChange={list.setFilter} />
          <ListTools
            meta={meta}
            user={user}
            apiQuery={list.apiQuery}
            choices={choices}
            visible={visible}
            onColumns={(fields) => list.setColumns(fields.join(',') === columns.map((c) => c.field).join(',') ? null : fields.join(','))}
            onImported={list.reload}
          />
          {list.loading && !list.firstLoad && <span className="muted">{t('list.loading')}</span>}
        </div>
        {selectable && (
          <BulkBar meta={meta} user={user} selection={selection} total={list.total} pageIds={pageIds} matching={bulkFilterOf(list.apiQuery)} onDone={list.reload} />
        )}
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
