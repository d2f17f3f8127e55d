// Generated from entities/order-item.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { idValue, moneyValue, numberValue, textValue } from '../../runtime-shared/validation';

export const orderItemMeta = {
  name: 'order-item',
  table: 'order_items',
  label: 'Order Item',
  pluralLabel: 'Order Items',
  titleField: 'name',
  defaultSort: 'id',
  access: { read: 'owner', create: 'admin', update: 'admin', delete: 'admin' },
  owner: 'user_id',
  admin: { list: 'order-item-list', add: false, edit: false, details: false },
  singleton: false,
  listFilters: ['order_id', 'product_id'],
  actions: [],
  editableWhile: { relation: 'order_id', table: 'orders', field: 'status', in: ['pending'], message: 'This order is no longer pending payment: its lines cannot be added, changed or deleted' },
  rowLinks: [],
  views: [],
  fields: [
    { name: 'order_id', kind: 'relation', label: 'Order', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, relation: { entity: 'order', table: 'orders', show: 'order_number', as: 'order', also: ['status'] } },
    { name: 'user_id', kind: 'relation', label: 'Customer', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, relation: { entity: 'user', table: 'users', show: 'email', as: 'user' } },
    { name: 'product_id', kind: 'relation', label: 'Product', required: false, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'null', 'notNull'], writeOnly: false, relation: { entity: 'product', table: 'products', show: 'name', as: 'product', softDelete: true } },
    { name: 'name', kind: 'text', label: 'Name', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 150 },
    { name: 'unit_price', kind: 'money', label: 'Unit price', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, currency: 'USD' },
    { name: 'quantity', kind: 'number', label: 'Quantity', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, min: 1, default: 1 },
    { name: 'line_total', kind: 'money', label: 'Line total', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, currency: 'USD' },
  ],
} as const satisfies EntityMeta;

export const orderItemCreateSchema = z.object({
  order_id: idValue({ required: true }),
  user_id: idValue({ required: false }),
  product_id: idValue({ required: false }),
  name: textValue({ required: true, max: 150 }),
  unit_price: moneyValue({ required: true }),
  quantity: numberValue({ required: true, integer: true, min: 1 }),
  line_total: moneyValue({ required: true }),
});

export const orderItemUpdateSchema = orderItemCreateSchema;

/** What a client sends to create a Order Item. */
export type OrderItemInput = z.input<typeof orderItemCreateSchema>;

/** A Order Item as the API answers it. */
export interface OrderItem {
  id: number;
  order_id: number;
  order?: { id: number; order_number: string; status: string } | null;
  user_id: number | null;
  user?: { id: number; email: string } | null;
  product_id: number | null;
  product?: { id: number; name: string } | null;
  name: string;
  unit_price: number;
  quantity: number;
  line_total: number;
  created_at: string;
  updated_at: string;
}
