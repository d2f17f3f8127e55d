// Generated from entities/audit-entry.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { AuditEntry, AuditEntryInput } from '../schemas/audit-entry.schema';
import type { User } from '../schemas/user.schema';

/** The fields that `sort` and `filter` of auditEntryApi.list accept. */
export type AuditEntrySortField = 'id' | 'created_at' | 'updated_at' | 'at' | 'day' | 'operation' | 'entity' | 'record_id' | 'action' | 'user_id' | 'user_email';

/** The declared actions that auditEntryApi.bulk runs besides delete and update. */
export type AuditEntryAction = never;

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type AuditEntryRelations = {
  user: { field: 'user_id'; record: User; many: false };
};

/**
 * The API of Audit Log at /api/audit-entry: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await auditEntryApi.list({ perPage: 10, sort: ['-id'] });
 */
export const auditEntryApi = resourceClient<AuditEntry, AuditEntryInput, AuditEntrySortField, AuditEntryAction, AuditEntryRelations>('audit-entry');
