/**
 * /search?q=: the site search's results, rendered on the server (GET /api/search, site/server/search):
 * content pages, services, products, jobs and notices the public may read, best first, ten a page.
 * The form is a plain GET form and paging plain links: all of it works without JavaScript.
 */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { Link } from '../components/LocaleLink';
import { ApiError, apiGet } from '../../runtime-web/api/client';
import { Pager } from '../components/Pager';
import { SiteSearchBox } from '../components/SiteSearchBox';
import { pageParam, readOptions } from '../data/read';
import type { PageHead } from '../head';
import type { SearchResults } from '../data/search';
import { count } from '../format';
import { useLocale, wordsFor } from '../i18n/words';
import { requestLocale } from '../locale';

const MAX_QUERY = 200;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY);
  const page = Math.min(pageParam(url), 1000);
  if (q === '') return { q, page, results: null, problem: null };
  try {
    // In the page's locale: its words, and addresses under its prefix (docs/site-search.md).
    const params = new URLSearchParams({ q, ...(page > 1 ? { page: String(page) } : {}), locale: requestLocale(request) });
    return { q, page, results: await apiGet<SearchResults>(`/api/search?${params.toString()}`, readOptions(request)), problem: null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return { q, page, results: null, problem: error.message };
    throw error;
  }
}

type SearchData = Awaited<ReturnType<typeof loader>>;

export const handle = {
  head: (data: SearchData, locale: string): PageHead => ({ title: wordsFor(locale).searchTitle(data.q), description: wordsFor(locale).searchDescription }),
};

function NoResults({ q }: { q: string }) {
  return (
    <div className="empty-state search-empty">
      <p>
        <strong>Nothing matches “{q}”.</strong>
      </p>
      <p>Check the spelling, try fewer words, or a more general one (“cloud” rather than “cloud-native migration”).</p>
      <p>
        Or browse our <Link to="/services">services</Link>, <Link to="/products">products</Link> and <Link to="/careers">open jobs</Link>.
      </p>
    </div>
  );
}

export function Component() {
  const { q, page, results, problem } = useLoaderData<SearchData>();
  const locale = useLocale();
  const words = wordsFor(locale);
  return (
    <>
      <header className="page-header">
        <div className="container">
          <p className="eyebrow">{words.search}</p>
          <h1>{q ? words.resultsFor(q) : words.searchSite}</h1>
        </div>
      </header>
      <section className="section">
        <div className="container narrow">
          <SiteSearchBox id="search-page-q" q={q} label={words.searchWords} />
          {problem && <p className="search-problem" role="alert">{problem}</p>}
          {!q && <p className="empty-state">{words.searchInvite}</p>}
          {results && results.meta.total === 0 && <NoResults q={q} />}
          {results && results.meta.total > 0 && (
            <>
              <p className="muted search-count" role="status">
                {words.resultCount(count(results.meta.total, locale), results.meta.total === 1)}
                {results.data.length === 0 && ` (none on page ${page})`}
              </p>
              <ol className="search-results">
                {results.data.map((hit) => (
                  <li key={`${hit.entity}-${hit.id}`} className="search-hit">
                    <p className="search-kind">{hit.label}</p>
                    {/* The API escaped the text; its only markup is <mark> around the matching words. */}
                    <h2>
                      <Link to={hit.url} dangerouslySetInnerHTML={{ __html: hit.title }} />
                    </h2>
                    {hit.excerpt && <p className="search-excerpt" dangerouslySetInnerHTML={{ __html: hit.excerpt }} />}
                  </li>
                ))}
              </ol>
              <Pager page={page} perPage={results.meta.perPage} total={results.meta.total} search={new URLSearchParams({ q })} />
            </>
          )}
        </div>
      </section>
    </>
  );
}
