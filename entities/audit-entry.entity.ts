import { date, datetime, defineEntity, enumOf, json, number, options, relation, text } from '../generator/dsl';
import user from './user.entity';

/**
 * The audit log: one entry per change staff make through the generated API
 * (create, update, delete, declared action), written by runtime-server/audit
 * in the same transaction as the change, with the record's full values before
 * and after (secrets redacted), so a record's history can be shown and an
 * earlier version restored. Nobody writes entries through the API, not even
 * administrators: `create`, `update` and `delete` are `'none'`.
 */
export default defineEntity({
  name: 'audit_entry',
  label: 'Audit Entry',
  pluralLabel: 'Audit Log',
  fields: {
    at: datetime({ label: 'When', required: true }),
    day: date({ label: 'Date', required: true, index: true, help: 'The day of the change (UTC), for filtering' }),
    operation: enumOf({ create: 'Created', update: 'Updated', delete: 'Deleted', action: 'Action' }, { required: true }),
    entity: text({ label: 'Entity', required: true, max: 60, index: true, help: 'The API name, e.g. job' }),
    record_id: number({ label: 'Record id', required: true, index: true }),
    action: text({ max: 60, help: 'The declared action, when the operation is Action' }),
    user_id: relation(() => user, { show: 'email', label: 'User', onDelete: 'set null' }),
    user_email: text({ label: 'By', max: 254, help: 'Kept when the user is deleted' }),
    changed: options({ label: 'Changed fields', maxItems: 1000 }),
    before: json({ label: 'Before' }),
    after: json({ label: 'After' }),
  },
  titleField: 'entity',
  list: { columns: ['at', 'operation', 'entity', 'record_id', 'user_email', 'changed'], defaultSort: '-id', filters: ['entity', 'record_id', 'user_id', 'operation', 'day'] },
  access: { read: 'admin', write: 'none' },
  admin: { list: 'audit-log', add: false, edit: false, details: 'audit-entry-details', nav: { order: 990, labels: { de: 'Änderungsprotokoll' }, label: 'Audit Log' } },
});
