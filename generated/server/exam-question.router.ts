// Generated from entities/exam-question.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { examQuestionCreateSchema, examQuestionMeta, examQuestionUpdateSchema } from '../schemas/exam-question.schema';
import { examQuestionAnswer } from './serializers';
import { examQuestionStatements } from './statements/exam-question';

/** The REST API of Exams at /api/exam-question. */
export const examQuestionRouter = createCrudRouter({
  meta: examQuestionMeta,
  createSchema: examQuestionCreateSchema,
  updateSchema: examQuestionUpdateSchema,
  answer: examQuestionAnswer,
  statements: examQuestionStatements,
});
