/**
 * /career-details/:id: one open job (description, requirements, benefits,
 * salary range when set, deadline) with its Apply buttons and its schema.org
 * JobPosting data. A draft, archived, expired or missing job is the 404 page:
 * the careers API answers only open jobs.
 */
import { defaultLocale } from '../../../runtime-shared/locales';
import { careersWordsFor } from './careers-words';
import { requestLocale } from '../../locale';
import { useLoaderData, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { Link } from '../../components/LocaleLink';
import { RichText } from '../../components/RichText';
import { idParam, readOptions } from '../../data/read';
import { orNotFound } from '../../data/records';
import type { ShellData } from '../../data/shell';
import { longDate } from '../../format';
import type { PageHead } from '../../head';
import { getOpenJob } from './careers-api';
import { jobPostingJson } from './job-posting';
import { labelOf, salaryRange } from './job-labels';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  return { job: await orNotFound(getOpenJob(idParam(params.id), readOptions(request), locale)), locale };
}

type JobData = Awaited<ReturnType<typeof loader>>;

export const handle = {
  head: ({ job }: JobData): PageHead => ({ title: job.title, description: job.summary ?? job.description }),
};

export function Component() {
  const { job, locale } = useLoaderData<JobData>();
  const words = careersWordsFor(locale);
  // A field without a translation is shown in the default locale, and says so (docs/localization.md).
  const langOf = (field: 'title' | 'summary' | 'description') => (job._meta?.fallback.includes(field) ? { lang: defaultLocale() } : {});
  const { companyName } = useRouteLoaderData('root') as ShellData;
  const salary = salaryRange(job);
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jobPostingJson(job, companyName) }} />
      <header className="page-header">
        <div className="container">
          <p className="eyebrow">
            <Link to={`/careers?category=${job.category}`}>{labelOf('category', job.category)}</Link>
          </p>
          <h1 {...langOf('title')}>{job.title}</h1>
          {job.summary && <p className="page-lead" {...langOf('summary')}>{job.summary}</p>}
        </div>
      </header>
      <section className="section">
        <div className="container job-details">
          <div>
            <h2>{words.aboutTheRole}</h2>
            <div {...langOf('description')}>
              <RichText html={job.description} />
            </div>
            <ItemList title={words.weLookFor} rows={job.requirements} lang={job._meta?.fallback.includes('requirements') ? defaultLocale() : undefined} />
            <ItemList title={words.weOffer} rows={job.benefits} lang={job._meta?.fallback.includes('benefits') ? defaultLocale() : undefined} />
          </div>
          <aside className="card job-aside" aria-label={words.jobFacts}>
            <dl>
              <dt>{words.location}</dt>
              <dd>{job.location} ({labelOf('workplace', job.workplace)})</dd>
              <dt>{words.employmentType}</dt>
              <dd>{labelOf('employment_type', job.employment_type)}</dd>
              {job.experience && (
                <>
                  <dt>{words.experience}</dt>
                  <dd>{job.experience}</dd>
                </>
              )}
              <dt>{words.vacancies}</dt>
              <dd>{job.vacancies}</dd>
              {salary && (
                <>
                  <dt>{words.salary}</dt>
                  <dd>{salary}</dd>
                </>
              )}
              <dt>{words.applyBy}</dt>
              <dd>{job.deadline ? longDate(job.deadline, locale) : words.openUntilFilled}</dd>
            </dl>
            <Link className="site-btn" to={`/quick-apply-resume?job=${job.id}`}>{words.quickApply}</Link>
            <Link className="site-btn site-btn-outline" to={`/general-apply-resume?job=${job.id}`}>{words.applyWithAccount}</Link>
            {job.exam_id !== null && <p className="muted small">{words.examAfterApplying}</p>}
          </aside>
        </div>
      </section>
    </>
  );
}

/** A heading and its bulleted list of rows (a job's requirements or benefits); nothing when there are none. */
function ItemList({ title, rows, lang }: { title: string; rows: { text: string }[]; lang?: string | undefined }) {
  if (rows.length === 0) return null;
  return (
    <>
      <h2>{title}</h2>
      <ul className="item-list" lang={lang}>
        {rows.map((row, i) => (
          <li key={i}>{row.text}</li>
        ))}
      </ul>
    </>
  );
}
