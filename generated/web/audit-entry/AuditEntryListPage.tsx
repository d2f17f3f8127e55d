// Generated from entities/audit-entry.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { auditEntryMeta, type AuditEntry } from '../../schemas/audit-entry.schema';

const columns: ListColumn<AuditEntry>[] = [
  { field: 'at', header: 'When' },
  { field: 'operation', header: 'Operation' },
  { field: 'entity', header: 'Entity' },
  { field: 'record_id', header: 'Record id' },
  { field: 'user_email', header: 'By' },
  { field: 'changed', header: 'Changed fields' },
];

export default function AuditEntryListPage() {
  return <ListPage meta={auditEntryMeta} columns={columns} />;
}
