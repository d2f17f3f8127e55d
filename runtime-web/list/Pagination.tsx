import { PER_PAGE_CHOICES } from './use-list-query';
import { useT } from '../i18n/use-t';

export interface PaginationProps {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}

/** "21–40 of 95" with previous/next and a page-size choice. */
export function Pagination({ page, perPage, total, onPage, onPerPage }: PaginationProps) {
  const t = useT();
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return (
    <div className="pagination">
      <label className="per-page">
        {t('list.rowsPerPage')}
        <select value={perPage} onChange={(e) => onPerPage(Number(e.target.value))}>
          {PER_PAGE_CHOICES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <span className="range" aria-live="polite">
        {t('list.range', { from, to, total })}
      </span>
      <button type="button" className="btn btn-small" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {t('list.previous')}
      </button>
      <button type="button" className="btn btn-small" onClick={() => onPage(page + 1)} disabled={page >= lastPage}>
        {t('list.next')}
      </button>
    </div>
  );
}
