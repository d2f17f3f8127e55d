// Generated from entities/news-letter.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { newsLetterCreateSchema, newsLetterMeta, newsLetterUpdateSchema } from '../schemas/news-letter.schema';
import { newsLetterAnswer } from './serializers';
import { newsLetterStatements } from './statements/news-letter';

/** The REST API of Newsletters at /api/news-letter. */
export const newsLetterRouter = createCrudRouter({
  meta: newsLetterMeta,
  createSchema: newsLetterCreateSchema,
  updateSchema: newsLetterUpdateSchema,
  answer: newsLetterAnswer,
  statements: newsLetterStatements,
});
