// Generated from entities/header-menu.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { headerMenuCreateSchema, headerMenuMeta, headerMenuUpdateSchema } from '../schemas/header-menu.schema';
import { headerMenuAnswer } from './serializers';
import { headerMenuStatements } from './statements/header-menu';

/** The REST API of Header Menu at /api/header-menu. */
export const headerMenuRouter = createCrudRouter({
  meta: headerMenuMeta,
  createSchema: headerMenuCreateSchema,
  updateSchema: headerMenuUpdateSchema,
  answer: headerMenuAnswer,
  statements: headerMenuStatements,
});
