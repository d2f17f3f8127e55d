/**
 * /quick-apply-resume?job=<id>: apply without an account (name, email, phone,
 * résumé). Without `?job=` (the spec's route as it stands) the page offers
 * the open positions to choose from (JobPicker); a bad or closed job is the 404 page.
 */
import { useLocale } from '../../i18n/words';
import { careersWordsFor } from './careers-words';
import { requestLocale } from '../../locale';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { Link } from '../../components/LocaleLink';
import type { Job } from '../../../generated/schemas/job.schema';
import { FormField } from '../../components/FormField';
import { idParam, readOptions } from '../../data/read';
import { orNotFound } from '../../data/records';
import type { PageHead } from '../../head';
import { ApplyForm, jobIdParam } from './ApplyForm';
import { getOpenJob, listOpenJobs, quickApply } from './careers-api';
import { JobPicker } from './JobPicker';

/** How many open positions the picker lists on one page (the careers list pages through the rest). */
const PICKER_SIZE = 50;

type Data = { pick: { jobs: Job[]; total: number } } | { job: Job };

export async function loader({ request }: LoaderFunctionArgs): Promise<Data> {
  const jobId = jobIdParam(request);
  if (jobId === undefined) {
    const open = await listOpenJobs({ perPage: PICKER_SIZE, locale: requestLocale(request) }, readOptions(request));
    return { pick: { jobs: open.data, total: open.meta.total } };
  }
  return { job: await orNotFound(getOpenJob(idParam(jobId), readOptions(request), requestLocale(request))) };
}

export const handle = {
  head: (data: Data, locale: string): PageHead =>
    'job' in data
      ? { title: careersWordsFor(locale).applyTitle(data.job.title), description: careersWordsFor(locale).applyDescription(data.job.title) }
      : { title: 'Apply', description: `Choose one of our ${data.pick.total} open positions and apply in a few minutes.` },
};

export function Component() {
  const data = useLoaderData<Data>();
  const locale = useLocale();
  if ('pick' in data) return <JobPicker jobs={data.pick.jobs} total={data.pick.total} />;
  const { job } = data;
  const words = careersWordsFor(locale);
  return (
    <>
      <header className="page-header">
        <div className="container">
          <p className="eyebrow"><Link to={`/career-details/${job.id}`}>{job.title}</Link></p>
          <h1>{words.quickApply}</h1>
          <p className="page-lead">{words.noAccountNeeded} <Link to={`/general-apply-resume?job=${job.id}`}>{words.applyWithIt}</Link>.</p>
        </div>
      </header>
      <section className="section">
        <div className="container narrow">
          <ApplyForm job={job} send={(body) => quickApply(job.id, body)}>
            {(errors) => (
              <>
                <FormField id="name" label={words.fullName} error={errors.name} required>{(a) => <input {...a} name="name" autoComplete="name" />}</FormField>
                <div className="form-row">
                  <FormField id="email" label={words.email} error={errors.email} required>{(a) => <input {...a} name="email" type="email" autoComplete="email" />}</FormField>
                  <FormField id="phone" label={words.phone} error={errors.phone} required>{(a) => <input {...a} name="phone" type="tel" autoComplete="tel" />}</FormField>
                </div>
              </>
            )}
          </ApplyForm>
        </div>
      </section>
    </>
  );
}
