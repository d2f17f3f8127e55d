// Generated from entities/contact.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { contactCreateSchema, contactMeta, contactUpdateSchema } from '../schemas/contact.schema';
import { contactAnswer } from './serializers';
import { contactStatements } from './statements/contact';

/** The REST API of Contacts at /api/contact. */
export const contactRouter = createCrudRouter({
  meta: contactMeta,
  createSchema: contactCreateSchema,
  updateSchema: contactUpdateSchema,
  answer: contactAnswer,
  statements: contactStatements,
});
