/**
 * The OpenAPI description of the careers API (/api/careers, this folder):
 * open jobs, applications, email confirmation, the applicant's exam and the
 * staff answer sheets. The generator describes what entities declare; these
 * routes are the site's own, so their description lives beside them and
 * site/server/openapi.ts adds it to the served document.
 * tests/api/careers-document.test.ts holds the routes' answers to it.
 */
import { jobMeta } from '../../../generated/schemas/job.schema';
import type { JsonSchema, OpenApiDocument, OpenApiOperation } from '../../../runtime-shared/openapi';
import { data, errors, json, ref, strict } from '../openapi-parts';

const KIND: JsonSchema = { enum: ['single_choice', 'multiple_choice', 'short_text'] };
const STAMP: JsonSchema = { type: 'string', format: 'date-time' };
const optionsOf = (field: string): string[] => {
  const meta = jobMeta.fields.find((f) => f.name === field);
  return meta && 'options' in meta ? meta.options.map((o) => o.value) : [];
};
const multipart = (name: string) => ({ required: true, content: { 'multipart/form-data': { schema: ref(name), encoding: { resume: { contentType: 'application/pdf, application/vnd.openxmlformats-officedocument.wordprocessingml.document' } } } } });
const RESUME: JsonSchema = { type: 'string', contentMediaType: 'application/octet-stream', description: 'PDF or Word (.docx), checked by its content; at most 5 MB' };
const PHONE: JsonSchema = { type: 'string', maxLength: 30, description: 'e.g. +44 20 7946 0958' };
const ATTEMPT: JsonSchema = { type: ['object', 'null'], properties: { started_at: STAMP, ends_at: STAMP, submitted_at: { type: ['string', 'null'], format: 'date-time' } }, required: ['started_at', 'ends_at', 'submitted_at'], additionalProperties: false };
const TOTALS: Record<string, JsonSchema> = {
  auto: { type: 'number', minimum: 0, description: 'Marks of the automatically marked answers' },
  score: { type: 'number', minimum: 0, description: "auto plus the reviewer's marks so far" },
  max: { type: 'number', minimum: 0 },
  reviewed: { type: 'boolean', description: 'No answer waits for a reviewer' },
  passed: { type: 'boolean' },
};

const SCHEMAS: Record<string, JsonSchema> = {
  QuickApplyForm: {
    type: 'object',
    properties: { name: { type: 'string', minLength: 1, maxLength: 120 }, email: { type: 'string', format: 'email', maxLength: 254 }, phone: PHONE, resume: RESUME },
    required: ['name', 'email', 'phone', 'resume'],
  },
  GeneralApplyForm: {
    type: 'object',
    description: "The applicant's name and email are the signed-in account's.",
    properties: { phone: PHONE, cover_letter: { type: 'string', maxLength: 5000 }, resume: RESUME },
    required: ['resume'],
  },
  Application: strict({ id: { type: 'integer', minimum: 1 }, job_id: { type: 'integer', minimum: 1 }, email: { type: 'string' } }),
  ApplicantConfirmed: strict({
    session: { type: 'string', description: 'The applicant session (4 hours): send it as the X-Applicant-Session header of the exam routes' },
    applicant: strict({ name: { type: 'string' }, job_title: { type: 'string' } }),
    has_exam: { type: 'boolean', description: "The job has an online exam that is open" },
  }),
  ExamRules: strict({
    applicant: strict({ id: { type: 'integer' }, name: { type: 'string' }, job_title: { type: 'string' } }),
    exam: strict({
      id: { type: 'integer' },
      title: { type: 'string' },
      instructions: { type: ['string', 'null'], contentMediaType: 'text/html' },
      duration_minutes: { type: 'integer', minimum: 1 },
      pass_mark: { type: 'number', minimum: 0, maximum: 100, description: 'A percentage of the marks available' },
      questions: { type: 'integer', minimum: 0 },
    }),
    attempt: ATTEMPT,
    taken_elsewhere: { type: 'boolean', description: 'You took this exam with another application (same normalised email or account): no new attempt' },
    result: {
      type: ['object', 'null'],
      description: 'Null until staff publish the result',
      properties: { score: { type: 'number', minimum: 0 }, max: { type: 'number', minimum: 0 }, percent: { type: 'integer', minimum: 0, maximum: 100 }, passed: { type: 'boolean' } },
      required: ['score', 'max', 'percent', 'passed'],
      additionalProperties: false,
    },
    grace_seconds: { type: 'integer', minimum: 0, description: 'Time allowed after the duration for the last answer to arrive' },
  }),
  ExamPaper: strict({
    attempt: ATTEMPT,
    server_now: STAMP,
    questions: {
      type: 'array',
      description: 'Without answer keys or explanations',
      items: strict({ id: { type: 'integer' }, kind: KIND, question: { type: 'string' }, options: { type: 'array', items: { type: 'string' } }, marks: { type: 'number' }, hint: { type: ['string', 'null'] } }),
    },
  }),
  ExamAnswers: {
    type: 'object',
    properties: {
      answers: {
        type: 'object',
        description: 'Question id → the options chosen, or the one text answer',
        propertyNames: { pattern: '^\\d+$' },
        additionalProperties: { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 2000 } },
      },
    },
    required: ['answers'],
  },
  ExamSubmitted: strict({ submitted_at: STAMP }),
  AnswerSheet: strict({
    id: { type: 'integer' },
    applicant: strict({ id: { type: 'integer' }, name: { type: 'string' }, email: { type: 'string' }, status: { type: 'string' }, job_title: { type: 'string' } }),
    exam: strict({ id: { type: 'integer' }, title: { type: 'string' }, pass_mark: { type: 'number' } }),
    started_at: { type: 'string' },
    submitted_at: { type: ['string', 'null'] },
    published_at: { type: ['string', 'null'], description: 'When staff published the result to the applicant (the applicant-answer publish action); marks are fixed from then on' },
    updated_at: { type: 'string', description: 'The version of the sheet: send it back as If-Match with the marks' },
    questions: {
      type: 'array',
      items: strict({
        id: { type: 'integer' },
        kind: KIND,
        question: { type: 'string' },
        options: { type: 'array', items: { type: 'string' } },
        correct: { type: 'array', items: { type: 'string' } },
        exact: { type: 'boolean', description: 'A short-text question marked automatically against the correct answers' },
        marks: { type: 'number' },
        given: { type: 'array', items: { type: 'string' } },
        auto: { type: ['number', 'null'], description: 'Null before submission and for a free-text answer' },
        review: { type: ['number', 'null'], description: "The reviewer's marks" },
      }),
    },
    ...TOTALS,
  }),
  ReviewMarks: {
    type: 'object',
    properties: { marks: { type: 'object', description: 'Question id → marks, for free-text answers', propertyNames: { pattern: '^\\d+$' }, additionalProperties: { type: 'number', minimum: 0 } } },
    required: ['marks'],
  },
  ReviewedSheet: strict({ id: { type: 'integer' }, review_marks: { type: 'object', additionalProperties: { type: 'number' } }, ...TOTALS }),
};

const op = (operationId: string, summary: string, rest: Omit<OpenApiOperation, 'operationId' | 'summary' | 'tags'>): OpenApiOperation => ({ operationId, summary, tags: ['Careers'], ...rest });
const open = { security: [], 'x-access': 'public' };
const applicant = { security: [{ applicantSession: [] }], 'x-access': 'applicant', description: 'Needs the applicant session that confirming the email answers (X-Applicant-Session header).' };
const staff = (grant: 'read' | 'update') => ({ security: [{ bearerAuth: ['admin'] }], 'x-access': 'admin', description: `Needs the role's \`applicant-answer\` ${grant} grant.` });
const idParam = (description: string) => [{ name: 'id', in: 'path' as const, required: true, description, schema: { type: 'integer', minimum: 1 } }];
const enumQuery = (name: string) => ({ name, in: 'query' as const, schema: { enum: optionsOf(name) } });

const PATHS: OpenApiDocument['paths'] = {
  '/api/careers/jobs': {
    get: op('listOpenJobs', 'The open jobs', {
      ...open,
      description: 'Posted jobs whose deadline (a day, included) has not passed; closing soonest first, then those without a deadline, newest first.',
      parameters: [
        enumQuery('category'),
        enumQuery('workplace'),
        enumQuery('employment_type'),
        { name: 'q', in: 'query', description: 'Searched in title, summary, location and description', schema: { type: 'string', maxLength: 100 } },
        { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100000, default: 1 } },
        { name: 'perPage', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 50, default: 10 } },
      ],
      responses: { 200: { description: 'A page of open jobs', content: { 'application/json': { schema: strict({ data: { type: 'array', items: ref('Job') }, meta: ref('ListMeta') }) } } }, ...errors(400) },
    }),
  },
  '/api/careers/jobs/{id}': {
    parameters: idParam('The job id'),
    get: op('getOpenJob', 'One open job', { ...open, description: 'A draft, archived or expired job is a 404.', responses: { 200: data(ref('Job'), 'The job'), ...errors(400, 404) } }),
  },
  '/api/careers/jobs/{id}/quick-apply': {
    parameters: idParam('The open job applied for'),
    post: op('quickApply', 'Apply without an account', {
      ...open,
      description:
        'Records an unconfirmed application and mails a confirmation link to the address. The answer is the same whether or not anyone applied with that address: one application per job and person is held when the link is confirmed. Counted with the other writes without a sign-in per address (429).',
      requestBody: multipart('QuickApplyForm'),
      responses: { 201: data(ref('Application'), 'The application, unconfirmed'), ...errors(400, 404, 413, 415, 429) },
    }),
  },
  '/api/careers/jobs/{id}/general-apply': {
    parameters: idParam('The open job applied for'),
    post: op('generalApply', 'Apply with your account', {
      security: [{ bearerAuth: [] }],
      'x-access': 'authenticated',
      description: "Your account's name and email; mails a confirmation link. 409 when your account has already applied for this job. Limited per user with the other routes that send mail (429).",
      requestBody: multipart('GeneralApplyForm'),
      responses: { 201: data(ref('Application'), 'The application'), ...errors(400, 401, 404, 409, 413, 415, 429) },
    }),
  },
  '/api/careers/applicant-validation': {
    post: op('confirmApplicantEmail', 'Confirm the email address from the mailed link', {
      ...open,
      description:
        'Confirms the application and answers the applicant session for the exam routes. An invalid or expired link is a 400; 409 when this person (normalised email) has a confirmed application for the job already.',
      requestBody: json({ type: 'object', properties: { token: { type: 'string', minLength: 1, maxLength: 2000 } }, required: ['token'] }),
      responses: { 200: data(ref('ApplicantConfirmed'), 'The email is confirmed'), ...errors(400, 409, 413, 429) },
    }),
  },
  '/api/careers/applicant-validation/resend': {
    post: op('resendApplicantLink', 'Mail a new confirmation link', {
      ...open,
      description: 'Answers at once, the same whether or not such an application exists, and mails after the answer: neither the answer nor its timing tells who applied.',
      requestBody: json({ type: 'object', properties: { email: { type: 'string', format: 'email', maxLength: 254 }, job_id: { type: 'integer', minimum: 1 } }, required: ['email', 'job_id'] }),
      responses: { 202: data(strict({ sent: { const: true } }), 'A link is mailed if the application exists'), ...errors(400, 413, 429) },
    }),
  },
  '/api/careers/exam': {
    get: op('getExamRules', "The rules of your application's exam, and your attempt", { ...applicant, responses: { 200: data(ref('ExamRules'), 'The rules'), ...errors(401, 404) } }),
  },
  '/api/careers/exam/start': {
    post: op('startExam', 'Start the exam (or resume it) and get the questions', {
      ...applicant,
      description: `${applicant.description} The start time is recorded once; a second call answers the same paper. 409 once submitted, and when this person (normalised email, or account) took the exam with another application. It takes no body (a JSON body that is not JSON is a 400, one over 1 MB a 413, as on every route).`,
      responses: { 200: data(ref('ExamPaper'), 'The paper'), ...errors(400, 401, 404, 409, 413) },
    }),
  },
  '/api/careers/exam/submit': {
    post: op('submitExam', 'Submit your answers', {
      ...applicant,
      description: `${applicant.description} Accepted once, after the start and until the duration plus the grace (409 otherwise); marked on the server. The answer holds no marks: staff publish the result.`,
      requestBody: json(ref('ExamAnswers')),
      responses: { 200: data(ref('ExamSubmitted'), 'The answers are recorded'), ...errors(400, 401, 404, 409, 413) },
    }),
  },
  '/api/careers/answer-sheets/{id}': {
    parameters: idParam('The answer sheet (applicant-answer) id'),
    get: op('getAnswerSheet', 'An answer sheet beside the answer key', { ...staff('read'), responses: { 200: data(ref('AnswerSheet'), 'The sheet'), ...errors(400, 401, 403, 404) } }),
  },
  '/api/careers/answer-sheets/{id}/marks': {
    parameters: [
      ...idParam('The answer sheet (applicant-answer) id'),
      {
        name: 'If-Match',
        in: 'header' as const,
        description: 'The `updated_at` of the sheet as you read it: when another reviewer changed it since, the marks answer 409 naming the fields changed meanwhile. Leave it out to overwrite regardless.',
        schema: { type: 'string' },
      },
    ],
    put: op('markAnswerSheet', "Record a reviewer's marks for free-text answers", {
      ...staff('update'),
      description: "Needs the role's `applicant-answer` update grant. Recomputes the total and pass/fail; 409 before the applicant submitted, once the result is published, and (If-Match) when the sheet changed since it was read. Saved like any staff edit: an audit entry and a version in the sheet's history.",
      requestBody: json(ref('ReviewMarks')),
      responses: { 200: data(ref('ReviewedSheet'), 'The new totals'), ...errors(400, 401, 403, 404, 409, 413) },
    }),
  },
};

/** `base` with the careers routes, their schemas and the applicant session scheme added. */
export function withCareersRoutes(base: OpenApiDocument): OpenApiDocument {
  return {
    ...base,
    tags: [...base.tags, { name: 'Careers', description: 'Open jobs, applications and the online exam (site/server/careers)' }],
    paths: { ...base.paths, ...PATHS },
    components: {
      ...base.components,
      schemas: { ...base.components.schemas, ...SCHEMAS },
      securitySchemes: {
        ...base.components.securitySchemes,
        applicantSession: { type: 'apiKey', in: 'header', name: 'X-Applicant-Session', description: 'The session POST /api/careers/applicant-validation answers' },
      },
    },
  };
}
