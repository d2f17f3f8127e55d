// Generated from entities/question-type.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { questionTypeCreateSchema, questionTypeMeta, questionTypeUpdateSchema } from '../schemas/question-type.schema';
import { questionTypeAnswer } from './serializers';
import { questionTypeStatements } from './statements/question-type';

/** The REST API of Question Types at /api/question-type. */
export const questionTypeRouter = createCrudRouter({
  meta: questionTypeMeta,
  createSchema: questionTypeCreateSchema,
  updateSchema: questionTypeUpdateSchema,
  answer: questionTypeAnswer,
  statements: questionTypeStatements,
});
