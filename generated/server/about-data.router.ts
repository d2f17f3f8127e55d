// Generated from entities/about-data.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { aboutDataCreateSchema, aboutDataMeta, aboutDataUpdateSchema } from '../schemas/about-data.schema';
import { aboutDataAnswer } from './serializers';

/** The REST API of About Company at /api/about-data. */
export const aboutDataRouter = createCrudRouter({
  meta: aboutDataMeta,
  createSchema: aboutDataCreateSchema,
  updateSchema: aboutDataUpdateSchema,
  answer: aboutDataAnswer,
});
