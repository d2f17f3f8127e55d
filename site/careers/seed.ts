/**
 * Demo careers data: the question bank, online exams, job openings in every
 * state, applicants with résumés, and submitted exam answer sheets whose
 * scores are computed from the answer key, as the exam routes would.
 */
import { translate } from '../server/seed/translations';
import { GERMAN_JOBS } from './seed-german';
import type { Knex } from 'knex';
import type { ExamQuestion } from '../../generated/schemas/exam-question.schema';
import type { Job } from '../../generated/schemas/job.schema';
import { accountKey, applicationKey, personKey } from './server/person';
import { percentOf } from './server/results';
import { autoMarks, sheetTotals, type QuestionKind } from './server/scoring';
import { create, day, isEmpty, moment, pdf, type SeedContext } from '../server/seed/util';

const QUESTION_TYPES = [
  { name: 'Single choice', kind: 'single_choice', description: 'Pick the one correct option.' },
  { name: 'Multiple choice', kind: 'multiple_choice', description: 'Pick every correct option: each correct pick earns its share of the marks, each wrong pick takes one share away.' },
  { name: 'Short answer', kind: 'short_text', description: 'Type a short answer: a word, a number or a short phrase.' },
] as const;

type TypeName = (typeof QUESTION_TYPES)[number]['name'];

/** The question bank; `key` only links questions to exams and answer sheets within this file. */
const QUESTIONS: { key: string; type: TypeName; question: string; options: string[]; correct: string[]; marks: number; difficulty: 'easy' | 'medium' | 'hard'; explanation: string }[] = [
  {
    key: 'rds',
    type: 'Single choice',
    question: 'Which AWS service provides managed relational databases?',
    options: ['Amazon RDS', 'Amazon S3', 'AWS Lambda', 'Amazon SQS'],
    correct: ['Amazon RDS'],
    marks: 2,
    difficulty: 'easy',
    explanation: 'RDS runs MySQL, PostgreSQL, SQL Server and others as a managed service; S3 is object storage.',
  },
  {
    key: 'resource-group',
    type: 'Single choice',
    question: 'In Azure, which construct groups resources that share a lifecycle?',
    options: ['Resource group', 'Subscription', 'Management group', 'Availability set'],
    correct: ['Resource group'],
    marks: 2,
    difficulty: 'medium',
    explanation: 'Resources in one resource group are deployed, managed and deleted together.',
  },
  {
    key: 'solid',
    type: 'Single choice',
    question: "What does the 'S' in the SOLID principles stand for?",
    options: ['Single responsibility', 'Separation of concerns', 'Substitution', 'Simplicity'],
    correct: ['Single responsibility'],
    marks: 1,
    difficulty: 'easy',
    explanation: 'A class should have one reason to change.',
  },
  {
    key: 'http-401',
    type: 'Single choice',
    question: 'Which HTTP status code tells the client it must authenticate to get the response?',
    options: ['401 Unauthorized', '403 Forbidden', '404 Not Found', '409 Conflict'],
    correct: ['401 Unauthorized'],
    marks: 1,
    difficulty: 'easy',
    explanation: '403 means the identity is known but not allowed.',
  },
  {
    key: 'owasp-sqli',
    type: 'Single choice',
    question: 'Which OWASP Top 10 category does SQL injection belong to?',
    options: ['Injection', 'Broken access control', 'Security misconfiguration', 'Cryptographic failures'],
    correct: ['Injection'],
    marks: 1,
    difficulty: 'easy',
    explanation: 'SQL, NoSQL, OS command and LDAP injection all fall under A03 Injection.',
  },
  {
    key: 'cloud-costs',
    type: 'Multiple choice',
    question: 'Which of these reduce cloud costs? Choose all that apply.',
    options: ['Rightsizing instances', 'Reserved instances or savings plans', 'Stopping non-production environments at night', 'Enabling detailed monitoring on every resource'],
    correct: ['Rightsizing instances', 'Reserved instances or savings plans', 'Stopping non-production environments at night'],
    marks: 3,
    difficulty: 'medium',
    explanation: 'Detailed monitoring adds cost; it does not save any.',
  },
  {
    key: 'symmetric',
    type: 'Multiple choice',
    question: 'Which of these are symmetric encryption algorithms? Choose all that apply.',
    options: ['AES', 'ChaCha20', 'RSA', 'ECDSA'],
    correct: ['AES', 'ChaCha20'],
    marks: 3,
    difficulty: 'medium',
    explanation: 'RSA is asymmetric encryption; ECDSA is a signature scheme.',
  },
  {
    key: 'zero-trust',
    type: 'Multiple choice',
    question: 'Which practices belong to a zero-trust architecture? Choose all that apply.',
    options: ['Verify every request explicitly', 'Grant least-privilege access', 'Assume breach', 'Trust all traffic inside the corporate network'],
    correct: ['Verify every request explicitly', 'Grant least-privilege access', 'Assume breach'],
    marks: 3,
    difficulty: 'hard',
    explanation: 'Zero trust removes the idea of a trusted internal network.',
  },
  {
    key: 'https-port',
    type: 'Short answer',
    question: 'Which TCP port does HTTPS use by default?',
    options: [],
    correct: ['443'],
    marks: 1,
    difficulty: 'easy',
    explanation: 'HTTP uses 80, HTTPS 443.',
  },
  {
    key: 'having',
    type: 'Short answer',
    question: 'Which SQL clause filters groups after aggregation?',
    options: [],
    correct: ['HAVING'],
    marks: 2,
    difficulty: 'medium',
    explanation: 'WHERE filters rows before grouping; HAVING filters the groups.',
  },
  {
    key: 'sla',
    type: 'Short answer',
    question: 'What does the abbreviation SLA stand for?',
    options: [],
    correct: ['Service level agreement', 'Service-level agreement'],
    marks: 1,
    difficulty: 'easy',
    explanation: 'The contract part that fixes response and resolution times.',
  },
];

const EXAMS = [
  {
    title: 'Cloud Engineer Assessment',
    instructions: '<p>Eight questions on cloud platforms, cost and security. You have <strong>45 minutes</strong>; the timer starts when you press Start and cannot be paused.</p>',
    duration_minutes: 45,
    pass_mark: 60,
    questions: ['rds', 'resource-group', 'cloud-costs', 'zero-trust', 'symmetric', 'https-port', 'sla', 'owasp-sqli'],
  },
  {
    title: 'Graduate Aptitude Test',
    instructions: '<p>Six questions on programming and web basics. You have <strong>30 minutes</strong>. Short answers are not case-sensitive.</p>',
    duration_minutes: 30,
    pass_mark: 50,
    questions: ['solid', 'http-401', 'owasp-sqli', 'having', 'https-port', 'symmetric'],
  },
];

type State = 'draft' | 'posted' | 'archived';

const JOBS: {
  slug: string;
  title: string;
  category: string;
  location: string;
  workplace: string;
  employment_type: string;
  vacancies: number;
  experience: string;
  salary: [number, number] | null;
  deadlineInDays: number;
  summary: string;
  description: string;
  requirements: string[];
  benefits: string[];
  state: State;
  exam: string | null;
}[] = [
  {
    slug: 'senior-cloud-engineer',
    title: 'Senior Cloud Engineer (AWS / Azure)',
    category: 'cloud',
    location: 'Boston, United States',
    workplace: 'hybrid',
    employment_type: 'full_time',
    vacancies: 2,
    experience: '5+ years',
    salary: [135_000_00, 165_000_00],
    deadlineInDays: 30,
    summary: 'Design landing zones and lead cloud migrations for mid-sized clients in finance and healthcare.',
    description: '<p>You will lead the technical side of two to three migration programmes a year, from assessment to hand-over.</p><ul><li>Design landing zones and network topologies on AWS and Azure</li><li>Plan migration waves and run cut-over rehearsals</li><li>Write infrastructure as code with Terraform and review others\' code</li><li>Mentor two to four engineers</li></ul>',
    requirements: ['Five or more years of hands-on infrastructure work, two of them in public cloud', 'Terraform and one scripting language (Python, PowerShell or Bash)', 'A current AWS or Azure associate or professional certification', 'Clear written English; German is a plus'],
    benefits: ['Two paid certifications a year', 'Three office days a week, the rest remote', '401(k) match up to 5%'],
    state: 'posted',
    exam: 'Cloud Engineer Assessment',
  },
  {
    slug: 'graduate-software-engineer',
    title: 'Graduate Software Engineer',
    category: 'engineering',
    location: 'Boston, United States',
    workplace: 'hybrid',
    employment_type: 'full_time',
    vacancies: 6,
    experience: 'Graduates, 0-1 years',
    salary: [78_000_00, 88_000_00],
    deadlineInDays: 45,
    summary: 'Join our two-year graduate programme: client projects, a mentor and paid certifications from day one.',
    description: '<p>You will join a product team building web and mobile software for our clients, pairing with senior engineers every day.</p><ul><li>Build features in TypeScript, C# or Python</li><li>Write automated tests and take part in code reviews</li><li>Present your work in fortnightly client demos</li></ul>',
    requirements: ['A degree in computer science or a related field, finished by September', 'Some programming experience from studies, internships or personal projects', 'Curiosity and a habit of asking questions'],
    benefits: ['Structured training in the first three months', 'A named mentor for two years', 'Relocation support'],
    state: 'posted',
    exam: 'Graduate Aptitude Test',
  },
  {
    slug: 'penetration-tester',
    title: 'Penetration Tester',
    category: 'security',
    location: 'Berlin, Germany',
    workplace: 'hybrid',
    employment_type: 'full_time',
    vacancies: 1,
    experience: '3+ years',
    salary: null,
    deadlineInDays: 60,
    summary: 'Test web applications, APIs and cloud environments for our clients and help their teams fix what you find.',
    description: '<p>You will run two to four tests a month and present findings to technical and management audiences.</p>',
    requirements: ['Three or more years of offensive security work', 'OSCP or an equivalent certification', 'Fluent German and English'],
    benefits: ['Thirty days of holiday', 'Conference budget of EUR 2,500 a year'],
    state: 'draft',
    exam: null,
  },
  {
    slug: 'data-engineer-contract',
    title: 'Data Engineer (6-month contract)',
    category: 'data',
    location: 'Remote (United States)',
    workplace: 'remote',
    employment_type: 'contract',
    vacancies: 1,
    experience: '4+ years',
    salary: [110_000_00, 130_000_00],
    deadlineInDays: -20,
    summary: 'Build the ingestion pipelines of a logistics client\'s new data platform on Azure.',
    description: '<p>A six-month engagement in a team of four, delivering ingestion and modelling on Azure Data Factory and Databricks.</p>',
    requirements: ['Four or more years of data engineering', 'Spark, SQL and one orchestration tool', 'Available within four weeks'],
    benefits: ['Fully remote within US time zones', 'Possible extension or permanent offer'],
    state: 'archived',
    exam: null,
  },
];

/** Applicants; `answers` (by question key) become a submitted answer sheet for the job's exam, `started` one without answers yet. */
const APPLICANTS: {
  job: string;
  name: string;
  email: string;
  phone: string;
  location: string;
  years_experience: number;
  linkedin_url?: string;
  portfolio_url?: string;
  expected_salary?: number;
  cover_letter: string;
  status: 'new' | 'shortlisted' | 'rejected';
  account?: string;
  appliedDaysAgo: number;
  exam?: { answers: Record<string, string[]> } | { started: true };
}[] = [
  {
    job: 'senior-cloud-engineer',
    name: 'Marcus Chen',
    email: 'marcus.chen@example.com',
    phone: '+1 415 555 0190',
    location: 'San Francisco, United States',
    years_experience: 7,
    linkedin_url: 'https://www.linkedin.com/in/marcus-chen-example',
    expected_salary: 160_000_00,
    cover_letter: 'I have spent the last four years migrating payment workloads to AWS at a fintech scale-up, including a multi-account landing zone built with Terraform. I would love to bring that experience to client work.',
    status: 'shortlisted',
    account: 'marcus.chen@example.com',
    appliedDaysAgo: 9,
    exam: {
      answers: {
        rds: ['Amazon RDS'],
        'resource-group': ['Resource group'],
        'cloud-costs': ['Rightsizing instances', 'Reserved instances or savings plans', 'Stopping non-production environments at night'],
        'zero-trust': ['Verify every request explicitly', 'Assume breach'],
        symmetric: ['AES', 'ChaCha20'],
        'https-port': ['443'],
        sla: ['service level agreement'],
        'owasp-sqli': ['Injection'],
      },
    },
  },
  {
    job: 'senior-cloud-engineer',
    name: 'Aisha Rahman',
    email: 'aisha.rahman@example.org',
    phone: '+1 617 555 0164',
    location: 'Cambridge, United States',
    years_experience: 5,
    linkedin_url: 'https://www.linkedin.com/in/aisha-rahman-example',
    expected_salary: 145_000_00,
    cover_letter: 'As an Azure administrator at a hospital group I led our move from two data centres to Azure. I hold AZ-104 and AZ-305 and am looking for broader consulting work.',
    status: 'new',
    appliedDaysAgo: 3,
    exam: { started: true },
  },
  {
    job: 'senior-cloud-engineer',
    name: 'Kevin Doyle',
    email: 'kevin.doyle@example.net',
    phone: '+1 857 555 0108',
    location: 'Providence, United States',
    years_experience: 4,
    cover_letter: 'I am a systems engineer with a strong VMware background and I am studying for the AWS Solutions Architect Associate exam.',
    status: 'rejected',
    appliedDaysAgo: 14,
    exam: {
      answers: {
        rds: ['Amazon S3'],
        'resource-group': ['Subscription'],
        'cloud-costs': ['Rightsizing instances'],
        'zero-trust': ['Trust all traffic inside the corporate network'],
        symmetric: ['AES', 'RSA'],
        'https-port': ['443'],
        sla: ['Service level agreement'],
        'owasp-sqli': ['Injection'],
      },
    },
  },
  {
    job: 'graduate-software-engineer',
    name: 'Chloe Martin',
    email: 'chloe.martin@example.com',
    phone: '+1 617 555 0187',
    location: 'Boston, United States',
    years_experience: 0,
    portfolio_url: 'https://github.com/chloemartin-example',
    cover_letter: 'I graduate in computer science from Northeastern this spring. During my co-op I built internal tools in TypeScript and React and enjoyed talking with the people who used them.',
    status: 'shortlisted',
    appliedDaysAgo: 6,
    exam: {
      answers: {
        solid: ['Single responsibility'],
        'http-401': ['401 Unauthorized'],
        'owasp-sqli': ['Injection'],
        having: ['having'],
        'https-port': ['443'],
        symmetric: ['AES'],
      },
    },
  },
  {
    job: 'graduate-software-engineer',
    name: 'Diego Alvarez',
    email: 'diego.alvarez@example.org',
    phone: '+1 617 555 0112',
    location: 'Worcester, United States',
    years_experience: 1,
    portfolio_url: 'https://github.com/diegoalvarez-example',
    cover_letter: 'I finished a master\'s in software engineering last year and have since worked part-time on a Django application for a local charity.',
    status: 'new',
    appliedDaysAgo: 2,
  },
  {
    job: 'graduate-software-engineer',
    name: 'Grace Kim',
    email: 'grace.kim@example.com',
    phone: '+1 781 555 0143',
    location: 'Quincy, United States',
    years_experience: 0,
    cover_letter: 'Mathematics graduate who fell in love with programming through data analysis in Python. I am keen to learn software engineering properly in a team.',
    status: 'new',
    appliedDaysAgo: 1,
  },
  {
    job: 'data-engineer-contract',
    name: 'Oliver Hughes',
    email: 'oliver.hughes@example.net',
    phone: '+1 646 555 0129',
    location: 'New York, United States',
    years_experience: 6,
    linkedin_url: 'https://www.linkedin.com/in/oliver-hughes-example',
    expected_salary: 125_000_00,
    cover_letter: 'Freelance data engineer, available immediately. Recent projects: Databricks lakehouse for a retailer, Airflow migration for an insurer.',
    status: 'shortlisted',
    appliedDaysAgo: 35,
  },
  {
    job: 'data-engineer-contract',
    name: 'Fatima Zahra',
    email: 'fatima.zahra@example.org',
    phone: '+1 312 555 0156',
    location: 'Chicago, United States',
    years_experience: 3,
    cover_letter: 'Data analyst moving into engineering; I have built dbt models and scheduled pipelines for our finance team.',
    status: 'rejected',
    appliedDaysAgo: 40,
  },
];

const KIND: Record<TypeName, QuestionKind> = { 'Single choice': 'single_choice', 'Multiple choice': 'multiple_choice', 'Short answer': 'short_text' };
const normalise = (answer: string) => answer.trim().toLowerCase();

/** The demo reviewer's mark for a short answer: full marks for an accepted answer (ignoring case), else 0. */
const reviewerMarks = (q: (typeof QUESTIONS)[number], given: string[]) => (q.correct.map(normalise).includes(normalise(given[0] ?? '')) ? q.marks : 0);

function resumeLines(a: (typeof APPLICANTS)[number], jobTitle: string): string[] {
  return [
    `${a.email}  |  ${a.phone}  |  ${a.location}`,
    '',
    `Application for: ${jobTitle}`,
    `Experience: ${a.years_experience} year${a.years_experience === 1 ? '' : 's'}`,
    '',
    'Profile',
    ...a.cover_letter.match(/.{1,90}(\s|$)/g)!.map((l) => l.trim()),
    '',
    'References available on request.',
  ];
}

export async function seedCareers(db: Knex, ctx: SeedContext): Promise<string[]> {
  const seeded: string[] = [];

  if (await isEmpty(db, 'question_types')) {
    for (const qt of QUESTION_TYPES) await create(ctx, 'question-type', qt);
    seeded.push(`${QUESTION_TYPES.length} question types`);
  }

  if (await isEmpty(db, 'single_questions')) {
    let n = 0;
    for (const q of QUESTIONS) {
      const type = await db('question_types').where({ name: q.type }).first<{ id: number } | undefined>('id');
      if (!type) continue;
      await create(ctx, 'single-question', {
        question_type_id: type.id,
        question: q.question,
        options: q.options,
        correct_answers: q.correct,
        marks: q.marks,
        difficulty: q.difficulty,
        explanation: q.explanation,
        active: true,
      });
      n++;
    }
    seeded.push(`${n} questions`);
  }

  if (await isEmpty(db, 'exam_questions')) {
    for (const { questions, ...exam } of EXAMS) {
      const question_ids: number[] = [];
      for (const key of questions) {
        const stored = await db('single_questions').where({ question: QUESTIONS.find((q) => q.key === key)!.question }).first<{ id: number } | undefined>('id');
        if (stored) question_ids.push(Number(stored.id));
      }
      await create(ctx, 'exam-question', { ...exam, question_ids, shuffle_questions: true, active: true });
    }
    seeded.push(`${EXAMS.length} exams`);
  }

  if (await isEmpty(db, 'jobs')) {
    for (const j of JOBS) {
      const { salary, deadlineInDays, exam: examTitle, requirements, benefits, ...fields } = j;
      const exam = examTitle ? await db('exam_questions').where({ title: examTitle }).first<{ id: number } | undefined>('id') : undefined;
      const job = await create(ctx, 'job', {
        ...fields,
        requirements: requirements.map((text) => ({ text })),
        benefits: benefits.map((text) => ({ text })),
        salary_min: salary?.[0] ?? null,
        salary_max: salary?.[1] ?? null,
        deadline: day(ctx, deadlineInDays),
        exam_id: exam?.id ?? null,
      });
      await translate(ctx, 'job', job.id, GERMAN_JOBS[j.slug]);
    }
    seeded.push(`${JOBS.length} jobs`);
  }

  if ((await isEmpty(db, 'applicants')) && (await isEmpty(db, 'applicant_answers'))) {
    let applicants = 0;
    let sheets = 0;
    for (const a of APPLICANTS) {
      const job = await db('jobs').where({ slug: a.job }).first<Pick<Job, 'id' | 'title' | 'exam_id'> | undefined>('id', 'title', 'exam_id');
      if (!job) continue;
      const account = a.account ? await db('users').where({ email: a.account }).first<{ id: number } | undefined>('id') : undefined;
      const sheet = a.exam && job.exam_id ? await answerSheet(db, Number(job.exam_id), a.exam, a.appliedDaysAgo, ctx) : undefined;
      const applicant = await create(ctx, 'applicant', {
        job_id: job.id,
        user_id: account?.id ?? null,
        name: a.name,
        email: a.email,
        phone: a.phone,
        location: a.location,
        years_experience: a.years_experience,
        linkedin_url: a.linkedin_url ?? null,
        portfolio_url: a.portfolio_url ?? null,
        expected_salary: a.expected_salary ?? null,
        cover_letter: a.cover_letter,
        status: a.status,
        application_key: applicationKey(Number(job.id), a.email),
        email_verified_at: moment(ctx, -a.appliedDaysAgo + 0.05),
        // The demo's marked sheets are published, so the applicant list shows their scores.
        exam_score: sheet?.published ? percentOf(Number(sheet.score), sheet.max_score) : null,
      }, {
        files: { resume: pdf('resume', a.name, resumeLines(a, String(job.title))) }, // a private file field: stored privately
        stamps: { created_at: moment(ctx, -a.appliedDaysAgo) }, // when they applied
      });
      applicants++;
      if (sheet) {
        const keys = { person_key: personKey(sheet.exam_id, a.email), account_key: accountKey(sheet.exam_id, account?.id ? Number(account.id) : null) };
        await create(ctx, 'applicant-answer', { ...sheet, applicant_id: applicant.id, attempt_key: `${applicant.id}:${sheet.exam_id}`, ...keys });
        sheets++;
      }
    }
    seeded.push(`${applicants} applicants`, `${sheets} exam answer sheets`);
  }

  return seeded;
}

/** An answer sheet for the exam, marked against the question bank; unsubmitted when the applicant only started. */
async function answerSheet(db: Knex, examId: number, exam: { answers: Record<string, string[]> } | { started: true }, daysAgo: number, ctx: SeedContext) {
  const row = await db('exam_questions').where({ id: examId }).first<Pick<ExamQuestion, 'title' | 'pass_mark' | 'duration_minutes'> | undefined>('title', 'pass_mark', 'duration_minutes');
  const definition = EXAMS.find((e) => e.title === row?.title);
  if (!row || !definition) return undefined;
  const startedAt = moment(ctx, -daysAgo + 0.1);
  // Questions an operator deleted from the bank since are left out of the sheet.
  const questions = [];
  for (const key of definition.questions) {
    const q = QUESTIONS.find((x) => x.key === key)!;
    const stored = await db('single_questions').where({ question: q.question }).first<{ id: number } | undefined>('id');
    if (stored) questions.push({ ...q, id: Number(stored.id) });
  }
  if (questions.length === 0) return undefined;
  const maxScore = questions.reduce((sum, q) => sum + q.marks, 0);
  if (!('answers' in exam)) {
    return { exam_id: examId, answers: {}, review_marks: {}, started_at: startedAt, submitted_at: null, auto_score: null, score: null, max_score: maxScore, reviewed: false, passed: false, published: false, published_at: null };
  }
  // Marked as the exam routes and a reviewer would: choices by site/careers/server/scoring.ts, short answers by the demo reviewer.
  const marked = questions.map((q) => ({ id: q.id, kind: KIND[q.type], correct: q.correct, marks: q.marks }));
  const answers: Record<string, string[]> = {};
  const review: Record<string, number> = {};
  for (const q of questions) {
    const given = exam.answers[q.key] ?? [];
    answers[String(q.id)] = given;
    if (autoMarks(marked.find((m) => m.id === q.id)!, given) === null) review[String(q.id)] = reviewerMarks(q, given);
  }
  const totals = sheetTotals(marked, answers, review, Number(row.pass_mark));
  const submittedAt = new Date(Date.parse(startedAt) + Math.round(Number(row.duration_minutes) * 0.8) * 60_000).toISOString();
  return {
    exam_id: examId,
    answers,
    review_marks: review,
    started_at: startedAt,
    submitted_at: submittedAt,
    auto_score: totals.auto,
    score: totals.score,
    max_score: maxScore,
    reviewed: totals.reviewed,
    passed: totals.passed,
    published: totals.reviewed,
    published_at: totals.reviewed ? new Date(Date.parse(submittedAt) + 86_400_000).toISOString() : null,
  };
}
