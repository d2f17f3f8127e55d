/**
 * /general-apply-resume?job=<id>, for signed-in users (under SignedInOnly):
 * the account's name and email (the server takes them from the token), a
 * phone, a cover letter and the résumé.
 */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { Link } from '../../components/LocaleLink';
import { useAuthUser } from '../../../runtime-web/auth/use-auth-user';
import { FormField } from '../../components/FormField';
import { idParam, readOptions } from '../../data/read';
import { orNotFound } from '../../data/records';
import type { PageHead } from '../../head';
import { ApplyForm, jobIdParam } from './ApplyForm';
import { generalApply, getOpenJob } from './careers-api';

export async function loader({ request }: LoaderFunctionArgs) {
  return { job: await orNotFound(getOpenJob(idParam(jobIdParam(request)), readOptions(request))) };
}

type Data = Awaited<ReturnType<typeof loader>>;

export const handle = {
  head: ({ job }: Data): PageHead => ({ title: `Apply: ${job.title}`, description: `Apply for ${job.title} with your account.` }),
};

export function Component() {
  const { job } = useLoaderData<Data>();
  const user = useAuthUser();
  return (
    <>
      <header className="page-header">
        <div className="container">
          <p className="eyebrow"><Link to={`/career-details/${job.id}`}>{job.title}</Link></p>
          <h1>Apply with your account</h1>
          {user && <p className="page-lead">Applying as {[user.first_name, user.last_name].filter(Boolean).join(' ')} ({user.email}).</p>}
        </div>
      </header>
      <section className="section">
        <div className="container narrow">
          <ApplyForm job={job} send={(body) => generalApply(job.id, body)}>
            {(errors) => (
              <>
                <FormField id="phone" label="Phone" error={errors.phone}>{(a) => <input {...a} name="phone" type="tel" autoComplete="tel" />}</FormField>
                <FormField id="cover_letter" label="Cover letter" error={errors.cover_letter}>{(a) => <textarea {...a} name="cover_letter" rows={8} maxLength={5000} />}</FormField>
              </>
            )}
          </ApplyForm>
        </div>
      </section>
    </>
  );
}
