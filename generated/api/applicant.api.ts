// Generated from entities/applicant.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { Applicant, ApplicantInput } from '../schemas/applicant.schema';
import type { Job } from '../schemas/job.schema';
import type { User } from '../schemas/user.schema';

/** The fields that `sort` and `filter` of applicantApi.list accept. */
export type ApplicantSortField = 'id' | 'created_at' | 'updated_at' | 'job_id' | 'user_id' | 'name' | 'email' | 'phone' | 'location' | 'years_experience' | 'linkedin_url' | 'portfolio_url' | 'expected_salary' | 'status' | 'exam_score' | 'email_verified_at' | 'application_key';

/** What a client sends: `user_id` may be left out, the server sets it from the token (staff granted create may name any owner). */
export type ApplicantClientInput = Omit<ApplicantInput, 'user_id'> & { user_id?: ApplicantInput['user_id'] };

/** The declared actions that applicantApi.bulk runs besides delete and update. */
export type ApplicantAction = 'shortlist' | 'reject' | 'reset';

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type ApplicantRelations = {
  job: { field: 'job_id'; record: Job; many: false };
  user: { field: 'user_id'; record: User; many: false };
};

/**
 * The API of Applicants at /api/applicant: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * Owned by `user_id`: a signed-in user sees only their own rows (another user's row answers 404); staff whose role grants the operation reach all.
 * @example const { data } = await applicantApi.list({ perPage: 10, sort: ['-id'] });
 */
export const applicantApi = resourceClient<Applicant, ApplicantClientInput, ApplicantSortField, ApplicantAction, ApplicantRelations>('applicant');
