import { boolean, defineEntity, email, phone, relation, text, textarea } from '../generator/dsl';
import service from './service.entity';

/** A message sent through the public contact form (a sales lead or a support question); staff can also log calls by hand. */
export default defineEntity({
  name: 'contact',
  label: 'Contact',
  pluralLabel: 'Contacts',
  fields: {
    name: text({ required: true, max: 120 }),
    email: email({ required: true }),
    phone: phone(),
    company: text({ max: 120 }),
    service_id: relation(() => service, { show: 'name', label: 'Interested in', onDelete: 'set null' }),
    subject: text({ required: true, max: 200 }),
    message: textarea({ required: true, max: 5000 }),
    read: boolean({ label: 'Read', default: false, staffOnly: true }),
  },
  titleField: 'subject',
  list: { columns: ['name', 'email', 'subject', 'service_id', 'read'], defaultSort: '-created_at', filters: ['read', 'service_id'] },
  access: { read: 'admin', create: 'public', update: 'admin', delete: 'admin' },
  actions: {
    mark_read: { label: 'Mark as read', set: { read: true }, from: { read: [false] } },
    mark_unread: { label: 'Mark as unread', set: { read: false }, from: { read: [true] } },
  },
  admin: { nav: { order: 100, labels: { de: 'Kontaktanfragen' }, label: 'Contacts', related: ['contact-details', 'add-contact', 'edit-contact'] } },
});
