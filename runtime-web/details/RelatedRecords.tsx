import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { EntityMeta } from '../../runtime-shared/meta';
import { useHasAdminRoute } from '../admin/routes-context';
import type { ListResponse } from '../api/client';
import { useApiGet } from '../api/use-api-get';
import { canManage } from '../auth/can';
import { useAuthUser } from '../auth/use-auth-user';
import { fieldMeta } from '../display/format';
import { ErrorMessage } from '../feedback/ErrorMessage';
import { buildColumns, type ListColumn, type RowLinks } from '../list/columns';
import { DataTable } from '../list/DataTable';
import { DeleteRow } from '../list/DeleteRow';
import { useT } from '../i18n/use-t';

/** Records of another entity pointing at the shown one (an order's lines), as the generator declares them. */
export interface RelatedList {
  meta: EntityMeta;
  /** The child's relation field pointing at the shown record, e.g. `order_id`. */
  field: string;
  title: string;
  columns: readonly string[];
}

type Row = Record<string, unknown> & { id: number };

/** The most rows listed under a record; beyond that the section links to the filtered list. */
const LIMIT = 100;

/**
 * The records of `list.meta` whose `list.field` is the parent's id, as a table
 * with the same cells (money, relation labels) and row buttons as the lists.
 * Rows the entity's `editableWhile` locks (lines of a shipped order) get no
 * Edit or Delete. Shown only to roles that may read the child entity.
 * @example <RelatedRecords list={{ meta: orderItemMeta, field: 'order_id', title: 'Items', columns: ['product_id', 'quantity'] }} parent={order} />
 */
export function RelatedRecords({ list, parent }: { list: RelatedList; parent: Row }) {
  const t = useT();
  const user = useAuthUser();
  const hasRoute = useHasAdminRoute();
  const { meta } = list;
  const readable = canManage(meta.name, 'read', user);
  const path = `/api/${meta.name}?${new URLSearchParams({ [`filter[${list.field}]`]: String(parent.id), perPage: String(LIMIT), sort: 'id' })}`;
  const { data, error, loading, reload } = useApiGet<ListResponse<Row>>(readable ? path : null);
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const details = hasRoute(meta.admin.details) && readable ? meta.admin.details : false;
  const edit = hasRoute(meta.admin.edit) && canManage(meta.name, 'update', user) ? meta.admin.edit : false;
  const canDelete = canManage(meta.name, 'delete', user, meta.access.delete);
  const links = useMemo((): RowLinks => ({ details, edit, delete: canDelete }), [details, edit, canDelete]);
  const columns = useMemo(
    () => buildColumns<Row>(meta, list.columns.map((field): ListColumn<Row> => ({ field, header: fieldMeta(meta, field).label })), links, { onDelete: setToDelete, parent }),
    [meta, list.columns, links, parent],
  );
  const rows = data?.data ?? [];
  // eslint-disable-next-line react-hooks/incompatible-library -- only the React Compiler cannot memoize TanStack Table's result, and this project does not run it
  const table = useReactTable<Row>({ data: rows, columns, getCoreRowModel: getCoreRowModel(), getRowId: (row) => String(row.id), manualSorting: true, enableSorting: false });
  if (!readable) return null;
  const total = data?.meta.total ?? 0;
  const listHref = hasRoute(meta.admin.list) ? `/admin/${meta.admin.list}?${new URLSearchParams({ [`filter[${list.field}]`]: String(parent.id) })}` : null;
  return (
    <section className="card related-records" aria-label={list.title}>
      <h2>
        {list.title}
        {data && <span className="muted"> ({total})</span>}
      </h2>
      {error && <ErrorMessage error={error} onRetry={reload} />}
      {!error && <DataTable table={table} loading={loading && !data} />}
      {total > rows.length && listHref && (
        <p>
          <Link to={listHref}>{t('details.allRelated', { total, label: meta.pluralLabel })}</Link>
        </p>
      )}
      {toDelete && <DeleteRow meta={meta} id={toDelete.id} onClose={() => setToDelete(null)} onDeleted={reload} />}
    </section>
  );
}
