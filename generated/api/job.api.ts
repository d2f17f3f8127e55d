// Generated from entities/job.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { Job, JobInput } from '../schemas/job.schema';
import type { ExamQuestion } from '../schemas/exam-question.schema';

/** The fields that `sort` and `filter` of jobApi.list accept. */
export type JobSortField = 'id' | 'created_at' | 'updated_at' | 'title' | 'slug' | 'category' | 'location' | 'workplace' | 'employment_type' | 'vacancies' | 'experience' | 'salary_min' | 'salary_max' | 'deadline' | 'state' | 'exam_id';

/** The declared actions that jobApi.bulk runs besides delete and update. */
export type JobAction = 'publish' | 'archive' | 'repost' | 'to_draft';

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type JobRelations = {
  exam: { field: 'exam_id'; record: ExamQuestion; many: false };
};

/**
 * The API of Jobs at /api/job: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await jobApi.list({ perPage: 10, sort: ['-id'] });
 */
export const jobApi = resourceClient<Job, JobInput, JobSortField, JobAction, JobRelations>('job');
