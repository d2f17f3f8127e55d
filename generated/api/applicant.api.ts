// Generated from entities/applicant.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { Applicant, ApplicantInput } from '../schemas/applicant.schema';

/** The fields that `sort` and `filter` of applicantApi.list accept. */
export type ApplicantSortField = 'id' | 'created_at' | 'updated_at' | 'job_id' | 'user_id' | 'name' | 'email' | 'phone' | 'location' | 'years_experience' | 'linkedin_url' | 'portfolio_url' | 'expected_salary' | 'status' | 'exam_score';

/** The declared actions that applicantApi.bulk runs besides delete and update. */
export type ApplicantAction = 'shortlist' | 'reject' | 'reset';

/**
 * The API of Applicants at /api/applicant: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await applicantApi.list({ perPage: 10, sort: ['-id'] });
 */
export const applicantApi = resourceClient<Applicant, ApplicantInput, ApplicantSortField, ApplicantAction>('applicant');
