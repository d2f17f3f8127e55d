import { defineEntity, money, number, relation, text } from '../generator/dsl';
import order from './order.entity';
import product from './product.entity';
import user from './user.entity';

/** One line of an order: the product's name and price as they were when ordered, so later price changes do not rewrite history. */
export default defineEntity({
  name: 'order_item',
  label: 'Order Item',
  pluralLabel: 'Order Items',
  fields: {
    order_id: relation(() => order, { show: 'order_number', required: true, label: 'Order', onDelete: 'cascade' }),
    // The order's customer again, so that owner access is a plain column check: whoever writes the
    // lines (checkout) copies it from the order. Optional only because lines written before have none (staff see those).
    user_id: relation(() => user, { show: 'email', label: 'Customer', help: "The order's customer" }),
    product_id: relation(() => product, { show: 'name', label: 'Product', onDelete: 'set null', help: 'Empty when the product was deleted later' }),
    name: text({ required: true, max: 150, help: 'The product name at the time of the order' }),
    unit_price: money({ label: 'Unit price', required: true }),
    quantity: number({ required: true, default: 1, min: 1 }),
    line_total: money({ label: 'Line total', required: true }),
  },
  titleField: 'name',
  list: { columns: ['order_id', 'name', 'unit_price', 'quantity', 'line_total'], defaultSort: 'id', filters: ['order_id', 'product_id'] },
  // A paid, shipped or cancelled order keeps the lines it was charged for: nothing may add, change or delete them.
  editableWhile: { relation: 'order_id', field: 'status', in: ['pending'], message: 'This order is no longer pending payment: its lines cannot be added, changed or deleted' },
  owner: 'user_id',
  access: { read: 'owner', write: 'admin' },
  admin: { add: false, edit: false, details: false, nav: false },
});
