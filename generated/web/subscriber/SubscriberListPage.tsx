// Generated from entities/subscriber.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { subscriberMeta, type Subscriber } from '../../schemas/subscriber.schema';

const columns: ListColumn<Subscriber>[] = [
  { field: 'email', header: 'Email' },
  { field: 'name', header: 'Name' },
  { field: 'source', header: 'Source' },
  { field: 'subscribed_at', header: 'Subscribed at' },
];

export default function SubscriberListPage() {
  return <ListPage meta={subscriberMeta} columns={columns} />;
}
