// Generated from entities/order.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { orderMeta, type Order } from '../../schemas/order.schema';

const columns: ListColumn<Order>[] = [
  { field: 'order_number', header: 'Order number' },
  { field: 'user_id', header: 'Customer' },
  { field: 'status', header: 'Status' },
  { field: 'total', header: 'Total' },
  { field: 'paid_at', header: 'Paid at' },
];

export default function OrderListPage() {
  return <ListPage meta={orderMeta} columns={columns} />;
}
