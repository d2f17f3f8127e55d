// Generated from entities/footer-header.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { footerHeaderCreateSchema, footerHeaderMeta, footerHeaderUpdateSchema } from '../schemas/footer-header.schema';
import { footerHeaderAnswer } from './serializers';
import { footerHeaderStatements } from './statements/footer-header';

/** The REST API of Footer Columns at /api/footer-header. */
export const footerHeaderRouter = createCrudRouter({
  meta: footerHeaderMeta,
  createSchema: footerHeaderCreateSchema,
  updateSchema: footerHeaderUpdateSchema,
  answer: footerHeaderAnswer,
  statements: footerHeaderStatements,
});
