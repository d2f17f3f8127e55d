// Generated from entities/footer-content.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { footerContentCreateSchema, footerContentMeta, footerContentUpdateSchema } from '../schemas/footer-content.schema';
import { footerContentAnswer } from './serializers';
import { footerContentStatements } from './statements/footer-content';

/** The REST API of Footer Links at /api/footer-content. */
export const footerContentRouter = createCrudRouter({
  meta: footerContentMeta,
  createSchema: footerContentCreateSchema,
  updateSchema: footerContentUpdateSchema,
  answer: footerContentAnswer,
  statements: footerContentStatements,
});
