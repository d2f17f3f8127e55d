/**
 * /quick-apply-resume without `?job=`: the open positions to apply for, each
 * with its two ways in (quick, or with an account: the general application),
 * rendered on the server like the careers list.
 */
import { Link } from '../../components/LocaleLink';
import type { Job } from '../../../generated/schemas/job.schema';
import { longDate } from '../../format';
import { labelOf } from './job-labels';

export function JobPicker({ jobs, total }: { jobs: Job[]; total: number }) {
  return (
    <>
      <header className="page-header">
        <div className="container">
          <p className="eyebrow"><Link to="/careers">Careers</Link></p>
          <h1>Apply</h1>
          <p className="page-lead">Choose the position you are applying for. Quick apply needs only your name, email, phone and résumé; with an account you can add a cover letter.</p>
        </div>
      </header>
      <section className="section">
        <div className="container narrow">
          <p className="muted results-count">{total === 1 ? '1 open position' : `${total} open positions`}</p>
          {jobs.length ? (
            <ul className="job-list" aria-label="Open positions">
              {jobs.map((job) => (
                <li key={job.id} className="card job-card job-pick">
                  <h2>{job.title}</h2>
                  <p className="job-facts">
                    {labelOf('category', job.category)} · {job.location} · {labelOf('workplace', job.workplace)} · {labelOf('employment_type', job.employment_type)}
                  </p>
                  <p className="muted small">{job.deadline ? `Apply by ${longDate(job.deadline)}` : 'Open until filled'} · <Link to={`/career-details/${job.id}`}>About the role</Link></p>
                  <p className="job-pick-actions">
                    <Link className="site-btn" to={`/quick-apply-resume?job=${job.id}`} aria-label={`Quick apply: ${job.title}`}>Quick apply</Link>
                    <Link className="site-btn site-btn-outline" to={`/general-apply-resume?job=${job.id}`} aria-label={`General application with my account: ${job.title}`}>General application with my account</Link>
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="empty-state">There are no open positions right now. Please come back soon.</p>
          )}
          {total > jobs.length && <p><Link to="/careers">See all {total} open positions</Link></p>}
        </div>
      </section>
    </>
  );
}
