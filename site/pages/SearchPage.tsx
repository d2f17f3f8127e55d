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

const MAX_QUERY = 200;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY);
  const page = Math.min(pageParam(url), 1000);
  if (q === '') return { q, page, results: null, problem: null };
  try {
    const params = new URLSearchParams({ q, ...(page > 1 ? { page: String(page) } : {}) });
    return { q, page, results: await apiGet<SearchResults>(`/api/search?${params.toString()}`, readOptions(request)), problem: null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return { q, page, results: null, problem: error.message };
    throw error;
  }
}

type SearchData = Awaited<ReturnType<typeof loader>>;

export const handle = {
  head: (data: SearchData): PageHead => ({ title: data.q ? `Search: ${data.q}` : 'Search', description: 'Search the pages, services, products, jobs and notices of this site.' }),
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

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
  return (
    <>
      <header className="page-header">
        <div className="container">
          <p className="eyebrow">Search</p>
          <h1>{q ? `Results for “${q}”` : 'Search the site'}</h1>
        </div>
      </header>
      <section className="section">
        <div className="container narrow">
          <SiteSearchBox id="search-page-q" q={q} label="Search words" />
          {problem && <p className="search-problem" role="alert">{problem}</p>}
          {!q && <p className="empty-state">Type a word or two above to search our pages, services, products, open jobs and notices.</p>}
          {results && results.meta.total === 0 && <NoResults q={q} />}
          {results && results.meta.total > 0 && (
            <>
              <p className="muted search-count" role="status">
                {plural(results.meta.total, 'result', 'results')}
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
