/**
 * The careers API (/api/careers, this folder) declared once in zod
 * (runtime-shared/api-route.ts): open jobs, applications, email
 * confirmation, the applicant's exam and the staff answer sheets. The
 * handlers validate with these declarations; site/server/openapi.ts adds
 * their description to the served document.
 * tests/api/careers-document.test.ts holds the routes' answers to it.
 */
import { z } from 'zod';
import { jobMeta, type Job } from '../../../generated/schemas/job.schema';
import { apiRoute, component, data, withRoutes, type ApiRoute, type RouteAccess } from '../../../runtime-shared/api-route';
import type { OpenApiDocument } from '../../../runtime-shared/openapi';
import { idValue, textValue } from '../../../runtime-shared/validation';

const tags = ['Careers'];
const KIND = z.enum(['single_choice', 'multiple_choice', 'short_text']);
const STAMP = z.string().meta({ format: 'date-time' });
const idParam = (description: string) => z.object({ id: z.int().min(1).meta({ description }) });
const PHONE = { max: 30, format: 'phone' } as const;
const PHONE_EXAMPLE = { description: 'e.g. +44 20 7946 0958' };
const email = () => textValue({ required: true, max: 254, format: 'email' });
const RESUME = { resume: { description: 'PDF or Word (.docx), checked by its content; at most 5 MB', contentType: 'application/pdf, application/vnd.openxmlformats-officedocument.wordprocessingml.document', required: true } };
const open: RouteAccess = 'public';
const applicant: RouteAccess = { level: 'applicant', security: [{ applicantSession: [] }] };
const SESSION_NEEDED = 'Needs the applicant session that confirming the email answers (X-Applicant-Session header).';

const optionsOf = (field: 'category' | 'workplace' | 'employment_type') => {
  const meta = jobMeta.fields.find((f) => f.name === field);
  const values = meta && 'options' in meta ? meta.options.map((o) => o.value) : [];
  return z.enum(values as [string, ...string[]]).optional();
};

/** `?locale=`: the job's localized fields in that content locale (docs/localization.md); one of LOCALES, or a 400. */
const LOCALE = z
  .string()
  .regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'A language code such as en or de')
  .optional()
  .meta({ description: "The content locale of the job's localized fields; each without a translation comes in the default locale, named in _meta.fallback" });

const attempt = z.object({ started_at: STAMP, ends_at: STAMP, submitted_at: STAMP.nullable() }).nullable();
const TOTALS = {
  auto: z.number().min(0).meta({ description: 'Marks of the automatically marked answers' }),
  score: z.number().min(0).meta({ description: "auto plus the reviewer's marks so far" }),
  max: z.number().min(0),
  reviewed: z.boolean().meta({ description: 'No answer waits for a reviewer' }),
  passed: z.boolean(),
};
const application = z.object({ id: z.int().min(1), job_id: z.int().min(1), email: z.string() }).meta({ id: 'Application' });

export const LIST_JOBS = apiRoute({
  method: 'get',
  path: '/api/careers/jobs',
  operationId: 'listOpenJobs',
  summary: 'The open jobs',
  tags,
  access: open,
  description: 'Posted jobs whose deadline (a day, included) has not passed; closing soonest first, then those without a deadline, newest first.',
  query: z.strictObject({
    category: optionsOf('category'),
    workplace: optionsOf('workplace'),
    employment_type: optionsOf('employment_type'),
    q: z.string().trim().max(100, 'At most 100 characters').optional().meta({ description: 'Searched in title, summary, location and description' }),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    perPage: z.coerce.number().int().min(1).max(50).default(10),
    locale: LOCALE,
  }),
  answers: { 200: { description: 'A page of open jobs', schema: z.object({ data: z.array(component<Job>('Job')), meta: component('ListMeta') }) } },
  errors: [400],
});

export const OPEN_JOB = apiRoute({
  method: 'get',
  path: '/api/careers/jobs/{id}',
  operationId: 'getOpenJob',
  summary: 'One open job',
  tags,
  access: open,
  description: 'A draft, archived or expired job is a 404.',
  params: idParam('The job id'),
  query: z.object({ locale: LOCALE }),
  answers: { 200: { description: 'The job', schema: data(component<Job>('Job')) } },
  errors: [400, 404],
});

export const QUICK_APPLY = apiRoute({
  method: 'post',
  path: '/api/careers/jobs/{id}/quick-apply',
  operationId: 'quickApply',
  summary: 'Apply without an account',
  tags,
  access: open,
  description:
    'Records an unconfirmed application and mails a confirmation link to the address. The answer is the same whether or not anyone applied with that address: one application per job and person is held when the link is confirmed. Counted with the other writes without a sign-in per address (429).',
  params: idParam('The open job applied for'),
  body: z.object({ name: textValue({ required: true, max: 120 }), email: email(), phone: textValue({ required: true, ...PHONE }).meta(PHONE_EXAMPLE) }).meta({ id: 'QuickApplyForm' }),
  files: RESUME,
  answers: { 201: { description: 'The application, unconfirmed', schema: data(application) } },
  errors: [400, 404, 413, 415, 429],
});

export const GENERAL_APPLY = apiRoute({
  method: 'post',
  path: '/api/careers/jobs/{id}/general-apply',
  operationId: 'generalApply',
  summary: 'Apply with your account',
  tags,
  access: 'authenticated',
  description: "Your account's name and email; mails a confirmation link. 409 when your account has already applied for this job. Limited per user with the other routes that send mail (429).",
  params: idParam('The open job applied for'),
  body: z
    .object({ phone: textValue({ required: false, ...PHONE }).meta(PHONE_EXAMPLE), cover_letter: textValue({ required: false, max: 5000 }) })
    .meta({ id: 'GeneralApplyForm', description: "The applicant's name and email are the signed-in account's." }),
  files: RESUME,
  answers: { 201: { description: 'The application', schema: data(application) } },
  errors: [400, 401, 404, 409, 413, 415, 429],
});

export const CONFIRM_EMAIL = apiRoute({
  method: 'post',
  path: '/api/careers/applicant-validation',
  operationId: 'confirmApplicantEmail',
  summary: 'Confirm the email address from the mailed link',
  tags,
  access: open,
  description:
    'Confirms the application and answers the applicant session for the exam routes. An invalid or expired link is a 400; 409 when this person (normalised email) has a confirmed application for the job already.',
  body: z.object({ token: z.string({ error: 'This field is required' }).min(1, 'This field is required').max(2000) }),
  answers: {
    200: {
      description: 'The email is confirmed',
      schema: data(
        z
          .object({
            session: z.string().meta({ description: 'The applicant session (4 hours): send it as the X-Applicant-Session header of the exam routes' }),
            applicant: z.object({ name: z.string(), job_title: z.string() }),
            has_exam: z.boolean().meta({ description: 'The job has an online exam that is open' }),
          })
          .meta({ id: 'ApplicantConfirmed' }),
      ),
    },
  },
  errors: [400, 409, 413, 429],
});

export const RESEND_LINK = apiRoute({
  method: 'post',
  path: '/api/careers/applicant-validation/resend',
  operationId: 'resendApplicantLink',
  summary: 'Mail a new confirmation link',
  tags,
  access: open,
  description: 'Answers at once, the same whether or not such an application exists, and mails after the answer: neither the answer nor its timing tells who applied.',
  body: z.object({ email: email(), job_id: idValue({ required: true }) }),
  answers: { 202: { description: 'A link is mailed if the application exists', schema: data(z.object({ sent: z.literal(true) })) } },
  errors: [400, 413, 429],
});

export const EXAM_RULES = apiRoute({
  method: 'get',
  path: '/api/careers/exam',
  operationId: 'getExamRules',
  summary: "The rules of your application's exam, and your attempt",
  tags,
  access: applicant,
  description: SESSION_NEEDED,
  answers: {
    200: {
      description: 'The rules',
      schema: data(
        z
          .object({
            applicant: z.object({ id: z.int(), name: z.string(), job_title: z.string() }),
            exam: z.object({
              id: z.int(),
              title: z.string(),
              instructions: z.string().nullable().meta({ contentMediaType: 'text/html' }),
              duration_minutes: z.int().min(1),
              pass_mark: z.number().min(0).max(100).meta({ description: 'A percentage of the marks available' }),
              questions: z.int().min(0),
            }),
            attempt,
            taken_elsewhere: z.boolean().meta({ description: 'You took this exam with another application (same normalised email or account): no new attempt' }),
            result: z
              .object({ score: z.number().min(0), max: z.number().min(0), percent: z.int().min(0).max(100), passed: z.boolean() })
              .nullable()
              .meta({ description: 'Null until staff publish the result' }),
            grace_seconds: z.int().min(0).meta({ description: 'Time allowed after the duration for the last answer to arrive' }),
          })
          .meta({ id: 'ExamRules' }),
      ),
    },
  },
  errors: [401, 404],
});

export const START_EXAM = apiRoute({
  method: 'post',
  path: '/api/careers/exam/start',
  operationId: 'startExam',
  summary: 'Start the exam (or resume it) and get the questions',
  tags,
  access: applicant,
  description: `${SESSION_NEEDED} The start time is recorded once; a second call answers the same paper. 409 once submitted, and when this person (normalised email, or account) took the exam with another application. It takes no body (a JSON body that is not JSON is a 400, one over 1 MB a 413, as on every route).`,
  answers: {
    200: {
      description: 'The paper',
      schema: data(
        z
          .object({
            attempt,
            server_now: STAMP,
            questions: z
              .array(z.object({ id: z.int(), kind: KIND, question: z.string(), options: z.array(z.string()), marks: z.number(), hint: z.string().nullable() }))
              .meta({ description: 'Without answer keys or explanations' }),
          })
          .meta({ id: 'ExamPaper' }),
      ),
    },
  },
  errors: [400, 401, 404, 409, 413],
});

export const SUBMIT_EXAM = apiRoute({
  method: 'post',
  path: '/api/careers/exam/submit',
  operationId: 'submitExam',
  summary: 'Submit your answers',
  tags,
  access: applicant,
  description: `${SESSION_NEEDED} Accepted once, after the start and until the duration plus the grace (409 otherwise); marked on the server. The answer holds no marks: staff publish the result.`,
  body: z
    .object({
      answers: z
        .record(z.string().regex(/^\d+$/, 'Unknown question'), z.array(z.string().max(2000, 'At most 2,000 characters')).max(20))
        .meta({ description: 'Question id → the options chosen, or the one text answer' }),
    })
    .meta({ id: 'ExamAnswers' }),
  answers: { 200: { description: 'The answers are recorded', schema: data(z.object({ submitted_at: STAMP }).meta({ id: 'ExamSubmitted' })) } },
  errors: [400, 401, 404, 409, 413],
});

const staff = (grant: 'read' | 'update') => ({ access: 'admin' as const, description: `Needs the role's \`applicant-answer\` ${grant} grant.` });

export const ANSWER_SHEET = apiRoute({
  method: 'get',
  path: '/api/careers/answer-sheets/{id}',
  operationId: 'getAnswerSheet',
  summary: 'An answer sheet beside the answer key',
  tags,
  ...staff('read'),
  params: idParam('The answer sheet (applicant-answer) id'),
  answers: {
    200: {
      description: 'The sheet',
      schema: data(
        z
          .object({
            id: z.int(),
            applicant: z.object({ id: z.int(), name: z.string(), email: z.string(), status: z.string(), job_title: z.string() }),
            exam: z.object({ id: z.int(), title: z.string(), pass_mark: z.number() }),
            started_at: z.string(),
            submitted_at: z.string().nullable(),
            published_at: z
              .string()
              .nullable()
              .meta({ description: 'When staff published the result to the applicant (the applicant-answer publish action); marks are fixed from then on' }),
            updated_at: z.string().meta({ description: 'The version of the sheet: send it back as If-Match with the marks' }),
            questions: z.array(
              z.object({
                id: z.int(),
                kind: KIND,
                question: z.string(),
                options: z.array(z.string()),
                correct: z.array(z.string()),
                exact: z.boolean().meta({ description: 'A short-text question marked automatically against the correct answers' }),
                marks: z.number(),
                given: z.array(z.string()),
                auto: z.number().nullable().meta({ description: 'Null before submission and for a free-text answer' }),
                review: z.number().nullable().meta({ description: "The reviewer's marks" }),
              }),
            ),
            ...TOTALS,
          })
          .meta({ id: 'AnswerSheet' }),
      ),
    },
  },
  errors: [400, 401, 403, 404],
});

export const MARK_SHEET = apiRoute({
  method: 'put',
  path: '/api/careers/answer-sheets/{id}/marks',
  operationId: 'markAnswerSheet',
  summary: "Record a reviewer's marks for free-text answers",
  tags,
  ...staff('update'),
  description:
    "Needs the role's `applicant-answer` update grant. Recomputes the total and pass/fail; 409 before the applicant submitted, once the result is published, and (If-Match) when the sheet changed since it was read. Saved like any staff edit: an audit entry and a version in the sheet's history.",
  params: idParam('The answer sheet (applicant-answer) id'),
  headers: z.object({
    'If-Match': z
      .string()
      .optional()
      .meta({ description: 'The `updated_at` of the sheet as you read it: when another reviewer changed it since, the marks answer 409 naming the fields changed meanwhile. Leave it out to overwrite regardless.' }),
  }),
  body: z
    .object({
      marks: z
        .record(z.string().regex(/^\d+$/, 'Unknown question'), z.number({ error: 'Enter a number' }).min(0, 'At least 0'))
        .meta({ description: 'Question id → marks, for free-text answers' }),
    })
    .meta({ id: 'ReviewMarks' }),
  answers: {
    200: {
      description: 'The new totals and version',
      schema: data(
        z
          .object({
            id: z.int(),
            review_marks: z.record(z.string(), z.number()),
            ...TOTALS,
            updated_at: z.string().meta({ description: 'The new version of the sheet: the If-Match of your next marks' }),
          })
          .meta({ id: 'ReviewedSheet' }),
      ),
    },
  },
  errors: [400, 401, 403, 404, 409, 413],
});

export const CAREERS_ROUTES: ApiRoute[] = [LIST_JOBS, OPEN_JOB, QUICK_APPLY, GENERAL_APPLY, CONFIRM_EMAIL, RESEND_LINK, EXAM_RULES, START_EXAM, SUBMIT_EXAM, ANSWER_SHEET, MARK_SHEET];

/** `base` with the careers routes, their schemas and the applicant session scheme added. */
export function withCareersRoutes(base: OpenApiDocument): OpenApiDocument {
  return withRoutes(base, {
    tag: { name: 'Careers', description: 'Open jobs, applications and the online exam (site/careers/server)' },
    routes: CAREERS_ROUTES,
    securitySchemes: { applicantSession: { type: 'apiKey', in: 'header', name: 'X-Applicant-Session', description: 'The session POST /api/careers/applicant-validation answers' } },
  });
}
