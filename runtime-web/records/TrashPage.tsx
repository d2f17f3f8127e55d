import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { EntityMeta } from '../../runtime-shared/meta';
import { apiSend, errorMessage, type ListResponse } from '../api/client';
import { useApiGet } from '../api/use-api-get';
import { canManage } from '../auth/can';
import { useAuthUser } from '../auth/use-auth-user';
import { truncate } from '../display/format';
import { valueText } from '../display/value-text';
import { ConfirmDialog } from '../feedback/ConfirmDialog';
import { ErrorMessage } from '../feedback/ErrorMessage';
import { useToast } from '../feedback/Toasts';
import { Pagination } from '../list/Pagination';
import { useT } from '../i18n/use-t';

export interface TrashPageProps {
  meta: EntityMeta;
  /** The list's columns; media columns are left out here. */
  columns: readonly { field: string; header: string }[];
}

type Row = Record<string, unknown> & { id: number };

/**
 * The trash of a soft-delete entity (`/admin/<list>/trash`): the deleted
 * records, newest deletion first, each with Restore and Purge (removal for
 * good, asked first). Both need the delete grant, as on the server.
 * @example <TrashPage meta={bannerMeta} columns={[{ field: 'title', header: 'Title' }]} />
 */
export function TrashPage({ meta, columns }: TrashPageProps) {
  const user = useAuthUser();
  const toast = useToast();
  const t = useT();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(20);
  const { data, error, loading, reload } = useApiGet<ListResponse<Row>>(`/api/${meta.name}?trashed=only&sort=-updated_at&page=${page}&perPage=${perPage}`);
  const [purging, setPurging] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);
  const mayChange = canManage(meta.name, 'delete', user, meta.access.delete);
  const shown = columns.map((c) => ({ ...c, field: meta.fields.find((f) => f.name === c.field) })).filter((c) => c.field && !c.field.upload);
  const rows = data?.data ?? [];

  const run = async (row: Row, purge: boolean) => {
    setBusy(true);
    try {
      if (purge) await apiSend('DELETE', `/api/${meta.name}/${row.id}?purge=1`);
      else await apiSend('POST', `/api/${meta.name}/${row.id}/restore`);
      toast.success(t(purge ? 'trash.purged' : 'trash.restored', { label: meta.label }));
      if (rows.length === 1 && page > 1) setPage(page - 1);
      else reload();
    } catch (failure) {
      toast.error(t(purge ? 'trash.purgeFailed' : 'trash.restoreFailed', { error: errorMessage(failure) }));
    } finally {
      setBusy(false);
      setPurging(null);
    }
  };

  return (
    <section className="page">
      <header className="page-header">
        <h1>{t('trash.title', { label: meta.pluralLabel })}</h1>
        <Link className="btn" to={`/admin/${meta.admin.list}`}>
          {t('trash.back')}
        </Link>
      </header>
      <div className="card">
        {error && <ErrorMessage error={error} onRetry={reload} />}
        <div className="table-wrap">
          <table className="data-table">
            <thead>
              <tr>
                {shown.map((c) => (
                  <th key={c.field!.name}>{c.header}</th>
                ))}
                <th>{t('list.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {loading && !data && (
                <tr>
                  <td colSpan={shown.length + 1}>{t('list.loading')}</td>
                </tr>
              )}
              {data && rows.length === 0 && (
                <tr>
                  <td colSpan={shown.length + 1}>{t('trash.empty')}</td>
                </tr>
              )}
              {rows.map((row) => (
                <tr key={row.id}>
                  {shown.map((c) => (
                    <td key={c.field!.name}>{truncate(valueText(c.field!, row))}</td>
                  ))}
                  <td className="row-actions">
                    {mayChange && (
                      <>
                        <button type="button" className="btn btn-small" disabled={busy} onClick={() => void run(row, false)}>
                          {t('trash.restore')}
                        </button>
                        <button type="button" className="btn btn-small btn-danger" disabled={busy} onClick={() => setPurging(row)}>
                          {t('trash.purge')}
                        </button>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pagination page={page} perPage={perPage} total={data?.meta.total ?? 0} onPage={setPage} onPerPage={(n) => (setPerPage(n), setPage(1))} />
      </div>
      {purging && <ConfirmDialog text={t('trash.confirmPurge')} onYes={() => void run(purging, true)} onNo={() => setPurging(null)} busy={busy} />}
    </section>
  );
}

/** The list's link to its trash, for staff who may read it. */
export function TrashLink({ meta }: { meta: EntityMeta }) {
  const user = useAuthUser();
  const t = useT();
  if (!meta.softDelete || !canManage(meta.name, 'read', user)) return null;
  return (
    <Link className="btn" to={`/admin/${meta.admin.list}/trash`}>
      {t('list.trash')}
    </Link>
  );
}
