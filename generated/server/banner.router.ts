// Generated from entities/banner.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { bannerCreateSchema, bannerMeta, bannerUpdateSchema } from '../schemas/banner.schema';
import { bannerAnswer } from './serializers';
import { bannerStatements } from './statements/banner';

/** The REST API of Home Banner at /api/banner. */
export const bannerRouter = createCrudRouter({
  meta: bannerMeta,
  createSchema: bannerCreateSchema,
  updateSchema: bannerUpdateSchema,
  answer: bannerAnswer,
  statements: bannerStatements,
});
