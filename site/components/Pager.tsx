import { Link } from './LocaleLink';

/** Previous / next links for a server-paged list; plain links, so paging works without JavaScript. */
export function Pager({ page, perPage, total, search }: { page: number; perPage: number; total: number; search: URLSearchParams }) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  const to = (n: number) => {
    const next = new URLSearchParams(search);
    if (n === 1) next.delete('page');
    else next.set('page', String(n));
    const text = next.toString();
    return text ? `?${text}` : '?';
  };
  return (
    <nav className="pager" aria-label="Pages">
      {page > 1 ? <Link to={to(page - 1)} rel="prev">← Previous</Link> : <span aria-hidden="true" />}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? <Link to={to(page + 1)} rel="next">Next →</Link> : <span aria-hidden="true" />}
    </nav>
  );
}
