// Generated from entities/payment-event.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { paymentEventMeta, type PaymentEvent } from '../../schemas/payment-event.schema';

const columns: ListColumn<PaymentEvent>[] = [
  { field: 'provider', header: 'Provider' },
  { field: 'type', header: 'Type' },
  { field: 'order_number', header: 'Order number' },
  { field: 'event_id', header: 'Event id' },
];

export default function PaymentEventListPage() {
  return <ListPage meta={paymentEventMeta} columns={columns} />;
}
