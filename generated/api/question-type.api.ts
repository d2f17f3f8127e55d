// Generated from entities/question-type.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { QuestionType, QuestionTypeInput } from '../schemas/question-type.schema';

/** The fields that `sort` and `filter` of questionTypeApi.list accept. */
export type QuestionTypeSortField = 'id' | 'created_at' | 'updated_at' | 'name' | 'kind';

/** The declared actions that questionTypeApi.bulk runs besides delete and update. */
export type QuestionTypeAction = never;

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type QuestionTypeRelations = Record<never, never>;

/**
 * The API of Question Types at /api/question-type: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await questionTypeApi.list({ perPage: 10, sort: ['-id'] });
 */
export const questionTypeApi = resourceClient<QuestionType, QuestionTypeInput, QuestionTypeSortField, QuestionTypeAction, QuestionTypeRelations>('question-type');
