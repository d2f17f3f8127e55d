// Generated from entities/category.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { categoryCreateSchema, categoryMeta, categoryUpdateSchema } from '../schemas/category.schema';
import { categoryAnswer } from './serializers';
import { categoryStatements } from './statements/category';

/** The REST API of Categories at /api/category. */
export const categoryRouter = createCrudRouter({
  meta: categoryMeta,
  createSchema: categoryCreateSchema,
  updateSchema: categoryUpdateSchema,
  answer: categoryAnswer,
  statements: categoryStatements,
});
