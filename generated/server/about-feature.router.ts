// Generated from entities/about-feature.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { aboutFeatureCreateSchema, aboutFeatureMeta, aboutFeatureUpdateSchema } from '../schemas/about-feature.schema';
import { aboutFeatureAnswer } from './serializers';
import { aboutFeatureStatements } from './statements/about-feature';

/** The REST API of Client About Features at /api/about-feature. */
export const aboutFeatureRouter = createCrudRouter({
  meta: aboutFeatureMeta,
  createSchema: aboutFeatureCreateSchema,
  updateSchema: aboutFeatureUpdateSchema,
  answer: aboutFeatureAnswer,
  statements: aboutFeatureStatements,
});
