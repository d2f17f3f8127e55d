import { datetime, defineEntity, enumOf, money, phone, relation, text, textarea } from '../generator/dsl';
import user from './user.entity';

/**
 * A shop order placed at checkout. Totals are computed by the server from the
 * database at checkout, never taken from the browser; the lines are order_item
 * records. Staff change its status; nobody adds orders by hand. A customer
 * reads their own orders (owner access); another customer's answers 404.
 */
export default defineEntity({
  name: 'order',
  label: 'Order',
  pluralLabel: 'Orders',
  fields: {
    order_number: text({ label: 'Order number', required: true, max: 30, unique: true }),
    user_id: relation(() => user, { show: 'email', required: true, label: 'Customer' }),
    status: enumOf(
      { pending: 'Pending payment', paid: 'Paid', failed: 'Payment failed', cancelled: 'Cancelled', shipped: 'Shipped', completed: 'Completed' },
      { required: true, default: 'pending' },
    ),
    currency: enumOf({ USD: 'US dollar', EUR: 'Euro', GBP: 'Pound sterling' }, { required: true, default: 'USD' }),
    subtotal: money({ required: true, default: 0 }),
    discount_total: money({ label: 'Discount', default: 0 }),
    tax_total: money({ label: 'Tax', default: 0 }),
    total: money({ required: true, default: 0 }),
    payment_method: enumOf({ card: 'Card', bank_transfer: 'Bank transfer', invoice: 'Invoice (30 days)' }, { label: 'Payment method' }),
    payment_reference: text({ label: 'Payment reference', max: 120, help: "The payment provider's transaction id" }),
    payment_error: text({ label: 'Payment error', max: 300, help: 'Why the last payment failed, as the customer was told' }),
    checkout_key: text({ label: 'Checkout key', max: 200, unique: true, searchable: false, help: "The customer's id and the checkout's idempotency key: a repeated checkout finds this order" }),
    paid_at: datetime({ label: 'Paid at' }),
    shipping_name: text({ label: 'Ship to (name)', max: 120 }),
    shipping_company: text({ label: 'Company', max: 120 }),
    shipping_address: textarea({ label: 'Address', max: 500 }),
    shipping_city: text({ label: 'City', max: 80 }),
    shipping_postcode: text({ label: 'Postcode', max: 20 }),
    shipping_country: text({ label: 'Country', max: 80 }),
    shipping_phone: phone({ label: 'Phone' }),
    notes: textarea({ max: 2000, help: 'Customer notes from checkout, or staff notes' }),
  },
  titleField: 'order_number',
  list: { columns: ['order_number', 'user_id', 'status', 'total', 'paid_at'], defaultSort: '-created_at', filters: ['status', 'payment_method', 'user_id'] },
  // What was bought, under the order's details (the lines are order_item records).
  details: { related: [{ entity: 'order_item', field: 'order_id', title: 'Items', columns: ['product_id', 'quantity', 'unit_price', 'line_total'] }] },
  // Customers read their own orders; only checkout (site/server) and staff write them.
  owner: 'user_id',
  access: { read: 'owner', write: 'admin' },
  actions: {
    // Marking an order paid takes its stock, as a payment does (site/shop/server/order.hooks.ts).
    mark_paid: { label: 'Mark as paid', set: { status: 'paid', paid_at: '$now' }, from: { status: ['pending', 'failed'] } },
    ship: { label: 'Mark as shipped', set: { status: 'shipped' }, from: { status: ['paid'] } },
    complete: { label: 'Complete', set: { status: 'completed' }, from: { status: ['paid', 'shipped'] } },
    // Cancelling a paid or shipped order gives its stock back (site/shop/server/order.hooks.ts).
    cancel: { label: 'Cancel order', set: { status: 'cancelled' }, from: { status: ['pending', 'paid', 'failed', 'shipped'] }, confirm: true },
  },
  admin: { add: false, details: 'order-details', nav: { order: 150, labels: { de: 'Bestellungen' }, label: 'Orders', related: ['edit-order', 'order-details'] } },
});
