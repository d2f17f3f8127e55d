/**
 * The part the two application forms share: the job it is for, the résumé
 * input, the API's field errors inline, and the "check your inbox" state.
 * What else each form asks is passed as children.
 */
import { useCareersWords } from './careers-words';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from '../../components/LocaleLink';
import { applicantMeta } from '../../../generated/schemas/applicant.schema';
import type { Job } from '../../../generated/schemas/job.schema';
import { ApiError, errorMessage } from '../../../runtime-web/api/client';
import { acceptedExtensions, acceptedTypesMessage, hasAcceptedExtension } from '../../../runtime-shared/file-types';
import { FormField } from '../../components/FormField';
import type { Applied } from './careers-api';

export type FieldErrors = Record<string, string | undefined>;

// The types the applicant entity's résumé field accepts (the server checks the content; this is the early word).
const RESUME_MIME = applicantMeta.fields.find((f) => f.name === 'resume')?.upload?.mimeTypes ?? [];
const RESUME_ACCEPT = [...acceptedExtensions(RESUME_MIME), ...RESUME_MIME].join(',');

/** The résumé's problem the browser can see before sending: a file whose name is not of an accepted type. */
function resumeProblem(file: FormDataEntryValue | null): string | undefined {
  return file instanceof File && file.name && !hasAcceptedExtension(file.name, RESUME_MIME) ? acceptedTypesMessage(RESUME_MIME) : undefined;
}

export function ApplyForm({ job, send, children }: { job: Job; send: (body: FormData) => Promise<Applied>; children: (errors: FieldErrors) => ReactNode }) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const words = useCareersWords();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = new FormData(event.currentTarget);
    const resume = resumeProblem(body.get('resume'));
    if (resume) return setErrors({ resume });
    setBusy(true);
    setErrors({});
    try {
      setSentTo((await send(body)).email);
    } catch (error) {
      // A refusal that names one field (a wrong résumé type) says it once, beside the field.
      if (error instanceof ApiError && error.fields) setErrors({ ...error.fields, form: Object.values(error.fields).includes(error.message) ? undefined : error.message });
      else setErrors({ form: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  if (sentTo !== null) {
    return (
      <div className="thank-you" role="status">
        <h2>{words.applicationSent}</h2>
        <p>
          Thank you for applying for <strong>{job.title}</strong>. We sent a message to <strong>{sentTo}</strong>: open the link in it to confirm your
          email address{job.exam_id !== null ? ' and start the online exam' : ''}.
        </p>
        <p><Link to="/careers">{words.otherPositions}</Link></p>
      </div>
    );
  }
  return (
    <form className="contact-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={words.applyFor(job.title)} encType="multipart/form-data">
      {errors.form && <p className="site-error" role="alert">{errors.form}</p>}
      {children(errors)}
      <FormField id="resume" label={words.resume} error={errors.resume} required>
        {(a) => <input {...a} name="resume" type="file" accept={RESUME_ACCEPT} onChange={(e) => {
              const resume = resumeProblem(e.currentTarget.files?.[0] ?? null);
              setErrors((old) => ({ ...old, resume }));
            }} />}
      </FormField>
      <button type="submit" className="site-btn" disabled={busy}>{busy ? words.sending : words.submitApplication}</button>
    </form>
  );
}

/** The job of `?job=` for an application page; a missing or closed job is the 404 page. */
export function jobIdParam(request: Request): string | undefined {
  return new URL(request.url).searchParams.get('job') ?? undefined;
}
