// Generated from entities/audit-entry.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { auditEntryCreateSchema, auditEntryMeta, auditEntryUpdateSchema } from '../schemas/audit-entry.schema';
import { auditEntryAnswer } from './serializers';
import { auditEntryStatements } from './statements/audit-entry';

/** The REST API of Audit Log at /api/audit-entry. */
export const auditEntryRouter = createCrudRouter({
  meta: auditEntryMeta,
  createSchema: auditEntryCreateSchema,
  updateSchema: auditEntryUpdateSchema,
  answer: auditEntryAnswer,
  statements: auditEntryStatements,
});
