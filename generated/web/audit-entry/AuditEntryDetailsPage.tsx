// Generated from entities/audit-entry.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { DetailsPage } from '../../../runtime-web/details/DetailsPage';
import { auditEntryMeta } from '../../schemas/audit-entry.schema';

export default function AuditEntryDetailsPage() {
  return <DetailsPage meta={auditEntryMeta} fields={['at', 'day', 'operation', 'entity', 'record_id', 'action', 'user_id', 'user_email', 'changed', 'before', 'after']} />;
}
