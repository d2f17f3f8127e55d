// Generated from entities/order-item.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { orderItemMeta, type OrderItem } from '../../schemas/order-item.schema';

const columns: ListColumn<OrderItem>[] = [
  { field: 'order_id', header: 'Order' },
  { field: 'name', header: 'Name' },
  { field: 'unit_price', header: 'Unit price' },
  { field: 'quantity', header: 'Quantity' },
  { field: 'line_total', header: 'Line total' },
];

export default function OrderItemListPage() {
  return <ListPage meta={orderItemMeta} columns={columns} />;
}
