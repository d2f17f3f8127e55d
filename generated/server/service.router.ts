// Generated from entities/service.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { serviceCreateSchema, serviceMeta, serviceUpdateSchema } from '../schemas/service.schema';
import { serviceAnswer } from './serializers';
import { serviceStatements } from './statements/service';

/** The REST API of Services at /api/service. */
export const serviceRouter = createCrudRouter({
  meta: serviceMeta,
  createSchema: serviceCreateSchema,
  updateSchema: serviceUpdateSchema,
  answer: serviceAnswer,
  statements: serviceStatements,
});
