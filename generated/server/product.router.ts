// Generated from entities/product.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { productCreateSchema, productMeta, productUpdateSchema } from '../schemas/product.schema';
import { productAnswer } from './serializers';
import { productStatements } from './statements/product';

/** The REST API of Products at /api/product. */
export const productRouter = createCrudRouter({
  meta: productMeta,
  createSchema: productCreateSchema,
  updateSchema: productUpdateSchema,
  answer: productAnswer,
  statements: productStatements,
});
