// Generated from entities/address.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { addressCreateSchema, addressMeta, addressUpdateSchema } from '../schemas/address.schema';
import { addressAnswer } from './serializers';
import { addressStatements } from './statements/address';

/** The REST API of Company Addresses at /api/address. */
export const addressRouter = createCrudRouter({
  meta: addressMeta,
  createSchema: addressCreateSchema,
  updateSchema: addressUpdateSchema,
  answer: addressAnswer,
  statements: addressStatements,
});
