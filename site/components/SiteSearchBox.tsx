/**
 * The header's search box: a plain GET form to /search, so it works before (and without) JavaScript and
 * brings none of its own. `id` tells the header's box from the search page's.
 */
export function SiteSearchBox({ id, q = '', label = 'Search the site' }: { id: string; q?: string; label?: string }) {
  return (
    <form className="site-search" action="/search" method="get" role="search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input type="search" id={id} name="q" defaultValue={q} placeholder="Search" maxLength={200} />
      <button type="submit">Search</button>
    </form>
  );
}
