/**
 * The careers API (site/careers/server) from the pages: open jobs, the two
 * application forms, email confirmation and the exam. Exam calls carry the
 * applicant session (applicant-session.ts) in its own header.
 */
import type { Job } from '../../../generated/schemas/job.schema';
import { apiGet, apiSend, type DataResponse, type ListResponse, type RequestOptions } from '../../../runtime-web/api/client';

export interface JobQuery {
  category?: string;
  workplace?: string;
  employment_type?: string;
  q?: string;
  page?: number;
  perPage?: number;
  /** The content locale of the jobs' localized fields (docs/localization.md). */
  locale?: string;
}

export function listOpenJobs(query: JobQuery, o?: RequestOptions): Promise<ListResponse<Job>> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return apiGet<ListResponse<Job>>(`/api/careers/jobs${text ? `?${text}` : ''}`, o);
}

/** One open job; in `locale` when given. */
export const getOpenJob = async (id: number, o?: RequestOptions, locale?: string): Promise<Job> =>
  (await apiGet<DataResponse<Job>>(`/api/careers/jobs/${id}${locale ? `?locale=${encodeURIComponent(locale)}` : ''}`, o)).data;

export interface Applied {
  id: number;
  job_id: number;
  email: string;
}

export const quickApply = async (jobId: number, body: FormData): Promise<Applied> =>
  (await apiSend<DataResponse<Applied>>('POST', `/api/careers/jobs/${jobId}/quick-apply`, body, { anonymous: true })).data;

export const generalApply = async (jobId: number, body: FormData): Promise<Applied> =>
  (await apiSend<DataResponse<Applied>>('POST', `/api/careers/jobs/${jobId}/general-apply`, body)).data;

export interface Confirmed {
  session: string;
  applicant: { name: string; job_title: string };
  has_exam: boolean;
}

export const confirmEmail = async (token: string): Promise<Confirmed> =>
  (await apiSend<DataResponse<Confirmed>>('POST', '/api/careers/applicant-validation', { token }, { anonymous: true })).data;

export const resendConfirmation = (email: string, jobId: number) =>
  apiSend('POST', '/api/careers/applicant-validation/resend', { email, job_id: jobId }, { anonymous: true });

export interface Attempt {
  started_at: string;
  ends_at: string;
  submitted_at: string | null;
}

export interface ExamRules {
  applicant: { name: string; job_title: string };
  exam: { title: string; instructions: string | null; duration_minutes: number; pass_mark: number; questions: number };
  attempt: Attempt | null;
  /** This person took the exam with another application: no new attempt. */
  taken_elsewhere: boolean;
  /** Null until staff publish the result. */
  result: { score: number; max: number; percent: number; passed: boolean } | null;
  grace_seconds: number;
}

export interface ExamQuestion {
  id: number;
  kind: 'single_choice' | 'multiple_choice' | 'short_text';
  question: string;
  options: string[];
  marks: number;
  hint: string | null;
}

export interface ExamPaper {
  attempt: Attempt;
  server_now: string;
  questions: ExamQuestion[];
}

const withSession = (session: string): RequestOptions => ({ anonymous: true, headers: { 'X-Applicant-Session': session } });

export const examRules = async (session: string): Promise<ExamRules> => (await apiGet<DataResponse<ExamRules>>('/api/careers/exam', withSession(session))).data;

export const startExam = async (session: string): Promise<ExamPaper> => (await apiSend<DataResponse<ExamPaper>>('POST', '/api/careers/exam/start', {}, withSession(session))).data;

export const submitExam = (session: string, answers: Record<string, string[]>) =>
  apiSend<DataResponse<{ submitted_at: string }>>('POST', '/api/careers/exam/submit', { answers }, withSession(session));
