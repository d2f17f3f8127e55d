// Generated from entities/partner.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { partnerCreateSchema, partnerMeta, partnerUpdateSchema } from '../schemas/partner.schema';
import { partnerAnswer } from './serializers';
import { partnerStatements } from './statements/partner';

/** The REST API of Partners at /api/partner. */
export const partnerRouter = createCrudRouter({
  meta: partnerMeta,
  createSchema: partnerCreateSchema,
  updateSchema: partnerUpdateSchema,
  answer: partnerAnswer,
  statements: partnerStatements,
});
