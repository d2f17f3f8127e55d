/**
 * /careers: the open jobs (posted, deadline not passed: the server decides),
 * with category, workplace and employment-type filters, search and paging,
 * done by the careers API. The filters are a GET form, so they work without JavaScript.
 */
import { requestLocale } from '../../locale';
import { Form, useLoaderData, useSubmit, type LoaderFunctionArgs } from 'react-router-dom';
import { Link } from '../../components/LocaleLink';
import { Pager } from '../../components/Pager';
import { pageParam, readOptions } from '../../data/read';
import { longDate } from '../../format';
import type { PageHead } from '../../head';
import { listOpenJobs } from './careers-api';
import { choicesOf, labelOf } from './job-labels';

const PER_PAGE = 10;
const FILTERS = [
  { name: 'category', label: 'Category', all: 'All categories' },
  { name: 'workplace', label: 'Workplace', all: 'Any workplace' },
  { name: 'employment_type', label: 'Employment type', all: 'Any type' },
] as const;

/** A filter value from the address, kept only when it is one of the field's choices (the API would refuse others). */
const choice = (url: URL, name: (typeof FILTERS)[number]['name']) => {
  const value = url.searchParams.get(name) ?? '';
  return choicesOf(name).some((c) => c.value === value) ? value : '';
};

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = { category: choice(url, 'category'), workplace: choice(url, 'workplace'), employment_type: choice(url, 'employment_type'), q: url.searchParams.get('q')?.trim().slice(0, 100) ?? '', page: pageParam(url) };
  const jobs = await listOpenJobs({ ...query, perPage: PER_PAGE, locale: requestLocale(request) }, readOptions(request));
  return { query, jobs: jobs.data, total: jobs.meta.total };
}

type CareersData = Awaited<ReturnType<typeof loader>>;

export const handle = {
  head: (data: CareersData): PageHead => ({ title: 'Careers', description: `Join our consultants and engineers: ${data.total} open position${data.total === 1 ? '' : 's'}.` }),
};

export function Component() {
  const { query, jobs, total } = useLoaderData<CareersData>();
  const submit = useSubmit();
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (key !== 'page' && value) search.set(key, String(value));
  return (
    <>
      <header className="page-header">
        <div className="container">
          <p className="eyebrow">Careers</p>
          <h1>Work with us</h1>
          <p className="page-lead">Open positions in consulting, engineering and operations. Apply in a few minutes with your résumé.</p>
        </div>
      </header>
      <section className="section">
        <div className="container">
          <Form method="get" className="filters" role="search" aria-label="Filter jobs" key={search.toString()}>
            {FILTERS.map((f) => (
              <div className="site-field" key={f.name}>
                <label htmlFor={`filter-${f.name}`}>{f.label}</label>
                <select id={`filter-${f.name}`} name={f.name} defaultValue={query[f.name]} onChange={(event) => void submit(event.currentTarget.form)}>
                  <option value="">{f.all}</option>
                  {choicesOf(f.name).map((c) => (
                    <option key={c.value} value={c.value}>{c.label}</option>
                  ))}
                </select>
              </div>
            ))}
            <div className="site-field filters-search">
              <label htmlFor="filter-q">Search</label>
              <input id="filter-q" name="q" type="search" defaultValue={query.q} placeholder="e.g. cloud" />
            </div>
            <button type="submit" className="site-btn">Apply filters</button>
          </Form>
          <p className="muted results-count" role="status">{total === 1 ? '1 open position' : `${total} open positions`}</p>
          {jobs.length ? (
            <ul className="job-list">
              {jobs.map((job) => (
                <li key={job.id} className="card job-card">
                  <h2>
                    <Link className="card-link" to={`/career-details/${job.id}`}>{job.title}</Link>
                  </h2>
                  <p className="job-facts">
                    {labelOf('category', job.category)} · {job.location} · {labelOf('workplace', job.workplace)} · {labelOf('employment_type', job.employment_type)}
                  </p>
                  {job.summary && <p>{job.summary}</p>}
                  <p className="muted small">{job.deadline ? `Apply by ${longDate(job.deadline)}` : 'Open until filled'}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="empty-state">No open positions match these filters.</p>
          )}
          <Pager page={query.page} perPage={PER_PAGE} total={total} search={search} />
        </div>
      </section>
    </>
  );
}
