import { useLocale, wordsFor } from '../i18n/words';
import { localizeHref } from '../locale';
/**
 * The header's search box: a plain GET form to /search, so it works before (and without) JavaScript and
 * brings none of its own. `id` tells the header's box from the search page's.
 */
export function SiteSearchBox({ id, q = '', label }: { id: string; q?: string; label?: string }) {
  const locale = useLocale();
  const words = wordsFor(locale);
  return (
    <form className="site-search" action={localizeHref(locale, '/search')} method="get" role="search">
      <label htmlFor={id} className="visually-hidden">
        {label ?? words.searchSite}
      </label>
      <input type="search" id={id} name="q" defaultValue={q} placeholder={words.search} maxLength={200} />
      <button type="submit">{words.search}</button>
    </form>
  );
}
