// Generated from entities/applicant-answer.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { ApplicantAnswer, ApplicantAnswerInput } from '../schemas/applicant-answer.schema';
import type { Applicant } from '../schemas/applicant.schema';
import type { ExamQuestion } from '../schemas/exam-question.schema';

/** The fields that `sort` and `filter` of applicantAnswerApi.list accept. */
export type ApplicantAnswerSortField = 'id' | 'created_at' | 'updated_at' | 'applicant_id' | 'exam_id' | 'started_at' | 'submitted_at' | 'auto_score' | 'reviewed' | 'score' | 'max_score' | 'passed' | 'attempt_key' | 'person_key' | 'account_key' | 'published' | 'published_at';

/** The declared actions that applicantAnswerApi.bulk runs besides delete and update. */
export type ApplicantAnswerAction = 'publish';

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type ApplicantAnswerRelations = {
  applicant: { field: 'applicant_id'; record: Applicant; many: false };
  exam: { field: 'exam_id'; record: ExamQuestion; many: false };
};

/**
 * The API of Applicants Answers at /api/applicant-answer: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await applicantAnswerApi.list({ perPage: 10, sort: ['-id'] });
 */
export const applicantAnswerApi = resourceClient<ApplicantAnswer, ApplicantAnswerInput, ApplicantAnswerSortField, ApplicantAnswerAction, ApplicantAnswerRelations>('applicant-answer');
