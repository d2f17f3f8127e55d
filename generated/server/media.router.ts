// Generated from entities/media.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { mediaCreateSchema, mediaMeta, mediaUpdateSchema } from '../schemas/media.schema';
import { mediaAnswer } from './serializers';
import { mediaStatements } from './statements/media';

/** The REST API of Media Library at /api/media. */
export const mediaRouter = createCrudRouter({
  meta: mediaMeta,
  createSchema: mediaCreateSchema,
  updateSchema: mediaUpdateSchema,
  answer: mediaAnswer,
  statements: mediaStatements,
});
