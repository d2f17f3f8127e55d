// Generated from entities/partner-count.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { partnerCountCreateSchema, partnerCountMeta, partnerCountUpdateSchema } from '../schemas/partner-count.schema';
import { partnerCountAnswer } from './serializers';
import { partnerCountStatements } from './statements/partner-count';

/** The REST API of Counters at /api/partner-count. */
export const partnerCountRouter = createCrudRouter({
  meta: partnerCountMeta,
  createSchema: partnerCountCreateSchema,
  updateSchema: partnerCountUpdateSchema,
  answer: partnerCountAnswer,
  statements: partnerCountStatements,
});
