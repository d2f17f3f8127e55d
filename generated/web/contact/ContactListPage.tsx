// Generated from entities/contact.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { contactMeta, type Contact } from '../../schemas/contact.schema';

const columns: ListColumn<Contact>[] = [
  { field: 'name', header: 'Name' },
  { field: 'email', header: 'Email' },
  { field: 'subject', header: 'Subject' },
  { field: 'service_id', header: 'Interested in' },
  { field: 'read', header: 'Read' },
];

export default function ContactListPage() {
  return <ListPage meta={contactMeta} columns={columns} />;
}
