// Generated from entities/exam-question.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { ExamQuestion, ExamQuestionInput } from '../schemas/exam-question.schema';
import type { SingleQuestion } from '../schemas/single-question.schema';

/** The fields that `sort` and `filter` of examQuestionApi.list accept. */
export type ExamQuestionSortField = 'id' | 'created_at' | 'updated_at' | 'title' | 'duration_minutes' | 'pass_mark' | 'shuffle_questions' | 'active';

/** The declared actions that examQuestionApi.bulk runs besides delete and update. */
export type ExamQuestionAction = never;

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type ExamQuestionRelations = {
  question: { field: 'question_ids'; record: SingleQuestion; many: true };
};

/**
 * The API of Exams at /api/exam-question: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await examQuestionApi.list({ perPage: 10, sort: ['-id'] });
 */
export const examQuestionApi = resourceClient<ExamQuestion, ExamQuestionInput, ExamQuestionSortField, ExamQuestionAction, ExamQuestionRelations>('exam-question');
