// Generated from entities/page.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { pageCreateSchema, pageMeta, pageUpdateSchema } from '../schemas/page.schema';
import { pageAnswer } from './serializers';
import { pageStatements } from './statements/page';

/** The REST API of Content Pages at /api/page. */
export const pageRouter = createCrudRouter({
  meta: pageMeta,
  createSchema: pageCreateSchema,
  updateSchema: pageUpdateSchema,
  answer: pageAnswer,
  statements: pageStatements,
});
