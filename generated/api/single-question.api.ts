// Generated from entities/single-question.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { SingleQuestion, SingleQuestionInput } from '../schemas/single-question.schema';

/** The fields that `sort` and `filter` of singleQuestionApi.list accept. */
export type SingleQuestionSortField = 'id' | 'created_at' | 'updated_at' | 'question_type_id' | 'question' | 'exact_answer' | 'marks' | 'difficulty' | 'active';

/** The declared actions that singleQuestionApi.bulk runs besides delete and update. */
export type SingleQuestionAction = never;

/**
 * The API of Questions at /api/single-question: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await singleQuestionApi.list({ perPage: 10, sort: ['-id'] });
 */
export const singleQuestionApi = resourceClient<SingleQuestion, SingleQuestionInput, SingleQuestionSortField, SingleQuestionAction>('single-question');
