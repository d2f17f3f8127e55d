/**
 * /career-details/:id: one open job (description, requirements, benefits,
 * salary range when set, deadline) with its Apply buttons and its schema.org
 * JobPosting data. A draft, archived, expired or missing job is the 404 page:
 * the careers API answers only open jobs.
 */
import { Link, useLoaderData, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
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
  return { job: await orNotFound(getOpenJob(idParam(params.id), readOptions(request))) };
}

type JobData = Awaited<ReturnType<typeof loader>>;

export const handle = {
  head: ({ job }: JobData): PageHead => ({ title: job.title, description: job.summary ?? job.description }),
};

export function Component() {
  const { job } = useLoaderData<JobData>();
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
          <h1>{job.title}</h1>
          {job.summary && <p className="page-lead">{job.summary}</p>}
        </div>
      </header>
      <section className="section">
        <div className="container job-details">
          <div>
            <h2>About the role</h2>
            <RichText html={job.description} />
            <ItemList title="What we look for" rows={job.requirements} />
            <ItemList title="What we offer" rows={job.benefits} />
          </div>
          <aside className="card job-aside" aria-label="Job facts">
            <dl>
              <dt>Location</dt>
              <dd>{job.location} ({labelOf('workplace', job.workplace)})</dd>
              <dt>Employment type</dt>
              <dd>{labelOf('employment_type', job.employment_type)}</dd>
              {job.experience && (
                <>
                  <dt>Experience</dt>
                  <dd>{job.experience}</dd>
                </>
              )}
              <dt>Vacancies</dt>
              <dd>{job.vacancies}</dd>
              {salary && (
                <>
                  <dt>Salary</dt>
                  <dd>{salary}</dd>
                </>
              )}
              <dt>Apply by</dt>
              <dd>{job.deadline ? longDate(job.deadline) : 'Open until filled'}</dd>
            </dl>
            <Link className="site-btn" to={`/quick-apply-resume?job=${job.id}`}>Quick apply</Link>
            <Link className="site-btn site-btn-outline" to={`/general-apply-resume?job=${job.id}`}>Apply with my account</Link>
            {job.exam_id !== null && <p className="muted small">After applying you confirm your email address and take a short online exam.</p>}
          </aside>
        </div>
      </section>
    </>
  );
}

/** A heading and its bulleted list of rows (a job's requirements or benefits); nothing when there are none. */
function ItemList({ title, rows }: { title: string; rows: { text: string }[] }) {
  if (rows.length === 0) return null;
  return (
    <>
      <h2>{title}</h2>
      <ul className="item-list">
        {rows.map((row, i) => (
          <li key={i}>{row.text}</li>
        ))}
      </ul>
    </>
  );
}
