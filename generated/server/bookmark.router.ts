// Generated from entities/bookmark.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { bookmarkCreateSchema, bookmarkMeta, bookmarkUpdateSchema } from '../schemas/bookmark.schema';
import { bookmarkAnswer } from './serializers';
import { bookmarkStatements } from './statements/bookmark';

/** The REST API of Bookmarks at /api/bookmark. */
export const bookmarkRouter = createCrudRouter({
  meta: bookmarkMeta,
  createSchema: bookmarkCreateSchema,
  updateSchema: bookmarkUpdateSchema,
  answer: bookmarkAnswer,
  statements: bookmarkStatements,
});
