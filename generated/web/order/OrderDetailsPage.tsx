// Generated from entities/order.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { DetailsPage } from '../../../runtime-web/details/DetailsPage';
import { orderMeta } from '../../schemas/order.schema';
import { orderItemMeta } from '../../schemas/order-item.schema';

export default function OrderDetailsPage() {
  return <DetailsPage meta={orderMeta} fields={['order_number', 'user_id', 'status', 'currency', 'subtotal', 'discount_total', 'tax_total', 'total', 'payment_method', 'payment_reference', 'payment_error', 'checkout_key', 'paid_at', 'shipping_name', 'shipping_company', 'shipping_address', 'shipping_city', 'shipping_postcode', 'shipping_country', 'shipping_phone', 'notes']} related={[{ meta: orderItemMeta, field: 'order_id', title: 'Items', columns: ['product_id', 'quantity', 'unit_price', 'line_total'] }]} />;
}
