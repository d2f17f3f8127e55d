/** /quick-apply-resume?job=<id>: apply without an account (name, email, phone, résumé). */
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { FormField } from '../components/FormField';
import { idParam, readOptions } from '../data/read';
import { orNotFound } from '../data/records';
import type { PageHead } from '../head';
import { ApplyForm, jobIdParam } from './ApplyForm';
import { getOpenJob, quickApply } from './careers-api';

export async function loader({ request }: LoaderFunctionArgs) {
  return { job: await orNotFound(getOpenJob(idParam(jobIdParam(request)), readOptions(request))) };
}

type Data = Awaited<ReturnType<typeof loader>>;

export const handle = {
  head: ({ job }: Data): PageHead => ({ title: `Apply: ${job.title}`, description: `Apply for ${job.title} in a few minutes with your résumé.` }),
};

export function Component() {
  const { job } = useLoaderData() as Data;
  return (
    <>
      <header className="page-header">
        <div className="container">
          <p className="eyebrow"><Link to={`/career-details/${job.id}`}>{job.title}</Link></p>
          <h1>Quick apply</h1>
          <p className="page-lead">No account needed. Have an account? <Link to={`/general-apply-resume?job=${job.id}`}>Apply with it</Link>.</p>
        </div>
      </header>
      <section className="section">
        <div className="container narrow">
          <ApplyForm job={job} send={(body) => quickApply(job.id, body)}>
            {(errors) => (
              <>
                <FormField id="name" label="Full name" error={errors.name} required>{(a) => <input {...a} name="name" autoComplete="name" />}</FormField>
                <div className="form-row">
                  <FormField id="email" label="E-mail" error={errors.email} required>{(a) => <input {...a} name="email" type="email" autoComplete="email" />}</FormField>
                  <FormField id="phone" label="Phone" error={errors.phone} required>{(a) => <input {...a} name="phone" type="tel" autoComplete="tel" />}</FormField>
                </div>
              </>
            )}
          </ApplyForm>
        </div>
      </section>
    </>
  );
}
