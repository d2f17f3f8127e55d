// Generated from entities/single-question.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { SingleQuestion, SingleQuestionInput } from '../schemas/single-question.schema';
import type { QuestionType } from '../schemas/question-type.schema';

/** The fields that `sort` and `filter` of singleQuestionApi.list accept. */
export type SingleQuestionSortField = 'id' | 'created_at' | 'updated_at' | 'question_type_id' | 'question' | 'exact_answer' | 'marks' | 'difficulty' | 'active';

/** The declared actions that singleQuestionApi.bulk runs besides delete and update. */
export type SingleQuestionAction = never;

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type SingleQuestionRelations = {
  question_type: { field: 'question_type_id'; record: QuestionType; many: false };
};

/**
 * The API of Questions at /api/single-question: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await singleQuestionApi.list({ perPage: 10, sort: ['-id'] });
 */
export const singleQuestionApi = resourceClient<SingleQuestion, SingleQuestionInput, SingleQuestionSortField, SingleQuestionAction, SingleQuestionRelations>('single-question');
