// Generated from entities/subcategory.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { subcategoryCreateSchema, subcategoryMeta, subcategoryUpdateSchema } from '../schemas/subcategory.schema';
import { subcategoryAnswer } from './serializers';
import { subcategoryStatements } from './statements/subcategory';

/** The REST API of Subcategories at /api/subcategory. */
export const subcategoryRouter = createCrudRouter({
  meta: subcategoryMeta,
  createSchema: subcategoryCreateSchema,
  updateSchema: subcategoryUpdateSchema,
  answer: subcategoryAnswer,
  statements: subcategoryStatements,
});
